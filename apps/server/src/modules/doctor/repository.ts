import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Language } from '@sprout/contracts';
import type { AppDb } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { builtOnce } from '../../db/named-query.ts';
import { accounts, clinics, doctorClinics, doctors, familyMembers, memberConsents, patientFiles, visits } from '../../db/schema/index.ts';
import { checkedPatientPage, doctorClinicsOf, staleAt, type PatientFileFields, type PatientPageQuery } from './patient-page-repository.ts';

export interface PatientRow extends PatientFileFields {
  clinicName: string;
  guardianPhone: string;
}

/** A patient's summary row to compute again (summaries.ts), with what it is computed from besides the records. */
export interface StaleSummary {
  id: string;
  version: string;
  name: string;
  sex: 'male' | 'female';
  birth_date: string;
  last_visit_date: string | null;
}

/** A computed summary, stored only while the row's version is still `version`. */
export interface ComputedSummary {
  id: string;
  version: string;
  flags: string[];
  next_due_date: string | null;
  eye_recheck_due: string | null;
  /** A datemultirange literal (summaries.ts dateMultirange). */
  milestone_concern_days: string;
  last_visit_date: string | null;
  name_pinyin: string;
  name_initials: string;
}

/** The doctor's clinics and their stale summaries (`staleSummaries` below): named, its text built once (db/named-query.ts). */
const staleSummariesStatement = builtOnce(
  'stale_summaries',
  () => sql`
    WITH clinics AS MATERIALIZED (${doctorClinicsOf(sql`${sql.placeholder('account')}::uuid`)})
    SELECT ARRAY(SELECT clinic_id::text FROM clinics ORDER BY 1) AS "clinicIds",
      coalesce((SELECT json_agg(t) FROM (
        SELECT s.family_member_id AS id, s.version::text AS version, m.name, m.sex, m.birth_date::text AS birth_date,
          (SELECT max(v.visit_date)::text FROM visits v WHERE v.family_member_id = m.id AND v.withdrawn_at IS NULL) AS last_visit_date
        FROM patient_summaries s
        JOIN family_members m ON m.id = s.family_member_id
        WHERE ${staleAt(sql`SELECT clinic_id FROM clinics`)}
        LIMIT ${sql.placeholder('limit')}) t), '[]'::json) AS stale`,
);

/** SQL of the doctor workspace. Every query is scoped by the doctor's account through doctor_clinics. */
export function doctorRepository(db: AppDb) {
  const myClinicIds = (accountId: string) =>
    db
      .select({ clinicId: doctorClinics.clinicId })
      .from(doctorClinics)
      .innerJoin(doctors, eq(doctors.id, doctorClinics.doctorId))
      .where(eq(doctors.accountId, accountId));

  return {
    async doctorName(accountId: string, lang: Language): Promise<string | null> {
      const [row] = await db
        .select({ name: doctors.name, accountName: accounts.name })
        .from(accounts)
        .leftJoin(doctors, eq(doctors.accountId, accounts.id))
        .where(eq(accounts.id, accountId));
      if (!row) return null;
      return row.name?.[lang] ?? row.accountName;
    },

    /** The doctor's clinics with how many patient files each holds (deleted members not counted). */
    async clinics(accountId: string, lang: Language) {
      const rows = await db
        .select({
          clinicId: clinics.id,
          name: clinics.name,
          sortOrder: clinics.sortOrder,
          patientCount: sql<number>`count(${familyMembers.id})::int`,
        })
        .from(clinics)
        .leftJoin(patientFiles, eq(patientFiles.clinicId, clinics.id))
        .leftJoin(familyMembers, and(eq(familyMembers.id, patientFiles.familyMemberId), isNull(familyMembers.deletedAt)))
        .where(inArray(clinics.id, myClinicIds(accountId)))
        .groupBy(clinics.id)
        .orderBy(asc(clinics.sortOrder), asc(clinics.id));
      return rows.map((r) => ({ clinicId: r.clinicId, name: r.name[lang], patientCount: Number(r.patientCount) }));
    },

    /**
     * The doctor's patient file `patientId` when it is at one of their clinics (the overview's header). A file is
     * left out once the guardian's consent (issue 18) is refused, withdrawn or does not name its clinic, as opening
     * it would be refused.
     */
    async patients(accountId: string, lang: Language, filter: { patientId: string }): Promise<PatientRow[]> {
      const conditions: SQL[] = [
        inArray(patientFiles.clinicId, myClinicIds(accountId)),
        isNull(familyMembers.deletedAt),
        sql`not exists (select 1 from ${memberConsents} mc where mc.family_member_id = ${familyMembers.id}
          and (mc.decision <> 'granted' or not (${patientFiles.clinicId} = any(mc.clinic_ids))))`,
        eq(patientFiles.id, filter.patientId),
      ];
      const rows = await db
        .select({
          patientId: patientFiles.id,
          familyMemberId: familyMembers.id,
          name: familyMembers.name,
          sex: familyMembers.sex,
          birthDate: familyMembers.birthDate,
          clinicId: patientFiles.clinicId,
          clinicName: clinics.name,
          fileNumber: patientFiles.fileNumber,
          outpatientNumber: patientFiles.outpatientNumber,
          lastVisitDate: sql<
            string | null
          >`(select max(${visits.visitDate})::text from ${visits} where ${visits.familyMemberId} = ${familyMembers.id} and ${visits.withdrawnAt} is null)`,
          guardianPhone: accounts.phone,
        })
        .from(patientFiles)
        .innerJoin(familyMembers, eq(familyMembers.id, patientFiles.familyMemberId))
        .innerJoin(accounts, eq(accounts.id, familyMembers.accountId))
        .innerJoin(clinics, eq(clinics.id, patientFiles.clinicId))
        .where(and(...conditions))
        .orderBy(asc(patientFiles.id));
      return rows.map((r) => ({ ...r, clinicName: r.clinicName[lang] }));
    },

    /**
     * One page of the list at the clinics an earlier call found the doctor at, checked in the same statement: no page
     * when they are no longer the doctor's or a summary at them has been stale since before `asOf`
     * (patient-page-repository.ts).
     */
    checkedPatientPage: (
      accountId: string,
      clinicIds: readonly string[],
      lang: Language,
      today: string,
      query: PatientPageQuery,
      asOf: string | null,
    ) => checkedPatientPage(db, clinicIds, lang, today, query, { accountId, asOf }),

    /**
     * The doctor's clinics (ordered), and up to `limit` stale summaries of patients at them (the partial index of
     * stale rows), in one round trip: the list asks both before every page.
     */
    async staleSummaries(accountId: string, limit: number): Promise<{ clinicIds: string[]; stale: StaleSummary[] }> {
      const [row] = rowsOf<{ clinicIds: string[]; stale: StaleSummary[] }>(
        await staleSummariesStatement(db, { account: accountId, limit }),
      );
      return { clinicIds: row?.clinicIds ?? [], stale: row?.stale ?? [] };
    },

    /**
     * Stores computed summaries where the version is still the one read (a write in between leaves the row
     * stale), never waiting for a writer's lock (SKIP LOCKED: that row is being changed, the next round takes it).
     * The member's row is locked before its summary's, the order a write to the member takes them in: the trigger
     * copying the summary into patient_list (migrations 3750 and 3751) needs the member's lock, and taking it after the
     * summary's could deadlock with a rename.
     */
    async storeSummaries(algorithm: number, computed: ComputedSummary[]): Promise<void> {
      if (computed.length === 0) return;
      const ids = `{${computed.map((c) => c.id).join(',')}}`;
      await db.execute(sql`
        WITH members AS MATERIALIZED (
          SELECT id FROM family_members WHERE id = ANY(${ids}::uuid[]) ORDER BY id FOR NO KEY UPDATE SKIP LOCKED),
        summaries AS MATERIALIZED (
          SELECT family_member_id FROM patient_summaries WHERE family_member_id IN (SELECT id FROM members)
          FOR UPDATE SKIP LOCKED)
        UPDATE patient_summaries s SET fresh = true, stale_since = NULL, member_stale_since = NULL, algorithm = ${algorithm}, flags = t.flags,
          next_due_date = t.next_due_date, eye_recheck_due = t.eye_recheck_due, milestone_concern_days = t.milestone_concern_days,
          last_visit_date = t.last_visit_date,
          name_pinyin = t.name_pinyin, name_initials = t.name_initials
        FROM json_to_recordset(${JSON.stringify(computed)}::json) AS t(id uuid, version bigint, flags text[],
          next_due_date date, eye_recheck_due date, milestone_concern_days datemultirange, last_visit_date date, name_pinyin text,
          name_initials text)
        WHERE s.family_member_id = t.id AND s.version = t.version AND s.family_member_id IN (SELECT family_member_id FROM summaries)`);
    },

    /**
     * Vacuums and analyzes the summaries and the list rows their triggers rewrote (summaries.ts, VACUUM_AFTER_ROWS).
     * SKIP_LOCKED: a table another instance is vacuuming already is left to it rather than waited for.
     */
    async vacuumSummaries(): Promise<void> {
      await db.execute(sql`VACUUM (ANALYZE, SKIP_LOCKED) patient_summaries, patient_list`);
    },

    /** Marks stale every fresh summary written by another computation than `algorithm`. */
    async invalidateSummaries(algorithm: number): Promise<void> {
      await db.execute(sql`UPDATE patient_summaries SET fresh = false, stale_since = now(), member_stale_since = now(), version = version + 1
        WHERE fresh AND algorithm <> ${algorithm}`);
    },
  };
}

import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DoctorPatient, Language, PatientFlag, PatientSort } from '@sprout/contracts';
import type { AppDb } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { accounts, clinics, doctorClinics, doctors, familyMembers, memberConsents, patientFiles, visits } from '../../db/schema/index.ts';

export interface PatientRow {
  patientId: string;
  familyMemberId: string;
  name: string;
  sex: 'male' | 'female';
  birthDate: string;
  clinicId: string;
  clinicName: string;
  fileNumber: string;
  outpatientNumber: string;
  lastVisitDate: string | null;
  guardianPhone: string;
}

/** Four digits alone are read as the end of a guardian's phone (as well as a name or file number part). */
const PHONE_TAIL = /^\d{4}$/;
/** Five digits or more (spaces, dashes and a +86 dropped): a part of the guardian's phone, the whole number included. */
const PHONE_PART = /^\d{5,11}$/;
/** Latin letters alone (spaces and apostrophes dropped): the pinyin of the name, in full (wangxiaoyu) or as initials (wxy). */
const PINYIN = /^[a-z]+$/;

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
  last_visit_date: string | null;
  name_pinyin: string;
  name_initials: string;
}

export interface PatientPageQuery {
  keyword?: string | undefined;
  flag?: PatientFlag | undefined;
  sort: PatientSort;
  clinicId?: string | undefined;
  start: number;
  limit: number;
}

/** A phone as typed, digits only: spaces and dashes dropped, and the country code of a number given with it. */
const phoneDigits = (keyword: string) => keyword.replace(/[\s-]/g, '').replace(/^\+?86(?=\d{11}$)/, '');

/** LIKE wildcards in what a doctor types are literal characters. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

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
     * One page of the list, paged, sorted, filtered and searched in SQL over the derived columns of
     * patient_summaries (kept current by summaries.ts before this runs), with the number of matches. The same
     * scope as `patients`: the doctor's clinics, members not deleted, consent not refused or withdrawn.
     */
    async patientPage(accountId: string, lang: Language, today: string, query: PatientPageQuery) {
      const conditions: SQL[] = [
        sql`f.clinic_id IN (SELECT dc.clinic_id FROM doctor_clinics dc JOIN doctors d ON d.id = dc.doctor_id WHERE d.account_id = ${accountId})`,
        sql`m.deleted_at IS NULL`,
        sql`NOT EXISTS (SELECT 1 FROM member_consents mc WHERE mc.family_member_id = m.id
          AND (mc.decision <> 'granted' OR NOT (f.clinic_id = ANY(mc.clinic_ids))))`,
      ];
      if (query.clinicId) conditions.push(sql`f.clinic_id = ${query.clinicId}`);
      if (query.flag === 'eyeRecheckOverdue') conditions.push(sql`s.eye_recheck_due < ${today}::date`);
      else if (query.flag) conditions.push(sql`${query.flag} = ANY(s.flags)`);
      const keyword = query.keyword?.trim();
      if (keyword) {
        const like = `%${escapeLike(keyword)}%`;
        const matches = [sql`m.name ILIKE ${like}`, sql`f.file_number ILIKE ${like}`, sql`f.outpatient_number ILIKE ${like}`];
        const digits = phoneDigits(keyword);
        const phone = sql`(SELECT a.phone FROM accounts a WHERE a.id = m.account_id)`;
        if (PHONE_TAIL.test(digits)) matches.push(sql`right(${phone}, 4) = ${digits}`);
        else if (PHONE_PART.test(digits)) matches.push(sql`strpos(${phone}, ${digits}) > 0`);
        const letters = keyword.toLowerCase().replace(/[\s']/g, '');
        if (PINYIN.test(letters)) matches.push(sql`strpos(s.name_pinyin, ${letters}) > 0`, sql`strpos(s.name_initials, ${letters}) > 0`);
        conditions.push(sql`(${sql.join(matches, sql` OR `)})`);
      }
      // Most recent visit first, or the earliest check due first; those without last. Ties by the name as a
      // Chinese reader orders it (its pinyin, ASCII: compared bytewise), then the file, so pages never overlap.
      const order = query.sort === 'lastVisit' ? sql`s.last_visit_date DESC NULLS LAST` : sql`s.next_due_date ASC NULLS LAST`;
      const rows = rowsOf<{
        patientId: string;
        familyMemberId: string;
        name: string;
        sex: 'male' | 'female';
        birthDate: string;
        clinicId: string;
        clinicName: Record<Language, string>;
        fileNumber: string;
        outpatientNumber: string;
        lastVisitDate: string | null;
        nextDueDate: string | null;
        flags: DoctorPatient['flags'];
        total: number;
      }>(
        await db.execute(sql`
          SELECT f.id AS "patientId", m.id AS "familyMemberId", m.name, m.sex, m.birth_date::text AS "birthDate",
            f.clinic_id AS "clinicId", c.name AS "clinicName", f.file_number AS "fileNumber",
            f.outpatient_number AS "outpatientNumber", s.last_visit_date::text AS "lastVisitDate",
            s.next_due_date::text AS "nextDueDate",
            CASE WHEN s.eye_recheck_due < ${today}::date THEN s.flags || '{eyeRecheckOverdue}'::text[] ELSE s.flags END AS flags,
            count(*) OVER ()::int AS total
          FROM patient_files f
          JOIN family_members m ON m.id = f.family_member_id
          JOIN clinics c ON c.id = f.clinic_id
          JOIN patient_summaries s ON s.family_member_id = m.id
          WHERE ${sql.join(conditions, sql` AND `)}
          ORDER BY ${order}, s.name_pinyin COLLATE "C", m.name COLLATE "C", f.id
          LIMIT ${query.limit} OFFSET ${query.start}`),
      );
      if (rows.length === 0 && query.start > 0) {
        // Past the end: the count alone.
        const [counted] = rowsOf<{ total: number }>(
          await db.execute(sql`
            SELECT count(*)::int AS total FROM patient_files f
            JOIN family_members m ON m.id = f.family_member_id
            JOIN patient_summaries s ON s.family_member_id = m.id
            WHERE ${sql.join(conditions, sql` AND `)}`),
        );
        return { total: Number(counted?.total ?? 0), list: [] };
      }
      return {
        total: Number(rows[0]?.total ?? 0),
        list: rows.map(({ total: _total, clinicName, ...row }) => ({ ...row, clinicName: clinicName[lang] })),
      };
    },

    /** Up to `limit` stale summaries of patients at the doctor's clinics (the partial index of stale rows). */
    async staleSummaries(accountId: string, limit: number): Promise<StaleSummary[]> {
      return rowsOf<StaleSummary>(
        await db.execute(sql`
          SELECT s.family_member_id AS id, s.version::text AS version, m.name, m.sex, m.birth_date::text AS birth_date,
            (SELECT max(v.visit_date)::text FROM visits v WHERE v.family_member_id = m.id AND v.withdrawn_at IS NULL) AS last_visit_date
          FROM patient_summaries s
          JOIN family_members m ON m.id = s.family_member_id
          WHERE NOT s.fresh AND m.deleted_at IS NULL AND EXISTS (
            SELECT 1 FROM patient_files f JOIN doctor_clinics dc ON dc.clinic_id = f.clinic_id JOIN doctors d ON d.id = dc.doctor_id
            WHERE f.family_member_id = s.family_member_id AND d.account_id = ${accountId})
          LIMIT ${limit}`),
      );
    },

    /**
     * Stores computed summaries where the version is still the one read (a write in between leaves the row
     * stale), never waiting for a writer's lock (SKIP LOCKED: that row is being changed, the next round takes it).
     */
    async storeSummaries(algorithm: number, computed: ComputedSummary[]): Promise<void> {
      if (computed.length === 0) return;
      await db.execute(sql`
        UPDATE patient_summaries s SET fresh = true, algorithm = ${algorithm}, flags = t.flags,
          next_due_date = t.next_due_date, eye_recheck_due = t.eye_recheck_due, last_visit_date = t.last_visit_date,
          name_pinyin = t.name_pinyin, name_initials = t.name_initials
        FROM json_to_recordset(${JSON.stringify(computed)}::json) AS t(id uuid, version bigint, flags text[],
          next_due_date date, eye_recheck_due date, last_visit_date date, name_pinyin text, name_initials text)
        WHERE s.family_member_id = t.id AND s.version = t.version AND s.family_member_id IN (
          SELECT family_member_id FROM patient_summaries WHERE family_member_id = ANY(${`{${computed.map((c) => c.id).join(',')}}`}::uuid[])
          FOR UPDATE SKIP LOCKED)`);
    },

    /** Marks stale every fresh summary written by another computation than `algorithm`. */
    async invalidateSummaries(algorithm: number): Promise<void> {
      await db.execute(sql`UPDATE patient_summaries SET fresh = false, version = version + 1 WHERE fresh AND algorithm <> ${algorithm}`);
    },
  };
}

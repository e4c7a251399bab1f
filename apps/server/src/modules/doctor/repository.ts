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
  /** A datemultirange literal (summaries.ts dateMultirange). */
  milestone_concern_days: string;
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
     * One page of the list, paged, sorted, filtered and searched in SQL over patient_list (migrations 3750 and 3751: one
     * row per file the list may show, kept current by triggers; its summary columns brought up to date by
     * summaries.ts before this runs), with the number of matches. The same scope as `patients`: the doctor's
     * clinics, members not deleted, consent not refused or withdrawn (a file has a row only then).
     */
    async patientPage(accountId: string, lang: Language, today: string, query: PatientPageQuery) {
      const clinicIds = rowsOf<{ clinicId: string }>(
        await db.execute(sql`SELECT DISTINCT dc.clinic_id AS "clinicId" FROM doctor_clinics dc JOIN doctors d ON d.id = dc.doctor_id
          WHERE d.account_id = ${accountId}${query.clinicId ? sql` AND dc.clinic_id = ${query.clinicId}` : sql``}
          ORDER BY 1`),
      ).map((r) => r.clinicId);
      if (clinicIds.length === 0) return { total: 0, list: [] };
      const conditions: SQL[] = [];
      if (query.flag === 'eyeRecheckOverdue') conditions.push(sql`l.eye_recheck_due < ${today}::date`);
      else if (query.flag === 'milestoneConcern') conditions.push(sql`l.milestone_concern_days @> ${today}::date`);
      else if (query.flag) conditions.push(sql`${query.flag} = ANY(l.flags)`);
      const keyword = query.keyword?.trim();
      if (keyword) {
        // ILIKE, over the columns lowered when the row was written (migration 3751): the same matches.
        const like = sql`lower(${`%${escapeLike(keyword)}%`})`;
        const matches = [
          sql`l.name_lower LIKE ${like}`,
          sql`l.file_number_lower LIKE ${like}`,
          sql`l.outpatient_number_lower LIKE ${like}`,
        ];
        const digits = phoneDigits(keyword);
        if (PHONE_TAIL.test(digits)) matches.push(sql`right(l.guardian_phone, 4) = ${digits}`);
        else if (PHONE_PART.test(digits)) matches.push(sql`strpos(l.guardian_phone, ${digits}) > 0`);
        const letters = keyword.toLowerCase().replace(/[\s']/g, '');
        if (PINYIN.test(letters)) matches.push(sql`strpos(l.name_pinyin, ${letters}) > 0`, sql`strpos(l.name_initials, ${letters}) > 0`);
        conditions.push(sql`(${sql.join(matches, sql` OR `)})`);
      }
      const filter = conditions.length > 0 ? sql` AND ${sql.join(conditions, sql` AND `)}` : sql``;
      // Most recent visit first, or the earliest check due first; those without last. Ties by the name as a
      // Chinese reader orders it (its pinyin, ASCII: compared bytewise), then the file, so pages never overlap.
      // The indexes of migration 3750 are in this order, so a clinic's page is an index scan with LIMIT.
      const order = (t: string, reversed = false) => {
        const [asc, desc, nulls] = reversed ? [sql`DESC`, sql`ASC`, sql`NULLS FIRST`] : [sql`ASC`, sql`DESC`, sql`NULLS LAST`];
        const key =
          query.sort === 'lastVisit'
            ? sql`${sql.raw(t)}.last_visit_date ${desc} ${nulls}`
            : sql`${sql.raw(t)}.next_due_date ${asc} ${nulls}`;
        return sql`${key}, ${sql.raw(t)}.name_pinyin COLLATE "C" ${asc}, ${sql.raw(t)}.name COLLATE "C" ${asc}, ${sql.raw(t)}.file_id ${asc}`;
      };
      const ofClinic = (clinicId: string) => sql`FROM patient_list l WHERE l.clinic_id = ${clinicId}${filter}`;
      const inClinics = sql`l.clinic_id IN (${sql.join(
        clinicIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`;
      const { start, limit } = query;
      let matched = sql``;
      let counted: SQL;
      let page: SQL;
      if (keyword) {
        // A search: the clinics' rows are read once, for both the count and the page (few match; the order has no
        // index to follow through a LIKE).
        matched = sql`matched AS MATERIALIZED (SELECT l.file_id, l.last_visit_date, l.next_due_date, l.name_pinyin, l.name
          FROM patient_list l WHERE ${inClinics}${filter}), `;
        counted = sql`SELECT count(*)::int AS n FROM matched`;
        page = sql`ARRAY(SELECT m.file_id FROM matched m ORDER BY ${order('m')} LIMIT ${limit} OFFSET ${start})`;
      } else {
        counted = sql`SELECT count(*)::int AS n FROM patient_list l WHERE ${inClinics}${filter}`;
        const total = sql`(SELECT n FROM counted)`;
        // One clinic: its page straight from the index, read from whichever end is nearer (an OFFSET walks every row
        // before the page: the last page of 2,000 read forwards walked them all, and the planner sorted instead).
        // Several clinics (the union): each clinic's first start + limit rows in order, merged.
        page =
          clinicIds.length === 1
            ? sql`ARRAY(SELECT l.file_id ${ofClinic(clinicIds[0]!)} ORDER BY ${order('l')}
                LIMIT CASE WHEN ${start + limit} <= ${total} - ${start} THEN ${limit} ELSE 0 END OFFSET ${start})
              || ARRAY(SELECT l.file_id ${ofClinic(clinicIds[0]!)} ORDER BY ${order('l', true)}
                LIMIT CASE WHEN ${start + limit} <= ${total} - ${start} THEN 0 ELSE greatest(0, least(${limit}, ${total} - ${start})) END
                OFFSET greatest(0, ${total} - ${start + limit}))`
            : sql`ARRAY(SELECT u.file_id FROM (${sql.join(
                clinicIds.map(
                  (id) =>
                    sql`(SELECT l.file_id, l.last_visit_date, l.next_due_date, l.name_pinyin, l.name ${ofClinic(id)}
                    ORDER BY ${order('l')} LIMIT ${start + limit})`,
                ),
                sql` UNION ALL `,
              )}) u ORDER BY ${order('u')} LIMIT ${limit} OFFSET ${start})`;
      }
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
          WITH ${matched}counted AS MATERIALIZED (${counted})
          SELECT l.file_id AS "patientId", l.family_member_id AS "familyMemberId", l.name, m.sex, m.birth_date::text AS "birthDate",
            l.clinic_id AS "clinicId", c.name AS "clinicName", l.file_number AS "fileNumber",
            l.outpatient_number AS "outpatientNumber", l.last_visit_date::text AS "lastVisitDate",
            l.next_due_date::text AS "nextDueDate",
            CASE WHEN l.eye_recheck_due < ${today}::date THEN l.flags || '{eyeRecheckOverdue}'::text[] ELSE l.flags END
              || CASE WHEN l.milestone_concern_days @> ${today}::date THEN '{milestoneConcern}'::text[] ELSE '{}' END AS flags,
            (SELECT n FROM counted) AS total
          FROM patient_list l
          JOIN family_members m ON m.id = l.family_member_id
          JOIN clinics c ON c.id = l.clinic_id
          -- The page's files as an array: their rows are then read by key, never joined to the whole clinic.
          WHERE l.file_id = ANY(${page})
          ORDER BY ${order('l')}`),
      );
      if (rows.length === 0 && query.start > 0) {
        // Past the end: the count alone.
        const [past] = rowsOf<{ total: number }>(
          await db.execute(sql`WITH ${matched}counted AS (${counted}) SELECT n AS total FROM counted`),
        );
        return { total: Number(past?.total ?? 0), list: [] };
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
        UPDATE patient_summaries s SET fresh = true, algorithm = ${algorithm}, flags = t.flags,
          next_due_date = t.next_due_date, eye_recheck_due = t.eye_recheck_due, milestone_concern_days = t.milestone_concern_days,
          last_visit_date = t.last_visit_date,
          name_pinyin = t.name_pinyin, name_initials = t.name_initials
        FROM json_to_recordset(${JSON.stringify(computed)}::json) AS t(id uuid, version bigint, flags text[],
          next_due_date date, eye_recheck_due date, milestone_concern_days datemultirange, last_visit_date date, name_pinyin text,
          name_initials text)
        WHERE s.family_member_id = t.id AND s.version = t.version AND s.family_member_id IN (SELECT family_member_id FROM summaries)`);
    },

    /** Marks stale every fresh summary written by another computation than `algorithm`. */
    async invalidateSummaries(algorithm: number): Promise<void> {
      await db.execute(sql`UPDATE patient_summaries SET fresh = false, version = version + 1 WHERE fresh AND algorithm <> ${algorithm}`);
    },
  };
}

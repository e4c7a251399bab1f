import { sql, type SQL } from 'drizzle-orm';
import type { DoctorPatient, Language, PatientFlag, PatientSort } from '@sprout/contracts';
import type { AppDb } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { shapedStatement } from '../../db/named-query.ts';

/** Four digits alone are read as the end of a guardian's phone (as well as a name or file number part). */
const PHONE_TAIL = /^\d{4}$/;
/** Five digits or more (spaces, dashes and a +86 dropped): a part of the guardian's phone, the whole number included. */
const PHONE_PART = /^\d{5,11}$/;
/** Latin letters alone (spaces and apostrophes dropped): the pinyin of the name, in full (wangxiaoyu) or as initials (wxy). */
const PINYIN = /^[a-z]+$/;

/** What both the list's rows and the overview's header say of a patient file. */
export interface PatientFileFields {
  patientId: string;
  familyMemberId: string;
  name: string;
  sex: 'male' | 'female';
  birthDate: string;
  clinicId: string;
  fileNumber: string;
  outpatientNumber: string;
  lastVisitDate: string | null;
}

/** A row of the list as the statement reads it (its clinic's name in the request's language). */
export type PatientPageRow = PatientFileFields & { nextDueDate: string | null; flags: DoctorPatient['flags']; clinicName: string };

export interface PatientPage {
  total: number;
  list: PatientPageRow[];
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

/**
 * A value the planner must not see: a scalar subquery, run once per execution. Two uses (issue 28, measured on
 * 2,000 patients):
 * - a page's OFFSET and LIMIT: with their values PostgreSQL costs the plan of a first page below its generic plan
 *   (where it guesses a tenth of the rows skipped), so it planned every call anew (0.5 ms of a 0.8 ms page); with
 *   both plans costed alike it keeps the generic one after five calls, as it does for every other statement;
 * - the lowered keyword: `lower($1)` in a condition is computed again for every row the scan reads (three columns
 *   of 2,000 rows: 0.85 ms a search), once here (0.25 ms).
 */
const onceAtRun = (value: SQL) => sql`(SELECT ${value})`;
/** A value of the call (patientPage's `values`): the statement's text is the same for every call of its shape. */
const v = (name: string) => sql.placeholder(name);
const intAtRun = (name: string) => onceAtRun(sql`${v(name)}::int`);

/**
 * A row of the page as the statement writes it: one JSON array (pageSql), these values in this order, read back
 * into the row's fields by the same list (pageRowOf).
 */
const PAGE_FIELDS: ReadonlyArray<readonly [keyof PatientPageRow, SQL]> = [
  ['patientId', sql`l.file_id`],
  ['familyMemberId', sql`l.family_member_id`],
  ['name', sql`l.name`],
  ['sex', sql`m.sex`],
  ['birthDate', sql`m.birth_date::text`],
  ['clinicId', sql`l.clinic_id`],
  // The clinic's name in the request's language.
  ['clinicName', sql`c.name ->> ${v('lang')}::text`],
  ['fileNumber', sql`l.file_number`],
  ['outpatientNumber', sql`l.outpatient_number`],
  ['lastVisitDate', sql`l.last_visit_date::text`],
  ['nextDueDate', sql`l.next_due_date::text`],
  [
    'flags',
    sql`CASE WHEN l.eye_recheck_due < ${v('today')}::date THEN l.flags || '{eyeRecheckOverdue}'::text[] ELSE l.flags END
      || CASE WHEN l.milestone_concern_days @> ${v('today')}::date THEN '{milestoneConcern}'::text[] ELSE '{}' END`,
  ],
];

function pageRowOf(values: readonly unknown[]): PatientPageRow {
  const row: Partial<Record<keyof PatientPageRow, unknown>> = {};
  PAGE_FIELDS.forEach(([key], i) => {
    row[key] = values[i];
  });
  return row as PatientPageRow;
}

/** The doctor's clinics, by their account: what staleSummaries (repository.ts) and a checked page both read. */
export const doctorClinicsOf = (accountId: SQL | string) =>
  sql`SELECT DISTINCT dc.clinic_id FROM doctor_clinics dc JOIN doctors d ON d.id = dc.doctor_id WHERE d.account_id = ${accountId}`;

/**
 * A stale summary (`s`, joined to its member `m`) of a member with a file at one of `clinics` (a list or a
 * subquery): the partial index of stale rows, read before a page (repository.ts, staleSummaries) or with it.
 */
export const staleAt = (clinics: SQL) =>
  sql`NOT s.fresh AND m.deleted_at IS NULL AND EXISTS (SELECT 1 FROM patient_files f
    WHERE f.family_member_id = s.family_member_id AND f.clinic_id IN (${clinics}))`;

/** What the statement's text depends on: every call of one shape runs the same text with its own values. */
interface PageShape {
  /** The flag filter: none, one with its own column, or one of the flags listed in the row. */
  flag: null | 'eyeRecheckOverdue' | 'milestoneConcern' | 'listed';
  /** A search, and which of the phone's and the pinyin's matches its keyword takes part in. */
  search: null | { phone: 'tail' | 'part' | null; pinyin: boolean };
  sort: PatientSort;
  /** How many of the doctor's clinics the page reads. */
  clinics: number;
  /** With the check of the doctor's clinics and of the summaries stale since before the request it depends on. */
  checked: boolean;
}

/**
 * The page's statement, built and named once per shape (db/named-query.ts):
 * building this text from its fragments at every call was about 8% of the server's CPU on the doctor's list.
 */
const pageStatement = shapedStatement('patient_page');

/** The matches of the shape, and how they are counted. */
function parts(shape: PageShape) {
  const conditions: SQL[] = [];
  if (shape.flag === 'eyeRecheckOverdue') conditions.push(sql`l.eye_recheck_due < ${v('today')}::date`);
  else if (shape.flag === 'milestoneConcern') conditions.push(sql`l.milestone_concern_days @> ${v('today')}::date`);
  else if (shape.flag === 'listed') conditions.push(sql`${v('flag')}::text = ANY(l.flags)`);
  if (shape.search) {
    // A case-blind substring (what ILIKE '%keyword%' matched), over the columns lowered with PostgreSQL's lower()
    // when the row was written (migration 3751), the keyword lowered by the same function.
    const needle = onceAtRun(sql`lower(${v('keyword')}::text)`);
    // The name, the file number and the outpatient number in one column, as the pinyin and the initials (migration
    // 4100): one strpos() a row for each group instead of one a part.
    const matches = [sql`strpos(l.search_text, ${needle}) > 0`];
    if (shape.search.phone === 'tail') matches.push(sql`right(l.guardian_phone, 4) = ${v('digits')}::text`);
    else if (shape.search.phone === 'part') matches.push(sql`strpos(l.guardian_phone, ${v('digits')}::text) > 0`);
    if (shape.search.pinyin) matches.push(sql`strpos(l.pinyin_text, ${v('letters')}::text) > 0`);
    conditions.push(sql`(${sql.join(matches, sql` OR `)})`);
  }
  const filter = conditions.length > 0 ? sql` AND ${sql.join(conditions, sql` AND `)}` : sql``;
  const clinic = (i: number) => sql`${v(`clinic${i}`)}::uuid`;
  const clinicList = sql.join(
    Array.from({ length: shape.clinics }, (_, i) => clinic(i)),
    sql`, `,
  );
  const inClinics = sql`l.clinic_id IN (${clinicList})`;
  // A search: the clinics' rows are read once, for both the count and the page (few match; the order has no
  // index to follow through a LIKE). Without a filter, the clinics' totals kept by migration 3900's triggers; with
  // one, the matching rows counted.
  const matched = shape.search
    ? sql`matched AS MATERIALIZED (SELECT l.file_id, l.last_visit_date, l.next_due_date, l.name_pinyin, l.name
      FROM patient_list l WHERE ${inClinics}${filter}), `
    : sql``;
  const counted = shape.search
    ? sql`SELECT count(*)::int AS n FROM matched`
    : conditions.length > 0
      ? sql`SELECT count(*)::int AS n FROM patient_list l WHERE ${inClinics}${filter}`
      : sql`SELECT coalesce(sum(c.n), 0)::int AS n FROM patient_list_counts c WHERE c.clinic_id IN (${clinicList})`;
  return { filter, clinic, clinicList, matched, counted };
}

function pageSql(shape: PageShape): SQL {
  const { filter, clinic, clinicList, matched, counted } = parts(shape);
  // Most recent visit first, or the earliest check due first; those without last. Ties by the name as a
  // Chinese reader orders it (its pinyin, ASCII: compared bytewise), then the file, so pages never overlap.
  // The indexes of migration 3750 are in this order, so a clinic's page is an index scan with LIMIT.
  const order = (t: string, reversed = false) => {
    const [asc, desc, nulls] = reversed ? [sql`DESC`, sql`ASC`, sql`NULLS FIRST`] : [sql`ASC`, sql`DESC`, sql`NULLS LAST`];
    const key =
      shape.sort === 'lastVisit' ? sql`${sql.raw(t)}.last_visit_date ${desc} ${nulls}` : sql`${sql.raw(t)}.next_due_date ${asc} ${nulls}`;
    return sql`${key}, ${sql.raw(t)}.name_pinyin COLLATE "C" ${asc}, ${sql.raw(t)}.name COLLATE "C" ${asc}, ${sql.raw(t)}.file_id ${asc}`;
  };
  const ofClinic = (i: number) => sql`FROM patient_list l WHERE l.clinic_id = ${clinic(i)}${filter}`;
  const total = sql`(SELECT n FROM counted)`;
  const [start, limit, startPlusLimit] = [sql`${v('start')}::int`, sql`${v('limit')}::int`, sql`${v('startPlusLimit')}::int`];
  // A search: its page from the matches. One clinic: its page straight from the index, read from whichever end is
  // nearer (an OFFSET walks every row before the page: the last page of 2,000 read forwards walked them all, and
  // the planner sorted instead). Several clinics (the union): each clinic's first start + limit rows in order, merged.
  const page = shape.search
    ? sql`ARRAY(SELECT m.file_id FROM matched m ORDER BY ${order('m')} LIMIT ${intAtRun('limit')} OFFSET ${intAtRun('start')})`
    : shape.clinics === 1
      ? sql`ARRAY(SELECT l.file_id ${ofClinic(0)} ORDER BY ${order('l')}
            LIMIT CASE WHEN ${startPlusLimit} <= ${total} - ${start} THEN ${limit} ELSE 0 END OFFSET ${intAtRun('start')})
          || ARRAY(SELECT l.file_id ${ofClinic(0)} ORDER BY ${order('l', true)}
            LIMIT CASE WHEN ${startPlusLimit} <= ${total} - ${start} THEN 0 ELSE greatest(0, least(${limit}, ${total} - ${start})) END
            OFFSET greatest(0, ${total} - ${startPlusLimit}))`
      : sql`ARRAY(SELECT u.file_id FROM (${sql.join(
          Array.from(
            { length: shape.clinics },
            (_, i) =>
              sql`(SELECT l.file_id, l.last_visit_date, l.next_due_date, l.name_pinyin, l.name ${ofClinic(i)}
                ORDER BY ${order('l')} LIMIT ${intAtRun('startPlusLimit')})`,
          ),
          sql` UNION ALL `,
        )}) u ORDER BY ${order('u')} LIMIT ${intAtRun('limit')} OFFSET ${intAtRun('start')})`;
  // The check (checkedPatientPage): the clinics as the call found them, and no summary the page depends on stale since
  // before `asOf`: all at the clinics when the order or a filter reads due dates or flags, else its own rows' and
  // those a write to a member, visit or file left stale (visit order, names, searches). Its page only if it passes.
  const before = sql`coalesce(${v('asOf')}::timestamptz, statement_timestamp())`;
  const clinical = shape.sort === 'nextDue' || shape.flag !== null;
  const ownRows = clinical
    ? sql``
    : sql`AND NOT EXISTS (SELECT 1 FROM patient_list pl JOIN patient_summaries s ON s.family_member_id = pl.family_member_id
          WHERE pl.file_id = ANY((SELECT ids FROM paged)::uuid[]) AND NOT s.fresh AND s.stale_since < ${before})`;
  const checked = sql`, paged AS MATERIALIZED (SELECT ${page} AS ids),
      checked AS MATERIALIZED (SELECT ARRAY(SELECT c.clinic_id::text FROM (${doctorClinicsOf(sql`${v('account')}::uuid`)}) c
          ORDER BY 1) = ${v('known')}::text[]
        AND NOT EXISTS (SELECT 1 FROM patient_summaries s JOIN family_members m ON m.id = s.family_member_id
          WHERE ${staleAt(clinicList)} AND ${clinical ? sql`s.stale_since` : sql`s.member_stale_since`} < ${before})
        ${ownRows} AS ok)`;
  const list = sql`coalesce((SELECT json_agg(json_build_array(${sql.join(
    PAGE_FIELDS.map(([, value]) => value),
    sql`, `,
  )}) ORDER BY ${order('l')})
        FROM patient_list l
        -- By key for each of the page's rows (OFFSET 0 keeps the planner from hashing the whole members table instead).
        CROSS JOIN LATERAL (SELECT m.sex, m.birth_date FROM family_members m WHERE m.id = l.family_member_id OFFSET 0) m
        JOIN clinics c ON c.id = l.clinic_id
        -- The page's files as an array: their rows are then read by key, never joined to the whole clinic.
        WHERE l.file_id = ANY(${shape.checked ? sql`(SELECT ids FROM paged)::uuid[]` : page})), '[]'::json)`;
  // One row whatever the page holds: the count, the check, and the page's rows as one JSON array of arrays in
  // PAGE_FIELDS' order (json_agg: one JSON value to parse; a page past the end still says how many there are).
  if (!shape.checked)
    return sql`WITH ${matched}counted AS MATERIALIZED (${counted}) SELECT (SELECT n FROM counted) AS total, ${list} AS list`;
  // A CASE evaluates its branch only when taken: a failed check reads no page.
  return sql`
      WITH ${matched}counted AS MATERIALIZED (${counted})${checked}
      SELECT (SELECT ok FROM checked) AS current, statement_timestamp()::text AS "asOf",
        CASE WHEN (SELECT ok FROM checked) THEN (SELECT n FROM counted) END AS total,
        CASE WHEN (SELECT ok FROM checked) THEN ${list} END AS list`;
}

/**
 * One page of the list at the doctor's clinics (`doctorClinicIds`, ordered, as summaries.ts read them), paged,
 * sorted, filtered and searched in SQL over patient_list (migrations 3750 and 3751: one row per file the list may
 * show, kept current by triggers; its summary columns brought up to date by summaries.ts), with the number of
 * matches. The same scope as `patients`: the doctor's clinics, members not deleted, consent not refused or
 * withdrawn (a file has a row only then).
 */
type PageArgs = [db: AppDb, doctorClinicIds: readonly string[], lang: Language, today: string, query: PatientPageQuery];
export async function patientPage(...args: PageArgs): Promise<PatientPage> {
  return (await readPage(...args, null)).page ?? { total: 0, list: [] };
}

/** A checked page: the page when its check passed, and PostgreSQL's timestamp of its statement (null: none ran). */
export type CheckedPage = { page: PatientPage | null; asOf: string | null };

/**
 * The page over the clinics an earlier call found the doctor at, checked in the snapshot it is read in (pageSql): no
 * page when the check fails, and the caller refreshes and asks again (service.ts) with the `asOf` its first check
 * gave. A write acknowledged before the request began before it: its stale summary counts, not the later ones'.
 */
export function checkedPatientPage(...[db, doctorClinicIds, lang, today, query, check]: [...PageArgs, check: Check]): Promise<CheckedPage> {
  return readPage(db, doctorClinicIds, lang, today, query, check);
}
type Check = { accountId: string; asOf: string | null };
async function readPage(...[db, doctorClinicIds, lang, today, query, check]: [...PageArgs, check: Check | null]): Promise<CheckedPage> {
  const wanted = query.clinicId?.toLowerCase();
  const clinicIds = wanted ? doctorClinicIds.filter((id) => id === wanted) : doctorClinicIds;
  // None of the doctor's (a clinic asked for that is not theirs): nothing, once the clinics are known to be current.
  if (clinicIds.length === 0) return { page: check ? null : { total: 0, list: [] }, asOf: null };
  const keyword = query.keyword?.trim() ?? '';
  const digits = phoneDigits(keyword);
  const letters = keyword.toLowerCase().replace(/[\s']/g, '');
  const shape: PageShape = {
    flag: !query.flag ? null : query.flag === 'eyeRecheckOverdue' || query.flag === 'milestoneConcern' ? query.flag : 'listed',
    search: keyword
      ? { phone: PHONE_TAIL.test(digits) ? 'tail' : PHONE_PART.test(digits) ? 'part' : null, pinyin: PINYIN.test(letters) }
      : null,
    sort: query.sort,
    clinics: clinicIds.length,
    checked: check !== null,
  };
  const { start, limit } = query;
  const values: Record<string, unknown> = {
    today,
    lang,
    flag: query.flag ?? null,
    keyword,
    digits,
    letters,
    start,
    limit,
    startPlusLimit: start + limit,
    account: check?.accountId ?? null,
    asOf: check?.asOf ?? null,
    known: `{${doctorClinicIds.join(',')}}`,
    ...Object.fromEntries(clinicIds.map((id, i) => [`clinic${i}`, id])),
  };
  // One row, always (its values are scalar subqueries: no FROM that could leave it empty).
  const row = rowsOf<{ total: number | null; current?: boolean; asOf?: string; list: unknown[][] | null }>(
    await pageStatement(db, JSON.stringify(shape), () => pageSql(shape), values),
  )[0]!;
  const asOf = row.asOf ?? null;
  if (check && row.current !== true) return { page: null, asOf };
  return { page: { total: Number(row.total), list: (row.list ?? []).map(pageRowOf) }, asOf };
}

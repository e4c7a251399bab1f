import { sql, type SQL } from 'drizzle-orm';

/**
 * Every table that holds a family member's data, and how to find a member's rows in it: the one list that the
 * family's export, the erasure of an account, the erasure of one member (issue 29) and their tests read. Each of
 * these tables goes with the member's row (ON DELETE CASCADE, directly or through a parent row), which
 * `member-data.test.ts` checks against the database's own foreign keys, so a new table about a member cannot be
 * left out of the erasure or of this list.
 *
 * `where` selects the rows of the members whose ids the SQL `ids` lists (a subquery or a literal list).
 * `exportAs` is the table's file in the export (`data/<exportAs>.json`), or null for rows derived from the others
 * or repeated in them; `omit` are the columns the export leaves out (secrets).
 */
export interface MemberTable {
  where: (ids: SQL) => SQL;
  exportAs: string | null;
  omit?: readonly string[];
  orderBy?: string | readonly string[];
}

const byMember = (ids: SQL) => sql`family_member_id IN (${ids})`;

export const MEMBER_TABLES: Record<string, MemberTable> = {
  family_members: { where: (ids) => sql`id IN (${ids})`, exportAs: 'family_members' },
  // The clinic's patient file (file and outpatient numbers): the link between the child and a clinic.
  patient_files: { where: byMember, exportAs: 'patient_files' },
  // The doctor's list's figures (flags, next check due, the name's pinyin), computed from the rows below.
  patient_summaries: { where: byMember, exportAs: null },
  // The doctor's list itself (migration 3750): one row per file it may show, copied from the rows here.
  patient_list: { where: byMember, exportAs: null },
  growth_profiles: { where: byMember, exportAs: 'growth_profiles' },
  growth_records: {
    where: (ids) => sql`growth_id IN (SELECT id FROM growth_profiles WHERE family_member_id IN (${ids}))`,
    exportAs: 'growth_records',
    orderBy: 'record_date',
  },
  eye_profiles: { where: byMember, exportAs: 'eye_profiles' },
  eye_exams: {
    where: (ids) => sql`eye_id IN (SELECT id FROM eye_profiles WHERE family_member_id IN (${ids}))`,
    exportAs: 'eye_exams',
    orderBy: 'exam_date',
  },
  visits: { where: byMember, exportAs: 'visits' },
  prescriptions: { where: (ids) => sql`visit_id IN (SELECT id FROM visits WHERE family_member_id IN (${ids}))`, exportAs: 'prescriptions' },
  test_reports: { where: byMember, exportAs: 'test_reports' },
  checkup_reports: { where: byMember, exportAs: 'checkup_reports' },
  report_items: {
    where: (ids) => sql`test_report_id IN (SELECT id FROM test_reports WHERE family_member_id IN (${ids}))
      OR checkup_report_id IN (SELECT id FROM checkup_reports WHERE family_member_id IN (${ids}))`,
    exportAs: 'report_items',
  },
  vaccination_doses: { where: byMember, exportAs: 'vaccination_doses', orderBy: ['given_on', 'vaccine', 'dose_number'] },
  milestone_ticks: { where: byMember, exportAs: 'milestone_ticks', orderBy: ['achieved_on', 'milestone'] },
  // Events on the child's charts (issue 33, migration 3950).
  member_events: { where: byMember, exportAs: 'chart_events', orderBy: ['event_date', 'created_at', 'id'] },
  // Bone age readings (issue 33, migration 4000).
  bone_ages: { where: byMember, exportAs: 'bone_ages', orderBy: ['taken_on', 'created_at', 'id'] },
  // What each reminder message announced about the member (migration 3400); the messages are the account's.
  reminder_send_items: { where: byMember, exportAs: 'reminder_send_items', orderBy: ['due_date', 'kind', 'item'] },
  doctor_advices: { where: byMember, exportAs: 'doctor_advices' },
  // Report attachments (migration 3600): what each file is; the bytes stay out of the rows (they are files).
  member_attachments: { where: byMember, exportAs: 'attachments', omit: ['data', 'storage_key'], orderBy: ['created_at', 'id'] },
  // The versions doctors replaced when they corrected an entry (issue 30): held about the child, so given too.
  health_record_revisions: { where: byMember, exportAs: 'health_record_revisions', orderBy: ['entry_id', 'version'] },
  survey_answers: { where: byMember, exportAs: 'survey_answers' },
  // Questionnaires answered about the member (migration 2900: they go with the member, no longer kept unlinked).
  questionnaire_submissions: { where: byMember, exportAs: 'questionnaire_submissions' },
  // Share links without their token hash (the link itself was only ever shown once).
  record_shares: { where: byMember, exportAs: 'record_shares', omit: ['token_hash', 'idempotency_key_hash', 'request_hash'] },
  // The current consent answer; every answer, this one included, is in consent_history.
  member_consents: { where: byMember, exportAs: null },
  // The answers kept a day for the retries of writes about the member (migration 4200): each repeats what the export
  // gives from the rows themselves.
  idempotency_keys: { where: byMember, exportAs: null },
  consent_history: { where: byMember, exportAs: 'consents', orderBy: 'answered_at' },
  // The adults the family invited (issue 34): who may reach the child and as what, and the invitations sent.
  member_carers: { where: byMember, exportAs: 'carers', orderBy: 'created_at' },
  carer_invites: { where: byMember, exportAs: 'carer_invites', orderBy: 'created_at' },
};

/** The rows of one table about the members `ids`, each as the database has it (to_jsonb) less the omitted columns. */
export function memberRowsQuery(table: string, ids: SQL): SQL {
  const spec = MEMBER_TABLES[table]!;
  const omit = (spec.omit ?? []).map((column) => sql` - ${column}::text`);
  const columns = spec.orderBy === undefined ? [] : typeof spec.orderBy === 'string' ? [spec.orderBy] : spec.orderBy;
  const order = columns.length
    ? sql` ORDER BY ${sql.join(
        columns.map((column) => sql.identifier(column)),
        sql`, `,
      )}`
    : sql``;
  return sql`SELECT to_jsonb(t)${sql.join(omit, sql``)} AS row FROM ${sql.identifier(table)} t WHERE ${spec.where(ids)}${order}`;
}

/** How many rows of one table are about the members `ids`. */
export function memberCountQuery(table: string, ids: SQL): SQL {
  return sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} t WHERE ${MEMBER_TABLES[table]!.where(ids)}`;
}

/** A literal list of member ids, for `where` once the members' rows are gone (or to name one member). */
export function memberIds(...ids: string[]): SQL {
  return sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
}

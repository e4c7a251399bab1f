import { sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';

/**
 * What the product holds about a family, table by table, and its erasure (issue 18 part 5). Rows come out as
 * the database has them (to_jsonb), so nothing is left out by a mapping; only secrets and other people's data
 * are: no token or code hashes, and the client addresses of the audit trail (those of clinic staff are theirs).
 */
const FAMILY_TABLES: Record<string, (account: string) => SQL> = {
  family_members: (a) => sql`SELECT to_jsonb(t) AS row FROM family_members t WHERE account_id = ${a}`,
  patient_files: (a) =>
    sql`SELECT to_jsonb(t) AS row FROM patient_files t WHERE family_member_id IN (SELECT id FROM family_members WHERE account_id = ${a})`,
  growth_profiles: (a) =>
    sql`SELECT to_jsonb(t) AS row FROM growth_profiles t WHERE family_member_id IN (SELECT id FROM family_members WHERE account_id = ${a})`,
  growth_records: (a) => sql`SELECT to_jsonb(t) AS row FROM growth_records t WHERE growth_id IN
    (SELECT g.id FROM growth_profiles g JOIN family_members m ON m.id = g.family_member_id WHERE m.account_id = ${a}) ORDER BY record_date`,
  eye_profiles: (a) =>
    sql`SELECT to_jsonb(t) AS row FROM eye_profiles t WHERE family_member_id IN (SELECT id FROM family_members WHERE account_id = ${a})`,
  eye_exams: (a) => sql`SELECT to_jsonb(t) AS row FROM eye_exams t WHERE eye_id IN
    (SELECT e.id FROM eye_profiles e JOIN family_members m ON m.id = e.family_member_id WHERE m.account_id = ${a}) ORDER BY exam_date`,
  visits: (a) =>
    sql`SELECT to_jsonb(t) AS row FROM visits t WHERE family_member_id IN (SELECT id FROM family_members WHERE account_id = ${a})`,
  prescriptions: (a) => sql`SELECT to_jsonb(t) AS row FROM prescriptions t WHERE visit_id IN
    (SELECT v.id FROM visits v JOIN family_members m ON m.id = v.family_member_id WHERE m.account_id = ${a})`,
  test_reports: (a) =>
    sql`SELECT to_jsonb(t) AS row FROM test_reports t WHERE family_member_id IN (SELECT id FROM family_members WHERE account_id = ${a})`,
  checkup_reports: (a) =>
    sql`SELECT to_jsonb(t) AS row FROM checkup_reports t WHERE family_member_id IN (SELECT id FROM family_members WHERE account_id = ${a})`,
  report_items: (a) => sql`SELECT to_jsonb(t) AS row FROM report_items t WHERE test_report_id IN
      (SELECT r.id FROM test_reports r JOIN family_members m ON m.id = r.family_member_id WHERE m.account_id = ${a})
    OR checkup_report_id IN (SELECT r.id FROM checkup_reports r JOIN family_members m ON m.id = r.family_member_id WHERE m.account_id = ${a})`,
  vaccination_doses: (a) => sql`SELECT to_jsonb(t) AS row FROM vaccination_doses t
    WHERE family_member_id IN (SELECT id FROM family_members WHERE account_id = ${a}) ORDER BY given_on, vaccine, dose_number`,
  milestone_ticks: (a) => sql`SELECT to_jsonb(t) AS row FROM milestone_ticks t
    WHERE family_member_id IN (SELECT id FROM family_members WHERE account_id = ${a}) ORDER BY achieved_on, milestone`,
  doctor_advices: (a) =>
    sql`SELECT to_jsonb(t) AS row FROM doctor_advices t WHERE family_member_id IN (SELECT id FROM family_members WHERE account_id = ${a})`,
  survey_answers: (a) => sql`SELECT to_jsonb(t) AS row FROM survey_answers t WHERE account_id = ${a}`,
  questionnaire_submissions: (a) => sql`SELECT to_jsonb(t) AS row FROM questionnaire_submissions t WHERE account_id = ${a}`,
  questionnaire_rewards: (a) => sql`SELECT to_jsonb(t) AS row FROM questionnaire_rewards t WHERE account_id = ${a}`,
  points_ledger: (a) => sql`SELECT to_jsonb(t) AS row FROM points_ledger t WHERE account_id = ${a}`,
  orders: (a) => sql`SELECT to_jsonb(t) AS row FROM orders t WHERE account_id = ${a}`,
  leads: (a) => sql`SELECT to_jsonb(t) - 'ip_hash' AS row FROM leads t WHERE account_id = ${a}`,
  // Share links without their token hash (the link itself was only ever shown once).
  record_shares: (a) =>
    sql`SELECT to_jsonb(t) - 'token_hash' - 'idempotency_key_hash' - 'request_hash' AS row FROM record_shares t WHERE account_id = ${a}`,
  consents: (a) =>
    sql`SELECT to_jsonb(t) AS row FROM consent_history t WHERE family_member_id IN (SELECT id FROM family_members WHERE account_id = ${a}) ORDER BY answered_at`,
  // Who read or wrote the family's data: the access log, without anyone's client address.
  audit_events: (a) => sql`SELECT to_jsonb(t) - 'ip' AS row FROM audit_events t
    WHERE account_id = ${a} OR family_member_id IN (SELECT id FROM family_members WHERE account_id = ${a}) ORDER BY occurred_at`,
};

export interface ErasureSummary {
  erasedAt: Date;
  familyMembers: number;
  auditRowsKept: number;
}

export function leavingRepository(db: AppDb) {
  return {
    async account(accountId: string): Promise<{ name: string; phone: string; role: string; createdAt: string } | null> {
      const [row] = rowsOf<{ name: string; phone: string; role: string; created_at: string | Date }>(
        await db.execute(sql`SELECT name, phone, role, created_at FROM accounts WHERE id = ${accountId}`),
      );
      return row ? { name: row.name, phone: row.phone, role: row.role, createdAt: new Date(row.created_at).toISOString() } : null;
    },

    /** Every table's rows about the family, by table name. */
    async familyTables(accountId: string): Promise<Record<string, unknown[]>> {
      const tables: Record<string, unknown[]> = {};
      for (const [name, query] of Object.entries(FAMILY_TABLES)) {
        tables[name] = rowsOf<{ row: unknown }>(await db.execute(query(accountId))).map((r) => r.row);
      }
      return tables;
    },

    /**
     * Erases the account in one transaction: its own audit rows lose their client address (the only change the
     * trail allows, migration 1820), one row records the erasure, its contact-form leads, idempotency answers and
     * sign-in codes go, and deleting the account cascades to its sessions (token hashes), family members and
     * every row of their data. Null when the account was already gone (a concurrent erasure).
     */
    async erase(accountId: string, phone: string): Promise<ErasureSummary | null> {
      return db.transaction(async (tx) => {
        const [locked] = rowsOf<{ id: string }>(await tx.execute(sql`SELECT id FROM accounts WHERE id = ${accountId} FOR UPDATE`));
        if (!locked) return null;
        const [members] = rowsOf<{ n: number }>(
          await tx.execute(sql`SELECT count(*)::int AS n FROM family_members WHERE account_id = ${accountId}`),
        );
        await tx.execute(sql`UPDATE audit_events SET ip = 'erased' WHERE account_id = ${accountId} AND ip <> 'erased'`);
        await tx.execute(sql`INSERT INTO audit_events (account_id, role, action, method, route, family_member_id, ip, status)
          VALUES (${accountId}, 'parent', 'write', 'DELETE', '/app-web2/account', NULL, 'erased', 200)`);
        await tx.execute(sql`DELETE FROM leads WHERE account_id = ${accountId}`);
        await tx.execute(sql`DELETE FROM idempotency_keys WHERE actor = ${accountId}`);
        await tx.execute(sql`DELETE FROM sms_codes WHERE phone = ${phone}`);
        const [kept] = rowsOf<{ n: number }>(
          await tx.execute(sql`SELECT count(*)::int AS n FROM audit_events WHERE account_id = ${accountId}
            OR family_member_id IN (SELECT id FROM family_members WHERE account_id = ${accountId})`),
        );
        await tx.execute(sql`DELETE FROM accounts WHERE id = ${accountId}`);
        const [now] = rowsOf<{ at: string | Date }>(await tx.execute(sql`SELECT now() AS at`));
        return { erasedAt: new Date(now!.at), familyMembers: members!.n, auditRowsKept: kept!.n };
      });
    },
  };
}

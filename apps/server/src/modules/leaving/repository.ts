import { sql, type SQL } from 'drizzle-orm';
import type { AppDb, AppTx } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { MEMBER_TABLES, memberCountQuery, memberIds, memberRowsQuery } from './member-data-repository.ts';

/**
 * What the product holds about a family, table by table, and its erasure (issue 18 part 5). Rows come out as
 * the database has them (to_jsonb), so nothing is left out by a mapping; only secrets and other people's data
 * are: no token or code hashes, and the client addresses of the audit trail (those of clinic staff are theirs).
 * The members' tables are the one list of member-data-repository.ts; these are the account's own.
 */
const ACCOUNT_TABLES: Record<string, (account: string) => SQL> = {
  // The account's questionnaires, those about no member included.
  questionnaire_submissions: (a) => sql`SELECT to_jsonb(t) AS row FROM questionnaire_submissions t WHERE account_id = ${a}`,
  questionnaire_rewards: (a) => sql`SELECT to_jsonb(t) AS row FROM questionnaire_rewards t WHERE account_id = ${a}`,
  points_ledger: (a) => sql`SELECT to_jsonb(t) AS row FROM points_ledger t WHERE account_id = ${a}`,
  orders: (a) => sql`SELECT to_jsonb(t) AS row FROM orders t WHERE account_id = ${a}`,
  leads: (a) => sql`SELECT to_jsonb(t) - 'ip_hash' AS row FROM leads t WHERE account_id = ${a}`,
  // The reminder choices (the WeChat openid included: it is the parent's) and the day of each message sent.
  reminder_settings: (a) => sql`SELECT to_jsonb(t) AS row FROM reminder_settings t WHERE account_id = ${a}`,
  reminder_sends: (a) => sql`SELECT to_jsonb(t) AS row FROM reminder_sends t WHERE account_id = ${a} ORDER BY day`,
  // Who read or wrote the family's data: the access log, without anyone's client address.
  audit_events: (a) => sql`SELECT to_jsonb(t) - 'ip' AS row FROM audit_events t
    WHERE account_id = ${a} OR family_member_id IN (SELECT id FROM family_members WHERE account_id = ${a}) ORDER BY occurred_at`,
};

const FAMILY_TABLES: Record<string, (account: string) => SQL> = {
  ...Object.fromEntries(
    Object.entries(MEMBER_TABLES).flatMap(([table, spec]) =>
      spec.exportAs
        ? [[spec.exportAs, (a: string) => memberRowsQuery(table, sql`SELECT id FROM family_members WHERE account_id = ${a}`)]]
        : [],
    ),
  ),
  ...ACCOUNT_TABLES,
};

export interface ErasureSummary {
  erasedAt: Date;
  familyMembers: number;
  auditRowsKept: number;
}

/**
 * Erases family members and every row of their data, inside the caller's transaction: the one path of both
 * erasures (an account's and one member's). Answers kept for `Idempotency-Key` retries that name a member or
 * one of its profiles go first (they may repeat a record); then the members' rows, whose deletion cascades to
 * every table of member-data-repository.ts; then each of those tables is counted again, and anything left aborts
 * the transaction. The audit trail is not touched (no foreign keys: migration 0002). Returns the rows erased, by
 * table.
 */
async function eraseMembers(tx: AppTx, ids: string[]): Promise<Record<string, number>> {
  const erased: Record<string, number> = {};
  if (ids.length === 0) return erased;
  const list = memberIds(...ids);
  for (const table of Object.keys(MEMBER_TABLES)) {
    erased[table] = rowsOf<{ n: number }>(await tx.execute(memberCountQuery(table, list)))[0]!.n;
  }
  const named = rowsOf<{ id: string }>(
    await tx.execute(sql`SELECT id::text FROM family_members WHERE id IN (${list})
      UNION ALL SELECT id::text FROM growth_profiles WHERE family_member_id IN (${list})
      UNION ALL SELECT id::text FROM eye_profiles WHERE family_member_id IN (${list})`),
  ).map((r) => r.id);
  await tx.execute(
    sql`DELETE FROM idempotency_keys WHERE response IS NOT NULL AND response LIKE ANY (${`{${named.map((id) => `%${id}%`).join(',')}}`}::text[])`,
  );
  await tx.execute(sql`DELETE FROM family_members WHERE id IN (${list})`);
  for (const table of Object.keys(MEMBER_TABLES)) {
    const [left] = rowsOf<{ n: number }>(await tx.execute(memberCountQuery(table, list)));
    if (left!.n > 0) throw new Error(`erasure left ${left!.n} rows in ${table}`);
  }
  return erased;
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
     * sign-in codes go, its members are erased as one member is (eraseMembers), and deleting the account cascades
     * to its sessions (token hashes) and the account's own rows (points, orders, rewards). Null when the account was already gone (a concurrent erasure).
     */
    async erase(accountId: string, phone: string): Promise<ErasureSummary | null> {
      return db.transaction(async (tx) => {
        const [locked] = rowsOf<{ id: string }>(await tx.execute(sql`SELECT id FROM accounts WHERE id = ${accountId} FOR UPDATE`));
        if (!locked) return null;
        const members = rowsOf<{ id: string }>(await tx.execute(sql`SELECT id FROM family_members WHERE account_id = ${accountId}`));
        await tx.execute(sql`UPDATE audit_events SET ip = 'erased' WHERE account_id = ${accountId} AND ip <> 'erased'`);
        await tx.execute(sql`INSERT INTO audit_events (account_id, role, action, method, route, family_member_id, ip, status)
          VALUES (${accountId}, 'parent', 'write', 'DELETE', '/app-web2/account', NULL, 'erased', 200)`);
        await tx.execute(sql`DELETE FROM leads WHERE account_id = ${accountId}`);
        await tx.execute(sql`DELETE FROM idempotency_keys WHERE actor = ${accountId}`);
        await tx.execute(sql`DELETE FROM sms_codes WHERE phone = ${phone}`);
        await tx.execute(sql`DELETE FROM sign_in_devices WHERE phone = ${phone}`);
        // Invitations to this phone (issue 34); its own links and the invitations it sent go with the account (CASCADE).
        await tx.execute(sql`DELETE FROM carer_invites WHERE phone = ${phone}`);
        const [kept] = rowsOf<{ n: number }>(
          await tx.execute(sql`SELECT count(*)::int AS n FROM audit_events WHERE account_id = ${accountId}
            OR family_member_id IN (SELECT id FROM family_members WHERE account_id = ${accountId})`),
        );
        await eraseMembers(
          tx,
          members.map((m) => m.id),
        );
        await tx.execute(sql`DELETE FROM accounts WHERE id = ${accountId}`);
        const [now] = rowsOf<{ at: string | Date }>(await tx.execute(sql`SELECT now() AS at`));
        return { erasedAt: new Date(now!.at), familyMembers: members.length, auditRowsKept: kept!.n };
      });
    },

    /**
     * Erases one family member of the account and all its data, in one transaction (issue 29: PIPL art. 47, the
     * deletion right): the same path as the account's erasure. The audit trail keeps its rows about the member
     * (ids only) as it does for an account. Null when the member is not the account's (as owner or invited
     * guardian, issue 34) or is already gone.
     */
    async eraseMember(accountId: string, memberId: string): Promise<Record<string, number> | null> {
      return db.transaction(async (tx) => {
        const [locked] = rowsOf<{ id: string }>(
          await tx.execute(sql`SELECT id FROM family_members fm WHERE id = ${memberId} AND (account_id = ${accountId}
            OR EXISTS (SELECT 1 FROM member_carers mc WHERE mc.family_member_id = fm.id AND mc.account_id = ${accountId} AND mc.role = 'guardian'))
            FOR UPDATE`),
        );
        if (!locked) return null;
        return eraseMembers(tx, [memberId]);
      });
    },
  };
}

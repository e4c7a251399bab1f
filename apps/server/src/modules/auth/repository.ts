import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Account } from '@sprout/contracts';
import type { AppDb } from '../../db/client.ts';
import { accounts, sessions, smsCodes } from '../../db/schema/index.ts';

export function authRepository(db: AppDb) {
  return {
    async countCodesSince(column: 'phone' | 'ip', value: string, since: Date): Promise<number> {
      const target = column === 'phone' ? smsCodes.phone : smsCodes.ip;
      const [row] = await db
        .select({ n: count() })
        .from(smsCodes)
        .where(and(eq(target, value), gt(smsCodes.createdAt, since)));
      return row?.n ?? 0;
    },
    async insertCode(phone: string, codeHash: string, ip: string, expiresAt: Date): Promise<string> {
      const [row] = await db.insert(smsCodes).values({ phone, codeHash, ip, expiresAt }).returning({ id: smsCodes.id });
      return row!.id;
    },
    /** A code that could not be sent never existed: it neither signs in nor holds back the next one. */
    async deleteCode(id: string): Promise<void> {
      await db.delete(smsCodes).where(eq(smsCodes.id, id));
    },
    /** The newest code for the phone that can still be used. */
    async latestLiveCode(phone: string) {
      const [row] = await db
        .select()
        .from(smsCodes)
        .where(and(eq(smsCodes.phone, phone), isNull(smsCodes.consumedAt), gt(smsCodes.expiresAt, sql`now()`)))
        .orderBy(desc(smsCodes.createdAt))
        .limit(1);
      return row ?? null;
    },
    /** Marks the code used; false when another request used it first (single use under races). */
    async consumeCode(id: string): Promise<boolean> {
      const rows = await db
        .update(smsCodes)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(smsCodes.id, id), isNull(smsCodes.consumedAt)))
        .returning({ id: smsCodes.id });
      return rows.length === 1;
    },
    /** The newest code for the phone whatever its state (to say why it cannot be used), or null. */
    async latestCode(phone: string) {
      const [row] = await db.select().from(smsCodes).where(eq(smsCodes.phone, phone)).orderBy(desc(smsCodes.createdAt)).limit(1);
      return row ?? null;
    },
    /** Counts a wrong try and returns the failures so far; the last allowed failure burns the code. */
    async recordFailedAttempt(id: string, maxAttempts: number): Promise<number> {
      const [row] = await db
        .update(smsCodes)
        .set({
          failedAttempts: sql`${smsCodes.failedAttempts} + 1`,
          consumedAt: sql`case when ${smsCodes.failedAttempts} + 1 >= ${maxAttempts} then now() else ${smsCodes.consumedAt} end`,
        })
        .where(eq(smsCodes.id, id))
        .returning({ failedAttempts: smsCodes.failedAttempts });
      return row?.failedAttempts ?? maxAttempts;
    },
    async findOrCreateAccount(phone: string, defaultName: string): Promise<Account> {
      await db.insert(accounts).values({ phone, name: defaultName, role: 'parent' }).onConflictDoNothing({ target: accounts.phone });
      const [row] = await db
        .select({ id: accounts.id, role: accounts.role, name: accounts.name, phone: accounts.phone })
        .from(accounts)
        .where(eq(accounts.phone, phone));
      return row!;
    },
    async rename(accountId: string, name: string): Promise<Account> {
      const [row] = await db
        .update(accounts)
        .set({ name })
        .where(eq(accounts.id, accountId))
        .returning({ id: accounts.id, role: accounts.role, name: accounts.name, phone: accounts.phone });
      return row!;
    },
    async createSession(accountId: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.insert(sessions).values({ accountId, tokenHash, expiresAt });
    },
    /** Counts a refused code against the phone and the (hashed) client address. */
    async recordSignInFailure(phone: string, ipHash: string): Promise<void> {
      await db.execute(sql`INSERT INTO sign_in_failures (phone, ip_hash) VALUES (${phone}, ${ipHash})`);
      await db.execute(sql`DELETE FROM sign_in_failures WHERE created_at < now() - interval '1 day'`);
    },
    /** Refused codes since `since` for the phone or the address, and when the oldest of them was (ms epoch). */
    async signInFailuresSince(column: 'phone' | 'ip_hash', value: string, since: Date): Promise<{ n: number; oldest: number | null }> {
      const result = await db.execute(sql`SELECT count(*)::int AS n, (extract(epoch FROM min(created_at)) * 1000)::float8 AS oldest
        FROM sign_in_failures WHERE ${sql.identifier(column)} = ${value} AND created_at > ${since.toISOString()}::timestamptz`);
      const row = ((result as unknown as { rows?: { n: number; oldest: number | null }[] }).rows ?? [])[0];
      return { n: row?.n ?? 0, oldest: row?.oldest ?? null };
    },
    async revokeSession(tokenHash: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(eq(sessions.tokenHash, tokenHash));
    },
  };
}

import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Account } from '@sprout/contracts';
import type { AppDb } from '../../db/client.ts';
import { accounts, sessions, smsCodes } from '../../db/schema/index.ts';

export function authRepository(db: AppDb) {
  return {
    async countCodesSince(column: 'phone' | 'ip', value: string, since: Date): Promise<number> {
      const target = column === 'phone' ? smsCodes.phone : smsCodes.ip;
      const [row] = await db.select({ n: count() }).from(smsCodes).where(and(eq(target, value), gt(smsCodes.createdAt, since)));
      return row?.n ?? 0;
    },
    async insertCode(phone: string, codeHash: string, ip: string, expiresAt: Date): Promise<void> {
      await db.insert(smsCodes).values({ phone, codeHash, ip, expiresAt });
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
    async createSession(accountId: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.insert(sessions).values({ accountId, tokenHash, expiresAt });
    },
    async revokeSession(tokenHash: string): Promise<void> {
      await db.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.tokenHash, tokenHash));
    },
  };
}

import { and, asc, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Language } from '@sprout/contracts';
import type { AppDb } from '../../db/client.ts';
import {
  accounts,
  auditEvents,
  clinics,
  doctorClinics,
  doctors,
  familyMembers,
  patientFiles,
  recordShares,
} from '../../db/schema/index.ts';
import { localize } from '../../http/localized.ts';
import { maskPhone } from '../carers/repository.ts';

/** The role a share link's opens carry on the audit trail; their account id is the share's id. */
export const SHARE_AUDIT_ROLE = 'share';

export type ShareRow = typeof recordShares.$inferSelect;

export interface TrailRow {
  id: number;
  occurredAt: Date;
  accountId: string;
  role: string;
  action: 'read' | 'write';
  route: string;
  status: number;
}

export interface StaffOfRow {
  accountId: string;
  name: string;
  title: string;
  clinicName: string | null;
}

export function trustRepository(db: AppDb) {
  return {
    /** The member's owner account (null when unknown or deleted). */
    async ownerOf(memberId: string): Promise<string | null> {
      const [row] = await db
        .select({ accountId: familyMembers.accountId })
        .from(familyMembers)
        .where(and(eq(familyMembers.id, memberId), isNull(familyMembers.deletedAt)));
      return row?.accountId ?? null;
    },

    /** The trail of one member without the family's own rows, newest first. */
    async trail(memberId: string, ownerId: string, start: number, limit: number): Promise<{ total: number; rows: TrailRow[] }> {
      const where = and(eq(auditEvents.familyMemberId, memberId), ne(auditEvents.accountId, ownerId));
      const [totalRow] = await db.select({ n: count() }).from(auditEvents).where(where);
      const rows = await db
        .select({
          id: auditEvents.id,
          occurredAt: auditEvents.occurredAt,
          accountId: auditEvents.accountId,
          role: auditEvents.role,
          action: auditEvents.action,
          route: auditEvents.route,
          status: auditEvents.status,
        })
        .from(auditEvents)
        .where(where)
        .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
        .offset(start)
        .limit(limit);
      return { total: totalRow?.n ?? 0, rows };
    },

    /**
     * Doctors among these accounts, with their name, title and the first of their clinics that holds the member's
     * file (null when none does any more).
     */
    async doctorsOf(accountIds: string[], memberId: string, lang: Language): Promise<Map<string, StaffOfRow>> {
      const found = new Map<string, StaffOfRow>();
      if (accountIds.length === 0) return found;
      const rows = await db
        .select({
          accountId: doctors.accountId,
          name: doctors.name,
          title: doctors.title,
          clinicName: clinics.name,
          hasFile: sql<boolean>`${patientFiles.id} is not null`,
        })
        .from(doctors)
        .leftJoin(doctorClinics, eq(doctorClinics.doctorId, doctors.id))
        .leftJoin(clinics, eq(clinics.id, doctorClinics.clinicId))
        .leftJoin(patientFiles, and(eq(patientFiles.clinicId, doctorClinics.clinicId), eq(patientFiles.familyMemberId, memberId)))
        .where(inArray(doctors.accountId, accountIds))
        .orderBy(desc(sql`${patientFiles.id} is not null`), asc(clinics.sortOrder), asc(clinics.id));
      for (const row of rows) {
        if (!row.accountId || found.has(row.accountId)) continue;
        found.set(row.accountId, {
          accountId: row.accountId,
          name: localize(row.name, lang),
          title: localize(row.title, lang),
          clinicName: row.hasFile && row.clinicName ? localize(row.clinicName, lang) : null,
        });
      }
      return found;
    },

    /** Account names (doctors without a doctor card). */
    async accountNames(accountIds: string[]): Promise<Map<string, string>> {
      if (accountIds.length === 0) return new Map();
      const rows = await db.select({ id: accounts.id, name: accounts.name }).from(accounts).where(inArray(accounts.id, accountIds));
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /**
     * How the family knows the adults it invited (issue 34): their name, or their phone masked when they set none,
     * as the people screen shows them.
     */
    async carerLabels(accountIds: string[]): Promise<Map<string, string>> {
      if (accountIds.length === 0) return new Map();
      const rows = await db
        .select({ id: accounts.id, name: accounts.name, phone: accounts.phone })
        .from(accounts)
        .where(inArray(accounts.id, accountIds));
      return new Map(rows.map((row) => [row.id, row.name.trim() || maskPhone(row.phone)]));
    },

    async shareByIdempotencyKey(accountId: string, keyHash: string): Promise<ShareRow | null> {
      const [row] = await db
        .select()
        .from(recordShares)
        .where(and(eq(recordShares.accountId, accountId), eq(recordShares.idempotencyKeyHash, keyHash)));
      return row ?? null;
    },

    /** Inserts a share; null when the same idempotency key won a race in between. */
    async insertShare(row: typeof recordShares.$inferInsert): Promise<ShareRow | null> {
      const [inserted] = await db.insert(recordShares).values(row).onConflictDoNothing().returning();
      return inserted ?? null;
    },

    async sharesOf(memberId: string): Promise<Array<ShareRow & { opens: number }>> {
      const opens = db
        .select({ shareId: auditEvents.accountId, n: count().as('n') })
        .from(auditEvents)
        .where(eq(auditEvents.role, SHARE_AUDIT_ROLE))
        .groupBy(auditEvents.accountId)
        .as('opens');
      const rows = await db
        .select({ share: recordShares, opens: opens.n })
        .from(recordShares)
        .leftJoin(opens, eq(opens.shareId, recordShares.id))
        .where(eq(recordShares.familyMemberId, memberId))
        .orderBy(desc(recordShares.createdAt), desc(recordShares.id));
      return rows.map((row) => ({ ...row.share, opens: Number(row.opens ?? 0) }));
    },

    /** Revokes at once; a share already revoked keeps its first time. */
    async revoke(shareId: string): Promise<void> {
      await db
        .update(recordShares)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(recordShares.id, shareId), isNull(recordShares.revokedAt)));
    },

    /** The share a token's hash names, with the database's now (expiry is judged on one clock). */
    async shareByTokenHash(tokenHash: string): Promise<(ShareRow & { now: Date }) | null> {
      const [row] = await db
        .select({ share: recordShares, now: sql<Date>`now()`.mapWith(recordShares.createdAt) })
        .from(recordShares)
        .innerJoin(familyMembers, and(eq(familyMembers.id, recordShares.familyMemberId), isNull(familyMembers.deletedAt)))
        .where(eq(recordShares.tokenHash, tokenHash));
      return row ? { ...row.share, now: row.now } : null;
    },

    /** One open of a share link, on the append-only trail: the share stands for the account. */
    async recordOpen(share: { id: string; familyMemberId: string }, route: string, ip: string): Promise<void> {
      await db.insert(auditEvents).values({
        accountId: share.id,
        role: SHARE_AUDIT_ROLE,
        action: 'read',
        method: 'POST',
        route,
        familyMemberId: share.familyMemberId,
        ip,
        status: 200,
      });
    },
  };
}

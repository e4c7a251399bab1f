import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { addDays } from '@sprout/clinical';
import type { AuditEvent, AuditEventsQuery, Page } from '@sprout/contracts';
import type { AppDb } from '../../db/client.ts';
import { accounts, auditEvents } from '../../db/schema/index.ts';

/** The column each `sort` of the trail orders by (AUDIT_SORTS); rows of one value keep their newest-first order. */
const SORT_COLUMNS = {
  occurredAt: auditEvents.occurredAt,
  action: auditEvents.action,
  actor: accounts.name,
} as const;

/** Reads only: nothing in the API writes to the trail but the audit hook, and the table refuses changes. */
export function auditRepository(db: AppDb) {
  return {
    async page(query: AuditEventsQuery): Promise<Page<AuditEvent>> {
      const where: SQL[] = [];
      if (query.accountId) where.push(eq(auditEvents.accountId, query.accountId));
      if (query.familyMemberId) where.push(eq(auditEvents.familyMemberId, query.familyMemberId));
      if (query.role) where.push(eq(auditEvents.role, query.role));
      if (query.action) where.push(eq(auditEvents.action, query.action));
      // UTC days, both ends included.
      if (query.from) where.push(gte(auditEvents.occurredAt, new Date(`${query.from}T00:00:00Z`)));
      if (query.to) where.push(lt(auditEvents.occurredAt, new Date(`${addDays(query.to, 1)}T00:00:00Z`)));
      const condition = where.length ? and(...where) : undefined;
      const [totalRow] = await db.select({ n: count() }).from(auditEvents).where(condition);
      const rows = await db
        .select({ event: auditEvents, accountName: accounts.name })
        .from(auditEvents)
        .leftJoin(accounts, eq(accounts.id, auditEvents.accountId))
        .where(condition)
        .orderBy(
          (query.order === 'asc' ? asc : desc)(SORT_COLUMNS[query.sort]),
          ...(query.sort === 'occurredAt' ? [] : [desc(auditEvents.occurredAt)]),
          (query.order === 'asc' && query.sort === 'occurredAt' ? asc : desc)(auditEvents.id),
        )
        .offset(query.start)
        .limit(query.limit);
      return {
        total: totalRow?.n ?? 0,
        list: rows.map(({ event, accountName }) => ({
          id: event.id,
          occurredAt: event.occurredAt.toISOString(),
          accountId: event.accountId,
          accountName,
          role: event.role,
          action: event.action,
          method: event.method,
          route: event.route,
          familyMemberId: event.familyMemberId,
          ip: event.ip,
          status: event.status,
          target: event.target,
        })),
      };
    },
  };
}

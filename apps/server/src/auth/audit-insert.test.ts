import { randomUUID } from 'node:crypto';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../db/schema/index.ts';
import { openTestDatabase } from '../test-support/test-app.ts';
import { insertAuditEvents, type AuditRow } from './repository.ts';

/**
 * The audit rows of one INSERT (auth/repository.ts, audit-batch.ts): up to eight go as a named statement, one per
 * count. Each row keeps its own values, and a repeat of a screen view's read is dropped.
 */
let opened: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  opened = await openTestDatabase({ seeded: true });
});
afterAll(async () => opened?.drop());

const row = (i: number, extra: Partial<AuditRow> = {}): AuditRow => ({
  accountId: randomUUID(),
  role: i % 2 === 0 ? 'doctor' : 'parent',
  action: i % 2 === 0 ? 'read' : 'write',
  method: i % 2 === 0 ? 'GET' : 'POST',
  route: `/route/${i}`,
  ip: `10.88.0.${i}`,
  status: 200 + i,
  ...extra,
});

const stored = async () =>
  opened.database.db
    .select({
      accountId: auditEvents.accountId,
      role: auditEvents.role,
      action: auditEvents.action,
      method: auditEvents.method,
      route: auditEvents.route,
      familyMemberId: auditEvents.familyMemberId,
      ip: auditEvents.ip,
      status: auditEvents.status,
      screenViewId: auditEvents.screenViewId,
      target: auditEvents.target,
    })
    .from(auditEvents)
    .where(sql`${auditEvents.ip} LIKE '10.88.0.%'`)
    .orderBy(asc(auditEvents.ip));

describe('audit rows written together', () => {
  it('keep each row its own values, whatever the count, the same count twice included', async () => {
    const screen = randomUUID();
    const batches = [
      [row(1, { familyMemberId: randomUUID(), target: '/path/1' })],
      [row(2, { screenViewId: screen }), row(3), row(4, { target: null })],
      [row(5), row(6, { familyMemberId: randomUUID() }), row(7, { screenViewId: randomUUID() })],
    ];
    for (const batch of batches) await insertAuditEvents(opened.database.db, batch);
    const expected = batches.flat().map((r) => ({ familyMemberId: null, screenViewId: null, target: null, ...r }));
    expect(await stored()).toEqual(expected);

    // The same screen view's read again (and another row with it): the repeat is dropped, the other kept.
    await insertAuditEvents(opened.database.db, [row(2, { screenViewId: screen, accountId: batches[1]![0]!.accountId }), row(8)]);
    expect((await stored()).map((r) => r.ip)).toEqual([...expected.map((r) => r.ip), '10.88.0.8']);
  });
});

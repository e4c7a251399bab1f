import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { createTestContext, type TestContext } from '../../test-support/test-app.ts';

/**
 * Every read of the doctor's list leaves one audit row (auth/audit-batch.ts writes the rows of concurrent reads
 * together) and its page leaves only once the row is committed: none sent without it, one only, whichever way the
 * page was read (a checked page, or a stale check and the page read again after the refresh: service.ts).
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const LIST = '/health-info-service/doctor/patients';
const list = (query = '') => ctx.as('doctorChen', { url: `${LIST}?start=0&limit=100${query}` });
/** The audit rows of Dr Chen's reads of the list. */
const listReads = () =>
  ctx.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.accountId, DEMO_IDS.accounts.doctorChen), eq(auditEvents.route, LIST)));
const listRows = async () => (await listReads()).length;

describe("the doctor's list on the audit trail", () => {
  it('leaves one row a read: a checked page, a page after a refresh, a search and a page past the end alike', async () => {
    expect((await list()).statusCode).toBe(200);
    const reads = [
      () => list(),
      async () => {
        // A stale summary: the checked page finds it, and the page is read again after the refresh.
        const rename = (name: string) =>
          ctx.database.db.execute(sql`UPDATE family_members SET name = ${name} WHERE id = ${DEMO_IDS.members.boyHaoran}`);
        await rename('王浩然二');
        try {
          return await list();
        } finally {
          await rename('王浩然');
        }
      },
      () => list('&keyword=wang'),
      () => ctx.as('doctorChen', { url: `${LIST}?start=5000&limit=20` }),
    ];
    for (const read of reads) {
      const before = await listRows();
      const res = await read();
      expect(res.statusCode).toBe(200);
      expect(await listRows()).toBe(before + 1);
    }
    const [row] = await listReads()
      .orderBy(sql`occurred_at DESC`)
      .limit(1);
    expect(row).toMatchObject({ action: 'read', role: 'doctor', method: 'GET', familyMemberId: null, status: 200, ip: '127.0.0.1' });
  });

  it('sends no page whose row could not be written, and writes none for it', async () => {
    await ctx.database.db.execute(sql`CREATE FUNCTION audit_refused() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'audit refused'; END $$`);
    await ctx.database.db.execute(
      sql`CREATE TRIGGER audit_refused BEFORE INSERT ON audit_events FOR EACH ROW EXECUTE FUNCTION audit_refused()`,
    );
    const before = await listRows();
    try {
      const res = await list();
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('王浩然');
      expect(res.json()).toMatchObject({ code: 'INTERNAL', data: null });
    } finally {
      await ctx.database.db.execute(sql`DROP TRIGGER audit_refused ON audit_events`);
      await ctx.database.db.execute(sql`DROP FUNCTION audit_refused()`);
    }
    expect(await listRows()).toBe(before);
    expect((await list()).body).toContain('王浩然');
    expect(await listRows()).toBe(before + 1);
  });
});

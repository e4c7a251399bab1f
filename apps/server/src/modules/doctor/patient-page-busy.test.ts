import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { createTestContext, type TestContext } from '../../test-support/test-app.ts';

/**
 * Issue 28, criterion 3: a page of the doctor's list is never answered with a summary left stale by a write
 * acknowledged before it. A refresh leaves a row another transaction holds (storeSummaries: SKIP LOCKED) for the next
 * one; a page that cannot get its summaries brought up to date within its wait answers 503 with Retry-After. (It
 * answered the rows as they stood after its fourth refresh: under load, a parent's save as undone.) PostgreSQL only:
 * the row is held from a second connection, which PGlite, one connection, cannot have.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const LIST = '/health-info-service/doctor/patients?start=0&limit=100';
const { boyHaoran: boy } = DEMO_IDS.members;
const onPostgres = process.env.TEST_DB === 'postgres';

describe.runIf(onPostgres)("a page of the doctor's list whose summary cannot be refreshed", () => {
  it('answers 503 with Retry-After while the row is held, and the change once it is free, never the row as it was', async () => {
    const page = () => ctx.as('doctorChen', { url: LIST, headers: { 'accept-language': 'en-US' } });
    expect((await page()).statusCode).toBe(200);
    // An acknowledged change that leaves the boy's summary stale (his name's pinyin is computed from it).
    await ctx.database.db.execute(sql`UPDATE family_members SET name = '王浩然' WHERE id = ${boy}`);
    const holder = new pg.Client({ connectionString: ctx.url! });
    await holder.connect();
    try {
      // Another transaction holds the member's row, as a write or another instance's refresh does for a moment.
      await holder.query('BEGIN');
      await holder.query('SELECT 1 FROM family_members WHERE id = $1 FOR NO KEY UPDATE', [boy]);
      const busy = await page();
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toBe('1');
      expect(busy.json()).toMatchObject({ code: 'UNAVAILABLE' });
      await holder.query('ROLLBACK');
      const res = await page();
      expect(res.statusCode).toBe(200);
      const pinyin = await ctx.as('doctorChen', { url: `${LIST}&keyword=wanghaoran`, headers: { 'accept-language': 'en-US' } });
      expect((pinyin.json().data.list as Array<{ familyMemberId: string }>).map((p) => p.familyMemberId)).toContain(boy);
    } finally {
      await holder.end();
    }
  }, 30_000);
});

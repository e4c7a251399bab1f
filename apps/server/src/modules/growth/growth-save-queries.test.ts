import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayUtc } from '@sprout/clinical';
import { growthRecords } from '../../db/schema/index.ts';
import { GROWTH_DEMO_IDS } from '../../db/seed/growth.ts';
import { statementsDuring } from '../../test-support/statements.ts';
import { createTestContext, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  // Signed in before any count: the sign-in's own queries are not the save's.
  await ctx.tokenFor('parentWang');
  await ctx.tokenFor('parentLi');
});
afterAll(async () => ctx?.close());

const APP = '/health-info-service/app/growth';
const growthId = GROWTH_DEMO_IDS.boyHaoran;
const today = todayUtc();
let key = 0;
const save = (persona: Parameters<TestContext['as']>[0], payload: Record<string, unknown>) =>
  ctx.as(persona, { method: 'POST', url: `${APP}/save`, payload, headers: { 'idempotency-key': `round-trips-${(key += 1)}` } });
const recordsOn = async (date: string) =>
  (await ctx.database.db.select().from(growthRecords).where(eq(growthRecords.growthId, growthId))).filter((r) => r.recordDate === date);

describe("a growth save's round trips (issue 28: each one is a turn of the server's loop under load)", () => {
  it('reads the session, the access to the child named in the body and the child in one query, and the record before the new one with the insert', async () => {
    const date = addDays(today, -3);
    const { result, statements } = await statementsDuring(ctx.database, () =>
      save('parentWang', { growthId, recordDate: date, weight: 27.1 }),
    );
    expect(result.statusCode, result.body).toBe(200);
    const sessionReads = statements.filter((s) => s.includes('"sessions"'));
    expect(sessionReads).toHaveLength(1);
    expect(sessionReads[0]).toContain('"growth_profiles"');
    // The child the record is scored against comes with the session (no statement of its own).
    expect(statements.filter((s) => s.includes('"growth_profiles"'))).toHaveLength(1);
    // The session with the access and the child; the key's claim, the record with the one before it and the audit row
    // (one statement: db/write-alongside.ts); the key's answer: three, where it took eight (issue 28).
    expect(statements.filter((s) => s.includes('"growth_records"'))).toHaveLength(1);
    expect(statements).toHaveLength(3);
    expect(statements[1]).toContain('idempotency_keys');
    expect(statements[1]).toContain('"audit_events"');
    expect(statements[2]).toContain('UPDATE idempotency_keys');
    // Scored against the child as the unjoined read gives it: the same answer as the doctor's view of the record.
    const record = result.json().data as { recordId: string; zScores: unknown };
    const again = await ctx.as('parentWang', { method: 'GET', url: `${APP}/records/${record.recordId}` });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.zScores).toEqual(record.zScores);
  });

  it("a check reads the child with the session too: then the record before the values', and its audit row", async () => {
    const date = addDays(today, -6);
    const { result, statements } = await statementsDuring(ctx.database, () =>
      ctx.as('parentWang', { method: 'POST', url: `${APP}/check`, payload: { growthId, recordDate: date, weight: 27.3 } }),
    );
    expect(result.statusCode, result.body).toBe(200);
    expect(statements).toHaveLength(3);
    expect(statements[0]).toContain('"sessions"');
    expect(statements[0]).toContain('"growth_profiles"');
    expect(statements[1]).toContain('"growth_records"');
    expect(statements[2]).toContain('"audit_events"');
    expect(result.json().data.zScores).toEqual(expect.any(Object));
  });

  it('refuses an unknown token with 401 before it looks at the body, and writes nothing', async () => {
    const date = addDays(today, -4);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${APP}/save`,
      headers: { token: 'not-a-session' },
      payload: { growthId, recordDate: date, weight: -5, note: 'x'.repeat(5000) },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
    expect(await recordsOn(date)).toHaveLength(0);
  });

  it("answers another family's parent 404 as for an unknown child, from the same one query, and writes nothing", async () => {
    const date = addDays(today, -5);
    const { result, statements } = await statementsDuring(ctx.database, () =>
      save('parentLi', { growthId, recordDate: date, weight: 27.1 }),
    );
    expect(result.statusCode).toBe(404);
    expect(statements.filter((s) => s.includes('"sessions"'))).toHaveLength(1);
    expect(await recordsOn(date)).toHaveLength(0);
  });
});

import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_IDS } from '../db/seed/demo-people.ts';
import { createTestContext, type TestContext } from '../test-support/test-app.ts';

/**
 * A retry waiting for the first answer of its Idempotency-Key (up to 5 s, http/idempotency.ts) sleeps without a place
 * in the serving gate (http/overload.ts): with one place, it held every other request for its whole wait.
 */
let ctx: TestContext;
let growthId: string;
beforeAll(async () => {
  ctx = await createTestContext({ MAX_SERVING: '1' });
  const init = await ctx.as('parentWang', {
    method: 'POST',
    url: '/health-info-service/app/growth/init',
    payload: { familyMemberId: DEMO_IDS.members.boyHaoran },
  });
  growthId = init.json().data.growthId;
});
afterAll(async () => ctx.close());

/** Looks again at each turn of the event loop until `ready` holds (the server and the test share the loop). */
async function until(ready: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`still waiting for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Claims `key` for a save of that date and weight as a first request still writing would leave it; returns the save's body. */
async function claimAsFirst(key: string, date: string, weight: number): Promise<Record<string, unknown>> {
  const hash = createHash('sha256')
    .update(`POST /health-info-service/app/growth/save\n{"growthId":"${growthId}","recordDate":"${date}","weight":${weight}}`)
    .digest('hex');
  await ctx.database.db.execute(
    sql`INSERT INTO idempotency_keys (actor, key, request_hash) VALUES (${DEMO_IDS.accounts.parentWang}, ${key}, ${hash})`,
  );
  return { growthId, recordDate: date, weight };
}

/** Until the one place has been taken and is free again (the retry sleeping), or `over` holds. */
async function untilAsleep(over: () => boolean): Promise<void> {
  let held = false;
  await until(() => {
    if (ctx.app.overload.serving().serving === 1) held = true;
    return (held && ctx.app.overload.serving().serving === 0) || over();
  }, 'the retry to sleep');
}

it('serves other requests while a retry waits for the first answer, and the retry still gets it', async () => {
  const body = await claimAsFirst('first-still-writing', '2024-06-01', 31.8);
  let retryAnswered = false;
  const retry = ctx
    .as('parentWang', {
      method: 'POST',
      url: '/health-info-service/app/growth/save',
      payload: body,
      headers: { 'idempotency-key': 'first-still-writing' },
    })
    .finally(() => {
      retryAnswered = true;
    });
  // The retry takes the one place (its claim, then the look at the first's), then sleeps: the place is free.
  await untilAsleep(() => retryAnswered);
  const read = await ctx.as('parentWang', { method: 'GET', url: `/health-info-service/app/growth/${growthId}/curve` });
  expect(read.statusCode).toBe(200);
  expect(retryAnswered).toBe(false);

  const answer = JSON.stringify({ code: '1', data: { recordId: 'from-the-first' }, message: 'ok' });
  await ctx.database.db.execute(sql`UPDATE idempotency_keys SET status = 200, response = ${answer} WHERE key = 'first-still-writing'`);
  const replayed = await retry;
  expect(replayed.statusCode).toBe(200);
  expect(replayed.headers['idempotent-replayed']).toBe('true');
  expect(replayed.json().data.recordId).toBe('from-the-first');
  expect(ctx.app.overload.serving()).toEqual({ serving: 0, waiting: 0 });
});

import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../db/seed/demo-people.ts';
import { createTestContext, type TestContext } from '../test-support/test-app.ts';
import { until } from '../test-support/until.ts';

/**
 * Issue 18: a growth save retried after its reply was lost, while the first is still being written, used to answer
 * 409 "still in progress" (the claim of the first had no answer yet). The retry now waits for the first answer.
 * With one place in the serving gate (http/overload.ts), so that a retry waiting with a place would hold up
 * everything else.
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

const records = async (date: string) =>
  (
    (await ctx.database.db.execute(
      sql`SELECT count(*)::int AS n FROM growth_records WHERE growth_id = ${growthId} AND record_date = ${date}`,
    )) as unknown as { rows: { n: number }[] }
  ).rows[0]!.n;

/** The request hash of the idempotency layer for a save with this body (keys sorted, as `canonical` does). */
const hashOf = (body: Record<string, unknown>) => {
  const sorted = Object.keys(body)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${JSON.stringify(body[k])}`);
  return createHash('sha256')
    .update(`POST /health-info-service/app/growth/save\n{${sorted.join(',')}}`)
    .digest('hex');
};

const save = (key: string, body: Record<string, unknown>) =>
  ctx.as('parentWang', {
    method: 'POST',
    url: '/health-info-service/app/growth/save',
    payload: body,
    headers: { 'idempotency-key': key, 'accept-language': 'en-US' },
  });

describe('a growth save retried while the first is still running', () => {
  it('answers the retry with the first answer, never a conflict, and writes one record', async () => {
    const body = { growthId, recordDate: '2024-05-05', weight: 31.2 };
    // Sent together: the second finds the first's claim without an answer, as a retry after a lost reply does.
    const [first, retry] = await Promise.all([save('lost-reply-1', body), save('lost-reply-1', body)]);
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.recordId).toBe(first.json().data.recordId);
    expect(await records('2024-05-05')).toBe(1);
  });

  it('waits for the first answer when the retry arrives before the first has answered, and replays it', async () => {
    const body = { growthId, recordDate: '2024-05-08', weight: 31.6 };
    const hash = hashOf(body);
    // The first request has claimed its key and is still writing (its reply will be lost on the phone's network).
    await ctx.database.db.execute(
      sql`INSERT INTO idempotency_keys (actor, key, request_hash) VALUES (${DEMO_IDS.accounts.parentWang}, 'slow-first', ${hash})`,
    );
    const answer = JSON.stringify({ code: '1', data: { recordId: 'from-the-first' }, message: 'ok' });
    const finish = new Promise((resolve) => setTimeout(resolve, 300)).then(() =>
      ctx.database.db.execute(sql`UPDATE idempotency_keys SET status = 200, response = ${answer} WHERE key = 'slow-first'`),
    );
    const retry = await save('slow-first', body);
    await finish;
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().data.recordId).toBe('from-the-first');
    expect(await records('2024-05-08')).toBe(0);
  });

  it('answers 503 with Retry-After, not 409, when the first is still running after the wait, and writes nothing', async () => {
    const body = { growthId, recordDate: '2024-05-06', weight: 31.3 };
    // A claim without an answer, as a first request still writing would leave it (hash of the same call and body).
    const hash = hashOf(body);
    await ctx.database.db.execute(
      sql`INSERT INTO idempotency_keys (actor, key, request_hash) VALUES (${DEMO_IDS.accounts.parentWang}, 'held-key', ${hash})`,
    );
    const retry = await save('held-key', body);
    expect(retry.statusCode).toBe(503);
    expect(retry.headers['retry-after']).toBe('1');
    expect(retry.json()).toMatchObject({ code: 'UNAVAILABLE', data: { retryAfterSeconds: 1 } });
    expect(await records('2024-05-06')).toBe(0);
  }, 15_000);

  it('serves other requests while the retry sleeps between its looks at the first (it holds no place then)', async () => {
    const body = { growthId, recordDate: '2024-06-01', weight: 31.8 };
    await ctx.database.db.execute(
      sql`INSERT INTO idempotency_keys (actor, key, request_hash) VALUES (${DEMO_IDS.accounts.parentWang}, 'first-still-writing', ${hashOf(body)})`,
    );
    let retryAnswered = false;
    const retry = save('first-still-writing', body).finally(() => {
      retryAnswered = true;
    });
    // The retry takes the one place (its claim, then its look at the first's row), then sleeps: the place is free.
    let held = false;
    await until(() => {
      if (ctx.app.overload.serving().serving === 1) held = true;
      return (held && ctx.app.overload.serving().serving === 0) || retryAnswered;
    }, 'the retry to sleep');
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

  it('answers a save before its key’s answer is recorded, and a retry meanwhile waits for that answer', async () => {
    // The answer's statement is held back (the client's query delayed, then run as sent) to show what waits for it.
    const client = (ctx.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const original = client.query;
    const textOf = (arg: unknown) => (typeof arg === 'string' ? arg : String((arg as { text?: unknown } | null)?.text ?? ''));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let answersHeld = 0;
    let looks = 0;
    client.query = (...args: unknown[]) => {
      const text = textOf(args[0]);
      if (text.startsWith('UPDATE idempotency_keys SET status')) {
        answersHeld += 1;
        return released.then(() => original.apply(client, args));
      }
      if (text.includes('FROM idempotency_keys WHERE actor')) looks += 1;
      return original.apply(client, args);
    };
    try {
      const body = { growthId, recordDate: '2024-05-10', weight: 31.8 };
      const first = await save('answer-as-it-leaves', body);
      expect(first.statusCode).toBe(200);
      expect(answersHeld).toBe(1);
      const retry = save('answer-as-it-leaves', body);
      // The retry has found the claim without its answer and is waiting for it.
      await until(() => looks > 0, "the retry's look at the claim");
      release();
      const replayed = await retry;
      expect(replayed.statusCode).toBe(200);
      expect(replayed.headers['idempotent-replayed']).toBe('true');
      expect(replayed.json().data.recordId).toBe(first.json().data.recordId);
      expect(await records('2024-05-10')).toBe(1);
    } finally {
      client.query = original;
      release();
    }
  });

  it('runs the save again when its first died holding the key, and writes it once', async () => {
    // A claim without an answer, older than IDEMPOTENCY_TAKEOVER_SECONDS: its process died between the claim and the
    // answer. The save's own statement finds the key taken; the stale claim is dropped and the save runs holding it.
    const body = { growthId, recordDate: '2024-05-08', weight: 31.6 };
    await ctx.database.db.execute(
      sql`INSERT INTO idempotency_keys (actor, key, request_hash, created_at)
        VALUES (${DEMO_IDS.accounts.parentWang}, 'died-first', ${hashOf(body)}, now() - interval '2 hours')`,
    );
    const retry = await save('died-first', body);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await records('2024-05-08')).toBe(1);
    const again = await save('died-first', body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.recordId).toBe(retry.json().data.recordId);
  });

  it('keeps the answer of a save that its statement claimed but could not store (409 date taken) for the retry', async () => {
    await save('first-of-date', { growthId, recordDate: '2024-05-09', weight: 31.7 });
    const taken = await save('date-taken', { growthId, recordDate: '2024-05-09', weight: 40 });
    expect(taken.statusCode).toBe(409);
    const retry = await save('date-taken', { growthId, recordDate: '2024-05-09', weight: 40 });
    expect(retry.statusCode).toBe(409);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await records('2024-05-09')).toBe(1);
  });

  it('still refuses the same key with another body with 409, as before', async () => {
    await save('reused-key', { growthId, recordDate: '2024-05-07', weight: 31.4 });
    const other = await save('reused-key', { growthId, recordDate: '2024-05-07', weight: 31.5 });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});

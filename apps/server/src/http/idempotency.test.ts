import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../db/seed/demo-people.ts';
import { createTestContext, type TestContext } from '../test-support/test-app.ts';

/** Issue 11: a write retried with its Idempotency-Key gets the first answer and writes once. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

const { boyHaoran: boy } = DEMO_IDS.members;
const count = async (table: string) =>
  ((await ctx.database.db.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`)) as unknown as { rows: { n: number }[] })
    .rows[0]!.n;

const advice = (key: string | undefined, text: string) =>
  ctx.as('doctorChen', {
    method: 'POST',
    url: `/app-web2/family_members/${boy}/doctor_advices`,
    payload: { text },
    headers: { ...(key ? { 'idempotency-key': key } : {}), 'accept-language': 'en-US' },
  });

describe('Idempotency-Key', () => {
  it('returns the first answer to a repeat with the same key and body, and writes once', async () => {
    const before = await count('doctor_advices');
    const first = await advice('advice-key-1', 'Plenty of outdoor time.');
    expect(first.statusCode).toBe(200);
    const again = await advice('advice-key-1', 'Plenty of outdoor time.');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await count('doctor_advices')).toBe(before + 1);
  });

  it('refuses the same key with another body with a 409 that says so, writing nothing', async () => {
    await advice('advice-key-2', 'First text.');
    const before = await count('doctor_advices');
    const other = await advice('advice-key-2', 'Another text.');
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', data: null });
    expect(other.json().message).toMatch(/different request body/);
    expect(await count('doctor_advices')).toBe(before);
  });

  it('keeps keys per caller: another account’s same key is its own', async () => {
    const growth = (persona: 'parentWang' | 'parentLi', growthId: string) =>
      ctx.as(persona, {
        method: 'POST',
        url: '/health-info-service/app/growth/save',
        payload: { growthId, recordDate: '2024-03-03', weight: 30 },
        headers: { 'idempotency-key': 'shared-key' },
      });
    const wangGrowth = (
      await ctx.as('parentWang', { method: 'POST', url: '/health-info-service/app/growth/init', payload: { familyMemberId: boy } })
    ).json().data.growthId;
    expect((await growth('parentWang', wangGrowth)).statusCode).toBe(200);
    // parentLi may not write the Wang boy's growth: her request runs (and is refused), it is not a replay.
    const li = await growth('parentLi', wangGrowth);
    expect(li.statusCode).not.toBe(200);
    expect(li.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses a key that is not printable ASCII or too long, naming the header', async () => {
    const res = await advice('k'.repeat(101), 'Text.');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('Idempotency-Key');
  });

  it('changes nothing for a write sent without a key', async () => {
    const before = await count('doctor_advices');
    await advice(undefined, 'Twice.');
    await advice(undefined, 'Twice.');
    expect(await count('doctor_advices')).toBe(before + 2);
  });
});

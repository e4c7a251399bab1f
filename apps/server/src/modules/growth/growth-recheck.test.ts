import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROWTH_DEMO_IDS } from '../../db/seed/growth.ts';
import { createTestContext, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const APP = '/health-info-service/app/growth';
const growthId = GROWTH_DEMO_IDS.boyHaoran;

type Record = { recordDate: string; height: number | null; weight: number | null };

async function latestTwo(): Promise<[Record, Record]> {
  const list: Record[] = (await ctx.as('parentWang', { url: `${APP}/${growthId}/records?limit=2` })).json().data.list;
  return [list[0]!, list[1]!];
}

const check = (payload: object) => ctx.as('parentWang', { method: 'POST', url: `${APP}/check`, payload: { growthId, ...payload } });

describe('the re-measure check of POST growth/check (issue 17)', () => {
  it('asks nothing for values that follow the child’s own line', async () => {
    const [latest] = await latestTwo();
    const res = await check({ recordDate: latest.recordDate, height: latest.height, weight: latest.weight, replaceFlag: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.recheck).toEqual([]);
  });

  it('asks to check a height more than 0.7 cm below the record before, naming its date', async () => {
    const [latest, before] = await latestTwo();
    const res = await check({ recordDate: latest.recordDate, height: before.height! - 1 });
    expect(res.json().data.recheck).toEqual([
      { kind: 'shrink', indicator: 'height', previousDate: before.recordDate, zChange: null, cmChange: -1 },
    ]);
  });

  it('asks to check a weight whose z jumped by more than two centile spaces, and stores nothing', async () => {
    const [latest, before] = await latestTwo();
    const res = await check({ recordDate: latest.recordDate, weight: Math.round(before.weight! * 1.6 * 10) / 10 });
    const reasons = res.json().data.recheck;
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toMatchObject({ kind: 'zJump', indicator: 'weight', previousDate: before.recordDate, cmChange: null });
    expect(reasons[0].zChange).toBeGreaterThan(1.34);
    const [still] = await latestTwo();
    expect(still).toEqual(latest);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayUtc } from '@sprout/clinical';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { GROWTH_DEMO_IDS } from '../../db/seed/growth.ts';
import { createTestContext, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const APP = '/health-info-service/app/growth';
const DOCTOR = '/health-info-service/doctor/growth';
const growthId = GROWTH_DEMO_IDS.boyHaoran;

type Row = { recordId: string; recordDate: string; height: number | null; recheck: unknown[] };
const doctorPage = async (query: string): Promise<{ total: number; list: Row[] }> =>
  (await ctx.as('doctorChen', { url: `${DOCTOR}/${growthId}/records?${query}` })).json().data;

describe('the re-measure flag on stored records, as the doctor sees it (issue 17)', () => {
  it('carries no reason on the records that follow the child’s own line, nor on the first one', async () => {
    const page = await doctorPage('start=0&limit=100');
    expect(page.list.length).toBe(page.total);
    for (const row of page.list) expect(row.recheck, row.recordDate).toEqual([]);
  });

  it('flags a saved height 1 cm below the record before on the parent’s answer, the doctor’s records and the overview', async () => {
    const [latest] = (await doctorPage('start=0&limit=1')).list;
    const recordDate = todayUtc();
    expect(latest!.recordDate < recordDate).toBe(true);
    const saved = await ctx.as('parentWang', {
      method: 'POST',
      url: `${APP}/save`,
      payload: { growthId, recordDate, height: latest!.height! - 1 },
    });
    expect(saved.statusCode).toBe(200);
    const shrink = { kind: 'shrink', indicator: 'height', previousDate: latest!.recordDate, zChange: null, cmChange: -1 };
    expect(saved.json().data.recheck).toEqual([shrink]);

    // A page of one: the record before it is on the next page, read for the check all the same.
    const [first] = (await doctorPage('start=0&limit=1')).list;
    expect(first).toMatchObject({ recordDate, recheck: [shrink] });
    const [second] = (await doctorPage('start=1&limit=1')).list;
    expect(second).toMatchObject({ recordDate: latest!.recordDate, recheck: [] });
    const one = (await ctx.as('parentWang', { url: `${APP}/records/${first!.recordId}` })).json().data;
    expect(one.recheck).toEqual([shrink]);

    const overview = (
      await ctx.as('doctorChen', { url: `/health-info-service/doctor/patients/${DEMO_IDS.patients.boyHaoranXuhui}/overview` })
    ).json().data;
    expect(overview.growth.latest).toMatchObject({ recordDate, recheck: [shrink] });
  });

  it('clears the flag once the height is corrected', async () => {
    const [flagged, before] = (await doctorPage('start=0&limit=2')).list;
    const edited = await ctx.as('parentWang', {
      method: 'POST',
      url: `${APP}/edit`,
      payload: { growthId, recordId: flagged!.recordId, recordDate: flagged!.recordDate, height: before!.height! + 0.5 },
    });
    expect(edited.json().data.recheck).toEqual([]);
    expect((await doctorPage('start=0&limit=1')).list[0]!.recheck).toEqual([]);
  });
});

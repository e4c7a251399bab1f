import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROWTH_DEMO_IDS } from '../../db/seed/growth.ts';
import { createTestContext, statusMatrix, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const APP = '/health-info-service/app/growth';
const DOCTOR = '/health-info-service/doctor/growth';
const baby = GROWTH_DEMO_IDS.babyXiaoyu;
const boy = GROWTH_DEMO_IDS.boyHaoran;

type Point = { recordId: string; reference: string | null; zScore: number | null };
type Indicator = { indicator: string; reference: string; chinaToMonths: number | null; measurements: Point[] };
const indicator = (curve: { indicators: Indicator[] }, name: string) => curve.indicators.find((i) => i.indicator === name)!;

describe('the China reference (WS/T 423—2022) on the growth calls', () => {
  it('scores the preterm girl’s curve on China from term when asked, and each point names it', async () => {
    const curve = (await ctx.as('parentWang', { url: `${APP}/${baby}/curve?reference=china` })).json().data;
    expect(curve.growthReference).toBe('china');
    const weight = indicator(curve, 'weight');
    expect(weight).toMatchObject({ reference: 'wst423_2022', chinaToMonths: 81 });
    expect(weight.measurements.length).toBeGreaterThan(0);
    expect(weight.measurements.every((m) => m.reference === 'wst423_2022')).toBe(true);
    expect(indicator(curve, 'headSize').chinaToMonths).toBe(36);
    // No BMI table in the standard: BMI stays WHO and says so.
    const bmi = indicator(curve, 'bmi');
    expect(bmi.chinaToMonths).toBeNull();
    expect(bmi.measurements.every((m) => m.reference === 'who2006')).toBe(true);
    // Before term-equivalent age Fenton, whichever set is chosen.
    expect(curve.preterm.indicators[1].measurements.every((m: Point) => m.reference === 'fenton2013')).toBe(true);
  });

  it('keeps WHO as the default, and gives other scores with China than with WHO', async () => {
    const who = (await ctx.as('parentWang', { url: `${APP}/${baby}/curve` })).json().data;
    const china = (await ctx.as('parentWang', { url: `${APP}/${baby}/curve?reference=china` })).json().data;
    expect(who.growthReference).toBe('who');
    expect(indicator(who, 'weight').chinaToMonths).toBeNull();
    expect(indicator(who, 'weight').measurements.every((m: Point) => m.reference === 'who2006')).toBe(true);
    const zWho = indicator(who, 'height').measurements.map((m: Point) => m.zScore);
    const zChina = indicator(china, 'height').measurements.map((m: Point) => m.zScore);
    expect(zChina).not.toEqual(zWho);
    // Chinese medians sit above WHO's: the same child scores lower on China.
    expect(zChina[zChina.length - 1]!).toBeLessThan(zWho[zWho.length - 1]!);
  });

  it('scores a boy past 81 months on WHO 2007 even with China chosen, and the chart says China stops', async () => {
    const curve = (await ctx.as('parentWang', { url: `${APP}/${boy}/curve?reference=china` })).json().data;
    const height = indicator(curve, 'height');
    expect(height.reference).toBe('wst423_2022+who2006+who2007');
    expect(height.chinaToMonths).toBe(81);
    const last = height.measurements[height.measurements.length - 1]!;
    expect(last.reference).toBe('who2007');
  });

  it('names the reference of every score in the records list, parent and doctor', async () => {
    for (const [persona, base] of [
      ['parentWang', APP],
      ['doctorChen', DOCTOR],
    ] as const) {
      const list = (await ctx.as(persona, { url: `${base}/${baby}/records?start=0&limit=3&reference=china` })).json().data.list;
      expect(list[0].references).toMatchObject({ weight: 'wst423_2022', height: 'wst423_2022' });
      const whoList = (await ctx.as(persona, { url: `${base}/${baby}/records?start=0&limit=3&reference=who` })).json().data.list;
      expect(whoList[0].references).toMatchObject({ weight: 'who2006', height: 'who2006' });
    }
  });

  it('refuses an unknown reference with 400 naming the field', async () => {
    for (const url of [`${APP}/${baby}/curve?reference=uk`, `${APP}/${baby}/records?reference=cdc`]) {
      const res = await ctx.as('parentWang', { url });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe('reference');
    }
    const doctor = await ctx.as('doctorChen', { url: `${DOCTOR}/${baby}/curve?reference=x` });
    expect([doctor.statusCode, doctor.json().errors[0].field]).toEqual([400, 'reference']);
  });

  it('stores the family’s choice: every view then scores on it until it is changed back', async () => {
    const set = await ctx.as('parentWang', { method: 'POST', url: `${APP}/reference`, payload: { growthId: baby, reference: 'china' } });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toMatchObject({ growthId: baby, growthReference: 'china' });
    expect(set.json().data.latestRecord.references.weight).toBe('wst423_2022');
    // Idempotent: the same choice again changes nothing.
    expect(
      (await ctx.as('parentWang', { method: 'POST', url: `${APP}/reference`, payload: { growthId: baby, reference: 'china' } })).statusCode,
    ).toBe(200);
    const curve = (await ctx.as('parentWang', { url: `${APP}/${baby}/curve` })).json().data;
    expect(curve.growthReference).toBe('china');
    const doctorList = (await ctx.as('doctorChen', { url: `${DOCTOR}/${baby}/records?limit=1` })).json().data.list;
    expect(doctorList[0].references.weight).toBe('wst423_2022');
    // The query still wins over the stored choice.
    expect((await ctx.as('parentWang', { url: `${APP}/${baby}/curve?reference=who` })).json().data.growthReference).toBe('who');
    const back = await ctx.as('parentWang', { method: 'POST', url: `${APP}/reference`, payload: { growthId: baby, reference: 'who' } });
    expect(back.json().data.growthReference).toBe('who');
    expect((await ctx.as('parentWang', { url: `${APP}/${baby}/curve` })).json().data.growthReference).toBe('who');
  });

  it('refuses a bad choice with 400 naming the field, and stores nothing', async () => {
    const res = await ctx.as('parentWang', { method: 'POST', url: `${APP}/reference`, payload: { growthId: baby, reference: 'uk' } });
    expect([res.statusCode, res.json().errors[0].field]).toEqual([400, 'reference']);
    expect((await ctx.as('parentWang', { url: `${APP}/${baby}/curve` })).json().data.growthReference).toBe('who');
  });

  it('lets only the owner parent store the choice', async () => {
    const matrix = await statusMatrix(ctx, () => ({
      method: 'POST',
      url: `${APP}/reference`,
      payload: { growthId: boy, reference: 'who' },
    }));
    expect(matrix).toEqual({ nobody: 401, owner: 200, otherParent: 404, clinicDoctor: 404, otherDoctor: 404, editor: 404 });
  });

  it('keeps the curve and records with ?reference= to the owner and the child’s clinic doctors', async () => {
    for (const path of ['curve?reference=china', 'records?reference=china']) {
      const parent = await statusMatrix(ctx, () => ({ url: `${APP}/${baby}/${path}` }));
      expect(parent, path).toEqual({ nobody: 401, owner: 200, otherParent: 404, clinicDoctor: 200, otherDoctor: 404, editor: 404 });
      const doctor = await statusMatrix(ctx, () => ({ url: `${DOCTOR}/${baby}/${path}` }));
      expect(doctor, path).toEqual({ nobody: 401, owner: 404, otherParent: 404, clinicDoctor: 200, otherDoctor: 404, editor: 404 });
    }
  });

  it('serves the China P3…P97 lines beside WHO’s in the static reference lines', async () => {
    const lines = (await ctx.as('nobody', { url: `${APP}/reference_lines?sex=female` })).json().data;
    expect(lines.china.map((l: { indicator: string }) => l.indicator)).toEqual(['height', 'weight', 'headSize']);
    const weight = lines.china[1];
    expect(weight.reference).toBe('wst423_2022');
    expect(weight.ageMonths[0]).toBe(0);
    expect(weight.ageMonths[weight.ageMonths.length - 1]).toBe(81);
    // P50 is the table's median (SD0) at each tabulated age: girls' birth weight 3.3 kg.
    expect(weight.centiles.find((c: { centile: number }) => c.centile === 50).values[0]).toBe(3.3);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { growthProfiles } from '../../db/schema/index.ts';
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

type Point = { recordId: string; reference: string | null; zScore: number | null; postmenstrualAgeWeeks?: number; ageMonths?: number };
type Curve = {
  pretermReference: string;
  preterm: {
    fromWeeks: number;
    toWeeks: number;
    indicators: Array<{ indicator: string; reference: string; measurements: Point[] }>;
  } | null;
  indicators: Array<{ indicator: string; measurements: Point[] }>;
};
const curveOf = async (persona: 'parentWang' | 'doctorChen', base = APP) =>
  (await ctx.as(persona, { url: `${base}/${baby}/curve` })).json().data as Curve;
const choose = (pretermReference: string, persona: 'parentWang' | 'parentLi' = 'parentWang', growthId: string = baby) =>
  ctx.as(persona, { method: 'POST', url: `${APP}/preterm_reference`, payload: { growthId, pretermReference } });

describe('the INTERGROWTH-21st preterm reference on the growth calls', () => {
  it('keeps Fenton 2013 as the default preterm reference', async () => {
    const curve = await curveOf('parentWang');
    expect(curve.pretermReference).toBe('fenton2013');
    expect(curve.preterm!.toWeeks).toBe(50);
    for (const section of curve.preterm!.indicators) {
      expect(section.reference).toBe('fenton2013');
      expect(section.measurements.every((m) => m.reference === 'fenton2013')).toBe(true);
    }
  });

  it('is the owner parent’s to store: others are refused and nothing changes', async () => {
    const matrix = await statusMatrix(ctx, () => ({
      method: 'POST',
      url: `${APP}/preterm_reference`,
      payload: { growthId: baby, pretermReference: 'fenton2013' },
    }));
    expect(matrix).toMatchObject({ nobody: 401, owner: 200, otherParent: 404 });
    expect(matrix.clinicDoctor).toBeGreaterThanOrEqual(400);
    const bad = await choose('ig21');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('pretermReference');
    const [row] = await ctx.database.db
      .select({ p: growthProfiles.pretermReference })
      .from(growthProfiles)
      .where(eq(growthProfiles.id, baby));
    expect(row!.p).toBe('fenton2013');
  });

  it('scores the preterm girl on INTERGROWTH-21st from 27 to 64 weeks once chosen, each point naming it, for parent and doctor', async () => {
    const fenton = await curveOf('parentWang');
    const saved = await choose('intergrowth21');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.pretermReference).toBe('intergrowth21');

    for (const [persona, base] of [
      ['parentWang', APP],
      ['doctorChen', DOCTOR],
    ] as const) {
      const curve = await curveOf(persona, base);
      expect(curve.pretermReference).toBe('intergrowth21');
      expect(curve.preterm!.toWeeks).toBe(64);
      const weight = curve.preterm!.indicators.find((i) => i.indicator === 'weight')!;
      expect(weight.reference).toBe('intergrowth21');
      expect(weight.measurements.length).toBeGreaterThan(0);
      // The record of the day of birth (32+3 weeks) on newborn size, every later one on the postnatal standard.
      const [birth, ...later] = weight.measurements;
      expect(birth).toMatchObject({ reference: 'intergrowth21_newborn', postmenstrualAgeWeeks: 32.429 });
      expect(later.length).toBeGreaterThan(0);
      for (const m of later) {
        expect(m.reference).toBe('intergrowth21_preterm');
        expect(m.postmenstrualAgeWeeks!).toBeGreaterThanOrEqual(27);
        expect(m.postmenstrualAgeWeeks!).toBeLessThanOrEqual(64);
      }
      // IG-21 reaches past term (to 64 weeks): those points move from the WHO chart to the preterm chart, so no
      // record is on both, and the WHO chart keeps only WHO's scores.
      const whoWeight = curve.indicators.find((i) => i.indicator === 'weight')!;
      expect(whoWeight.measurements.every((m) => m.reference === 'who2006')).toBe(true);
      const onBoth = whoWeight.measurements.filter((m) => weight.measurements.some((p) => p.recordId === m.recordId));
      expect(onBoth).toEqual([]);
    }
    // More points on the IG-21 chart than on Fenton's (which stops at term), and other scores for the same records.
    const igWeight = (await curveOf('parentWang')).preterm!.indicators.find((i) => i.indicator === 'weight')!;
    const fentonWeight = fenton.preterm!.indicators.find((i) => i.indicator === 'weight')!;
    expect(igWeight.measurements.length).toBeGreaterThan(fentonWeight.measurements.length);
    const shared = fentonWeight.measurements.find((m) => igWeight.measurements.some((p) => p.recordId === m.recordId))!;
    expect(igWeight.measurements.find((p) => p.recordId === shared.recordId)!.zScore).not.toBe(shared.zScore);
  });

  it('names INTERGROWTH-21st in the records list and serves its lines with the static reference lines', async () => {
    const records = (await ctx.as('parentWang', { url: `${APP}/${baby}/records?start=0&limit=100` })).json().data.list as Array<{
      references: Record<string, string | null>;
    }>;
    expect(records.some((r) => r.references.weight === 'intergrowth21_preterm')).toBe(true);
    const lines = (await ctx.as('nobody', { url: `${APP}/reference_lines?sex=female` })).json().data;
    const weight = lines.intergrowth.find((i: { indicator: string }) => i.indicator === 'weight');
    expect(weight.reference).toBe('intergrowth21_preterm');
    expect(weight.postmenstrualAgeWeeks[0]).toBe(27);
    expect(weight.postmenstrualAgeWeeks.at(-1)).toBe(64);
    // The 50th centile is the table's median (SD0) at each week: girls' weight at 40 weeks is 3.13 kg in the table.
    const p50 = weight.centiles.find((c: { centile: number }) => c.centile === 50).values;
    expect(p50[40 - 27]).toBe(3.13);
  });

  it('leaves a baby born at term on WHO whatever the preterm choice', async () => {
    expect((await choose('intergrowth21', 'parentWang', boy)).statusCode).toBe(200);
    const curve = (await ctx.as('parentWang', { url: `${APP}/${boy}/curve` })).json().data as Curve;
    expect(curve.preterm).toBeNull();
    expect(curve.indicators.every((i) => i.measurements.every((m) => m.reference === null || m.reference.startsWith('who')))).toBe(true);
  });

  it('goes back to Fenton when chosen again', async () => {
    await choose('fenton2013');
    const curve = await curveOf('parentWang');
    expect(curve.pretermReference).toBe('fenton2013');
    expect(curve.preterm!.indicators.every((i) => i.measurements.every((m) => m.reference === 'fenton2013'))).toBe(true);
  });
});

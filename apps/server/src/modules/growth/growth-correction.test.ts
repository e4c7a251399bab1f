import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROWTH_DEMO_IDS } from '../../db/seed/growth.ts';
import { createTestContext, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const APP = '/health-info-service/app/growth';
const DAYS_PER_MONTH = 30.4375;
type Point = { ageMonths: number; chronologicalAgeMonths: number };

describe('corrected and chronological age on the curve (issue 17, part 2)', () => {
  it.each(['who', 'china'] as const)(
    'gives a preterm baby both ages of each point and the end of correction on the %s set',
    async (reference) => {
      const curve = (await ctx.as('parentWang', { url: `${APP}/${GROWTH_DEMO_IDS.babyXiaoyu}/curve?reference=${reference}` })).json().data;
      // Born at 32+3: RCPCH corrects to 1 year (366 days) on WHO; China keeps 731 days, 24 months (packages/clinical
      // correctionEndDays; issue 33).
      expect(curve.correctionEndMonths).toBeCloseTo((reference === 'who' ? 366 : 731) / DAYS_PER_MONTH, 3);
      const weight: Point[] = curve.indicators.find((i: { indicator: string }) => i.indicator === 'weight').measurements;
      expect(weight.length).toBeGreaterThan(0);
      for (const m of weight) {
        // Born at 227 days: 53 days early, while correction applies.
        if (m.chronologicalAgeMonths < curve.correctionEndMonths)
          expect(m.chronologicalAgeMonths - m.ageMonths).toBeCloseTo(53 / DAYS_PER_MONTH, 1);
        else expect(m.chronologicalAgeMonths).toBe(m.ageMonths);
      }
    },
  );

  it('gives a baby born at term one age and no end of correction', async () => {
    const curve = (await ctx.as('parentWang', { url: `${APP}/${GROWTH_DEMO_IDS.boyHaoran}/curve` })).json().data;
    expect(curve.correctionEndMonths).toBeNull();
    for (const m of curve.indicators[0].measurements as Point[]) expect(m.chronologicalAgeMonths).toBe(m.ageMonths);
  });
});

import { describe, expect, it } from 'vitest';
import { addDays, DAYS_PER_MONTH } from '../dates.ts';
import { growthReferences } from '../test-support/growth-references.ts';
import { growthNormalCdf } from './normal.ts';
import { scoreGrowth, type GrowthScoreInput } from './score.ts';
import { growthZFromTable } from './table-score.ts';

const refs = growthReferences();
const BIRTH = '2020-02-01';
const at = (days: number) => addDays(BIRTH, days);

function score(days: number, rest: Partial<GrowthScoreInput> & Pick<GrowthScoreInput, 'indicator'>, ga: number | null = null) {
  return scoreGrowth(refs, {
    sex: 'female',
    birthDate: BIRTH,
    measuredOn: at(days),
    gestationalAgeDays: ga,
    value: 1,
    ...rest,
  } as GrowthScoreInput);
}

describe('term-equivalent boundary (preterm baby born at 32+3 weeks, GA 227 days)', () => {
  it('scores against Fenton by postmenstrual age at corrected day −1, with weight converted to grams', () => {
    const s = score(52, { indicator: 'weight', value: 2.9 }, 227);
    expect(s).toMatchObject({
      ageDays: 52,
      correctedAgeDays: -1,
      postmenstrualAgeDays: 279,
      reference: 'fenton2013',
      table: 'fenton2013_weight',
    });
    expect(s.z).toBeCloseTo(growthZFromTable(refs, 'fenton2013_weight', 'female', 279, 2900)?.z as number, 12);
  });

  it('scores against WHO 2006 day 0 at corrected day 0', () => {
    const s = score(53, { indicator: 'weight', value: 2.9 }, 227);
    expect(s).toMatchObject({ correctedAgeDays: 0, ageDaysUsed: 0, reference: 'who2006', table: 'who2006_wfa' });
    expect(s.z).toBeCloseTo(growthZFromTable(refs, 'who2006_wfa', 'female', 0, 2.9)?.z as number, 12);
  });

  it('has no reference for BMI before term-equivalent age (Fenton has no BMI)', () => {
    const s = score(30, { indicator: 'bmi', weightKg: 1.8, heightCm: 42 }, 227);
    expect(s).toMatchObject({ reference: null, z: null, centile: null, flag: false });
  });

  it('has no reference below Fenton’s first row (22+4 weeks for weight)', () => {
    expect(score(0, { indicator: 'weight', value: 0.5 }, 157).reference).toBeNull();
    expect(score(1, { indicator: 'weight', value: 0.5 }, 157).reference).toBe('fenton2013');
    expect(score(1, { indicator: 'headSize', value: 21 }, 157).reference).toBeNull(); // HC starts at 23+4
  });
});

describe('24-month boundary (730 / 731 days)', () => {
  it('reads the length table at day 730 and the height table at day 731', () => {
    expect(score(730, { indicator: 'height', value: 85 }).z).toBeCloseTo(
      growthZFromTable(refs, 'who2006_lhfa', 'female', 730, 85)?.z as number,
      12,
    );
    expect(score(731, { indicator: 'height', value: 85 }).z).toBeCloseTo(
      growthZFromTable(refs, 'who2006_lhfa', 'female', 731, 85)?.z as number,
      12,
    );
  });

  it('adds 0.7 cm to a standing height at day 730 and takes 0.7 cm off a lying length at day 731', () => {
    expect(score(730, { indicator: 'height', value: 85, measure: 'standing' }).measurementUsed).toBeCloseTo(85.7, 12);
    expect(score(730, { indicator: 'height', value: 85, measure: 'lying' }).measurementUsed).toBe(85);
    expect(score(731, { indicator: 'height', value: 85, measure: 'lying' }).measurementUsed).toBeCloseTo(84.3, 12);
    expect(score(731, { indicator: 'height', value: 85, measure: 'standing' }).measurementUsed).toBe(85);
  });

  it('computes BMI from the adjusted height', () => {
    const s = score(731, { indicator: 'bmi', weightKg: 12, heightCm: 85.7, measure: 'lying' });
    expect(s.measurementUsed).toBeCloseTo(12 / 0.85 ** 2, 10);
  });

  it('stops correcting the age of a baby born below 32 weeks at chronological day 731 (RCPCH: to 2 years)', () => {
    expect(score(730, { indicator: 'weight', value: 10 }, 217)).toMatchObject({ correctedAgeDays: 667, ageDaysUsed: 667 });
    expect(score(731, { indicator: 'weight', value: 10 }, 217)).toMatchObject({ correctedAgeDays: 731, ageDaysUsed: 731 });
  });

  it('stops correcting the age of a baby born at 32+3 at day 366 (RCPCH: 32–36 weeks to 1 year)', () => {
    expect(score(365, { indicator: 'weight', value: 8 }, 227)).toMatchObject({ correctedAgeDays: 312, ageDaysUsed: 312 });
    expect(score(366, { indicator: 'weight', value: 8 }, 227)).toMatchObject({ correctedAgeDays: 366, ageDaysUsed: 366 });
  });

  it('decides length vs height by the corrected age: a preterm child at day 730 is still on the length table', () => {
    const s = score(730, { indicator: 'height', value: 80, measure: 'standing' }, 217);
    expect(s.measurementUsed).toBeCloseTo(80.7, 12);
    expect(s.z).toBeCloseTo(growthZFromTable(refs, 'who2006_lhfa', 'female', 667, 80.7)?.z as number, 12);
  });
});

describe('5-year boundary (1856 / 1857 days: WHO 2006 → WHO 2007)', () => {
  it('uses WHO 2006 at day 1856 and WHO 2007 at exact months from day 1857', () => {
    expect(score(1856, { indicator: 'height', value: 110 })).toMatchObject({ reference: 'who2006', table: 'who2006_lhfa' });
    const s = score(1857, { indicator: 'height', value: 110 });
    expect(s).toMatchObject({ reference: 'who2007', table: 'who2007_hfa' });
    expect(s.z).toBeCloseTo(growthZFromTable(refs, 'who2007_hfa', 'female', 1857 / DAYS_PER_MONTH, 110)?.z as number, 12);
  });

  it('does not adjust a lying height on WHO 2007, which takes height as measured', () => {
    expect(score(1857, { indicator: 'height', value: 110, measure: 'lying' }).measurementUsed).toBe(110);
  });

  it('stops scoring head circumference after day 1856', () => {
    expect(score(1856, { indicator: 'headSize', value: 50 }).reference).toBe('who2006');
    expect(score(1857, { indicator: 'headSize', value: 50 })).toMatchObject({ reference: null, z: null });
  });
});

describe('upper limits of WHO 2007', () => {
  it('scores height and BMI up to 228 months and nothing beyond', () => {
    const lastDay = Math.floor(228 * DAYS_PER_MONTH); // 6939 days = 227.99 months
    expect(score(lastDay, { indicator: 'height', value: 163 }).reference).toBe('who2007');
    expect(score(lastDay + 1, { indicator: 'height', value: 163 })).toMatchObject({ reference: null, z: null, centile: null });
    expect(score(lastDay, { indicator: 'bmi', weightKg: 55, heightCm: 163 }).reference).toBe('who2007');
    expect(score(lastDay + 1, { indicator: 'bmi', weightKg: 55, heightCm: 163 }).reference).toBeNull();
  });

  it('scores weight up to 120 months and nothing beyond', () => {
    const lastDay = Math.floor(120 * DAYS_PER_MONTH); // 3652 days
    expect(score(lastDay, { indicator: 'weight', value: 32 }).reference).toBe('who2007');
    expect(score(lastDay + 1, { indicator: 'weight', value: 32 }).reference).toBeNull();
  });
});

describe('score result', () => {
  it('gives the centile as Φ(z) × 100 and keeps chronological and corrected ages apart', () => {
    const s = score(100, { indicator: 'weight', value: 4.5 }, 227);
    expect(s).toMatchObject({ ageDays: 100, correctedAgeDays: 47, ageDaysUsed: 47, postmenstrualAgeDays: 327 });
    expect(s.centile).toBeCloseTo(growthNormalCdf(s.z as number) * 100, 12);
  });

  it('flags a weight-for-age above +5 SD as implausible', () => {
    expect(score(365, { indicator: 'weight', value: 25 }).flag).toBe(true);
    expect(score(365, { indicator: 'weight', value: 9 }).flag).toBe(false);
  });

  it('rejects a measurement dated before birth and a non-positive measurement', () => {
    expect(() => score(-1, { indicator: 'weight', value: 3 })).toThrow(RangeError);
    expect(() => score(10, { indicator: 'weight', value: 0 })).toThrow(RangeError);
  });
});

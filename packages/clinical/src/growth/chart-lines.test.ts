import { describe, expect, it } from 'vitest';
import { addDays } from '../dates.ts';
import { growthReferences } from '../test-support/growth-references.ts';
import { fentonCentileLines, growthCentileLines } from './chart-lines.ts';
import { scoreGrowth } from './score.ts';
import { growthZFromTable } from './table-score.ts';

const refs = growthReferences();

describe('WHO centile lines', () => {
  const lines = growthCentileLines(refs, { sex: 'male', indicator: 'height', centiles: [3, 50, 97], fromMonths: 0, toMonths: 72 });

  it('gives one line per centile, ordered by age, with the median on the table’s M', () => {
    expect(lines.map((l) => l.centile)).toEqual([3, 50, 97]);
    const median = lines[1]?.points ?? [];
    expect(median[0]).toEqual({ ageMonths: 0, value: refs.who2006_lhfa.male.rows[0]?.M });
    for (let i = 1; i < median.length; i++) expect(median[i]!.ageMonths).toBeGreaterThan(median[i - 1]!.ageMonths);
  });

  it('keeps the length→height step at 730/731 days and the WHO 2006→2007 seam at 1856/1857 days', () => {
    const ages = (lines[1]?.points ?? []).map((p) => p.ageMonths);
    for (const day of [730, 731, 1856, 1857]) expect(ages).toContainEqual(day / 30.4375);
    const at = (day: number) => lines[1]?.points.find((p) => p.ageMonths === day / 30.4375)?.value as number;
    expect(at(730) - at(731)).toBeCloseTo(87.8018 - 87.1303, 10); // boys' M: length 730 vs height 731
  });

  it('puts a child measured exactly on a line at that line’s centile', () => {
    const p97 = lines[2]?.points.find((p) => p.ageMonths === 1857 / 30.4375);
    const s = scoreGrowth(refs, {
      sex: 'male',
      birthDate: '2015-01-01',
      measuredOn: addDays('2015-01-01', 1857),
      gestationalAgeDays: null,
      indicator: 'height',
      value: p97?.value as number,
    });
    expect(s.centile).toBeCloseTo(97, 10);
  });

  it('draws weight-based extremes on WHO’s restricted SD lines', () => {
    const [p01] = growthCentileLines(refs, { sex: 'female', indicator: 'weight', centiles: [0.1], fromMonths: 6, toMonths: 6 });
    const point = p01?.points[0];
    expect(point).toBeDefined();
    expect(growthZFromTable(refs, 'who2006_wfa', 'female', 183, point?.value as number)?.z).toBeCloseTo(-3.090232306167813, 10);
  });

  it('respects each reference’s coverage: no head circumference after day 1856, no weight after 120 months', () => {
    const [hc] = growthCentileLines(refs, {
      sex: 'female',
      indicator: 'headSize',
      centiles: [50],
      fromMonths: 48,
      toMonths: 96,
      stepMonths: 6,
    });
    expect(Math.max(...(hc?.points ?? []).map((p) => p.ageMonths))).toBeCloseTo(1856 / 30.4375, 12);
    const [wt] = growthCentileLines(refs, {
      sex: 'female',
      indicator: 'weight',
      centiles: [50],
      fromMonths: 100,
      toMonths: 150,
      stepMonths: 10,
    });
    expect((wt?.points ?? []).map((p) => p.ageMonths)).toEqual([100, 110, 120]);
  });

  it('rejects an empty or reversed age range', () => {
    expect(() => growthCentileLines(refs, { sex: 'male', indicator: 'bmi', centiles: [50], fromMonths: 10, toMonths: 5 })).toThrow(
      RangeError,
    );
  });
});

describe('Fenton centile lines', () => {
  it('plots postmenstrual weeks against weight in kilograms, clipped to the table', () => {
    const [p50] = fentonCentileLines(refs, { sex: 'male', indicator: 'weight', centiles: [50], fromDays: 154, toDays: 350 });
    const points = p50?.points ?? [];
    expect(points[0]?.postmenstrualAgeWeeks).toBe(161 / 7); // 154 is before the table's first day, 158
    expect(points.at(-1)).toEqual({ postmenstrualAgeWeeks: 50, value: (refs.fenton2013_weight.male.rows.at(-1)?.M as number) / 1000 });
  });

  it('gives length and head circumference in centimetres', () => {
    const [p90] = fentonCentileLines(refs, { sex: 'female', indicator: 'headSize', centiles: [90], fromDays: 280, toDays: 280 });
    const z = growthZFromTable(refs, 'fenton2013_hc', 'female', 280, p90?.points[0]?.value as number)?.z;
    expect(z).toBeCloseTo(1.2815515655446004, 10);
  });
});

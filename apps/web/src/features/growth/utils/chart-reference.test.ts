import { describe, expect, test } from 'vitest';
import type { GrowthCurve, GrowthReferenceLines } from '@sprout/contracts';
import { chartDataOf, growthChartSpec } from './chart-option.ts';

const measurement = (ageMonths: number, reference: 'wst423_2022' | 'who2007') => ({
  recordId: `r${ageMonths}`,
  recordDate: '2026-01-01',
  ageMonths,
  chronologicalAgeMonths: ageMonths,
  value: 20,
  zScore: 0,
  centile: 50,
  reference,
});
const curveWith = (growthReference: 'who' | 'china'): GrowthCurve => ({
  growthId: 'g1',
  sex: 'male',
  birthDate: '2019-01-01',
  fullTermFlag: 1,
  gestationalAge: null,
  correctedAge: false,
  correctionEndMonths: null,
  referenceVersion: 'v1',
  growthReference,
  pretermReference: 'fenton2013',
  preterm: null,
  indicators: [
    {
      indicator: 'weight',
      unit: 'kg',
      reference: growthReference === 'china' ? 'wst423_2022+who2006+who2007' : 'who2006+who2007',
      fromMonths: 0,
      toMonths: 96,
      chinaToMonths: growthReference === 'china' ? 81 : null,
      measurements: [measurement(78, 'wst423_2022'), measurement(84, 'who2007')],
    },
  ],
});
const lines: GrowthReferenceLines = {
  version: 'v1',
  cdc: [],
  sex: 'male',
  fenton: [],
  intergrowth: [],
  who: [
    {
      indicator: 'weight',
      unit: 'kg',
      reference: 'who2006+who2007',
      ageMonths: [0, 60, 81, 96],
      centiles: [3, 50, 97].map((centile) => ({ centile, values: [3, 18, 22, 25].map((v) => v + (centile - 50) / 10) })),
    },
  ],
  china: [
    {
      indicator: 'weight',
      unit: 'kg',
      reference: 'wst423_2022',
      ageMonths: [0, 60, 81],
      centiles: [3, 15, 50, 85, 97].map((centile) => ({ centile, values: [3.5, 19, 23].map((v) => v + (centile - 50) / 10) })),
    },
  ],
};
const texts = { xAxisName: 'age', yAxisName: 'kg', childName: 'child', tick: String };

describe('the growth chart with the Chinese reference', () => {
  test('draws WHO’s lines when WHO is the child’s reference', () => {
    const data = chartDataOf(curveWith('who'), lines, 'weight', 'who')!;
    expect(data.lines.find((l) => l.centile === 50)!.points).toEqual([
      [0, 3],
      [60, 18],
      [81, 22],
      [96, 25],
    ]);
  });

  test('draws China’s lines to 81 months and joins WHO’s after, so the step between them shows', () => {
    const data = chartDataOf(curveWith('china'), lines, 'weight', 'who')!;
    expect(data.lines.map((l) => l.centile)).toEqual([3, 15, 50, 85, 97]);
    expect(data.lines.find((l) => l.centile === 50)!.points).toEqual([
      [0, 3.5],
      [60, 19],
      [81, 23],
      [96, 25],
    ]);
    // A China centile WHO's static lines do not carry (P15 here) ends with the China table.
    expect(data.lines.find((l) => l.centile === 15)!.points.at(-1)).toEqual([81, 19.5]);
    expect(data.points.map((p) => p.reference)).toEqual(['wst423_2022', 'who2007']);
  });

  test('adds the other reference’s P3, P50 and P97 in grey, unlabelled, only when comparing', () => {
    expect(chartDataOf(curveWith('china'), lines, 'weight', 'who')!.lines.some((l) => l.compare)).toBe(false);
    const data = chartDataOf(curveWith('china'), lines, 'weight', 'who', true)!;
    const compared = data.lines.filter((l) => l.compare);
    expect(compared.map((l) => l.centile)).toEqual([3, 50, 97]);
    expect(compared.find((l) => l.centile === 50)!.points).toEqual([
      [0, 3],
      [60, 18],
      [81, 22],
      [96, 25],
    ]);
    const spec = growthChartSpec(data, texts);
    const grey = spec.lines.filter((l) => l.id.startsWith('compare-'));
    expect(grey.map((l) => [l.id, l.label, l.colour])).toEqual([
      ['compare-P3', undefined, '#6b6b6b'],
      ['compare-P50', undefined, '#6b6b6b'],
      ['compare-P97', undefined, '#6b6b6b'],
    ]);
    // WHO chosen: the grey lines are China's, which stop at 81 months.
    const fromWho = chartDataOf(curveWith('who'), lines, 'weight', 'who', true)!.lines.filter((l) => l.compare);
    expect(fromWho.find((l) => l.centile === 50)!.points.at(-1)).toEqual([96, 25]);
  });
});

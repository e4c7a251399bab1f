import { describe, expect, it } from 'vitest';
import type { EyeCurve, EyeCurvePoint, GrowthCurve, GrowthCurveMeasurement } from '@sprout/contracts';
import { eyeRows, growthReferencesOf, growthRows, latestDateOf } from './report-content.ts';

const measurement = (
  recordDate: string,
  value: number,
  reference: GrowthCurveMeasurement['reference'] = 'who2006',
): GrowthCurveMeasurement => ({
  recordId: recordDate,
  recordDate,
  ageMonths: 12,
  chronologicalAgeMonths: 12,
  value,
  zScore: reference ? 0.31 : null,
  centile: reference ? 62.2 : null,
  reference,
});

const curve = (overrides: Partial<GrowthCurve> = {}): GrowthCurve => ({
  growthId: 'g',
  sex: 'male',
  birthDate: '2020-01-01',
  fullTermFlag: 1,
  gestationalAge: null,
  correctedAge: false,
  correctionEndMonths: null,
  referenceVersion: 'v',
  growthReference: 'who',
  pretermReference: 'fenton2013',
  preterm: null,
  indicators: [
    {
      indicator: 'weight',
      unit: 'kg',
      reference: 'who',
      fromMonths: 0,
      toMonths: 60,
      chinaToMonths: null,
      measurements: [measurement('2021-01-01', 9.6), measurement('2022-06-01', 12.1)],
    },
    { indicator: 'bmi', unit: 'kg/m²', reference: 'who', fromMonths: 0, toMonths: 60, chinaToMonths: null, measurements: [] },
    // Out of order on purpose: the newest date wins, not the last element.
    {
      indicator: 'height',
      unit: 'cm',
      reference: 'who',
      fromMonths: 0,
      toMonths: 60,
      chinaToMonths: null,
      measurements: [measurement('2022-06-01', 86.5), measurement('2021-01-01', 75.2, 'who2006')],
    },
  ],
  ...overrides,
});

const point = (examDate: string, axialLength: number): EyeCurvePoint => ({
  recordId: examDate,
  examDate,
  ageYears: 8,
  axialLength,
  centile: 50,
  band: 'within',
  centileLabel: 'P50',
});

const eyeCurve = (right: EyeCurvePoint[], left: EyeCurvePoint[]): EyeCurve => ({
  eyeId: 'e',
  sex: 'male',
  birthDate: '2015-01-01',
  reference: 'he2023_china',
  referenceCitation: 'He 2023',
  unit: 'mm',
  centiles: [],
  right,
  left,
});

describe('growthRows', () => {
  it('takes the newest measurement of each indicator, in the growth screen order, skipping indicators without one', () => {
    const rows = growthRows(curve());
    expect(rows.map((r) => [r.indicator, r.value, r.date])).toEqual([
      ['height', 86.5, '2022-06-01'],
      ['weight', 12.1, '2022-06-01'],
    ]);
    expect(rows[0]).toMatchObject({ unit: 'cm', zScore: 0.31, centile: 62.2, reference: 'who2006' });
  });

  it('keeps a measurement no reference scores, with its scores null', () => {
    const rows = growthRows(
      curve({
        indicators: [
          {
            indicator: 'headSize',
            unit: 'cm',
            reference: 'who',
            fromMonths: 0,
            toMonths: 60,
            chinaToMonths: null,
            measurements: [measurement('2026-01-01', 52, null)],
          },
        ],
      }),
    );
    expect(rows).toEqual([
      { indicator: 'headSize', unit: 'cm', value: 52, date: '2026-01-01', zScore: null, centile: null, reference: null },
    ]);
  });
});

describe('growthReferencesOf', () => {
  it('names the references the scores came from, then the chart lines’, each once', () => {
    const rows = growthRows(curve());
    expect(growthReferencesOf(curve(), rows)).toEqual(['who2006']);
    const preterm = [...rows, { ...rows[0]!, reference: 'intergrowth21_preterm' as const }];
    expect(growthReferencesOf(curve({ growthReference: 'china' }), preterm)).toEqual(['who2006', 'intergrowth21_preterm', 'wst423_2022']);
    // CDC 2000 chosen by the doctor: the report names it as its chart lines' reference.
    const cdcRows = rows.map((r) => ({ ...r, reference: 'cdc2000' as const }));
    expect(growthReferencesOf(curve({ growthReference: 'cdc2000' }), cdcRows)).toEqual(['cdc2000']);
  });
});

describe('eyeRows', () => {
  it('takes the newest exam of each eye, right first, and leaves out an eye never measured', () => {
    const rows = eyeRows(eyeCurve([point('2025-03-01', 23.9), point('2026-03-01', 24.2)], []));
    expect(rows.map((r) => [r.side, r.point.axialLength])).toEqual([['right', 24.2]]);
    expect(eyeRows(eyeCurve([point('2026-03-01', 24.2)], [point('2026-04-01', 24.0)])).map((r) => r.side)).toEqual(['right', 'left']);
  });
});

describe('latestDateOf', () => {
  it('is the newest date among growth and eye rows, null when there are none', () => {
    const growth = growthRows(curve());
    expect(latestDateOf(growth, eyeRows(eyeCurve([point('2026-03-01', 24.2)], [])))).toBe('2026-03-01');
    expect(latestDateOf(growth, [])).toBe('2022-06-01');
    expect(latestDateOf([], [])).toBeNull();
  });
});

import { describe, expect, test } from 'vitest';
import type { GrowthCurve, GrowthReferenceLines } from '@sprout/contracts';
import { formatCentile, formatZ } from '../../../lib/format/score.ts';
import { chartDataOf, growthChartSpec, niceExtent, xInterval } from './chart-option.ts';
import { checkGestationForm } from './gestation.ts';
import { readingOf } from './reading.ts';
import { checkRecordForm } from './record-form.ts';

const curve: GrowthCurve = {
  growthId: 'g1',
  sex: 'female',
  birthDate: '2026-05-05',
  fullTermFlag: 0,
  gestationalAge: 227,
  correctedAge: true,
  correctionEndMonths: 24.02,
  referenceVersion: 'v1',
  growthReference: 'who',
  pretermReference: 'fenton2013',
  indicators: [
    {
      indicator: 'weight',
      unit: 'kg',
      reference: 'who2006',
      fromMonths: 0,
      toMonths: 12,
      chinaToMonths: null,
      measurements: [
        {
          recordId: 'r1',
          recordDate: '2026-07-07',
          ageMonths: 0.3,
          chronologicalAgeMonths: 0.3,
          value: 3.0,
          zScore: -0.71,
          centile: 23.9,
          reference: 'who2006',
        },
      ],
    },
  ],
  preterm: {
    fromWeeks: 30.43,
    toWeeks: 50,
    indicators: [
      {
        indicator: 'weight',
        unit: 'kg',
        reference: 'fenton2013',
        measurements: [
          {
            recordId: 'r0',
            recordDate: '2026-05-05',
            postmenstrualAgeWeeks: 32.43,
            value: 1.6,
            zScore: -0.3,
            centile: 38.2,
            reference: 'fenton2013',
          },
        ],
      },
    ],
  },
};
/** The static lines reach past the chart (to 24 months, from 22 weeks): the chart shows only its own span. */
const lines: GrowthReferenceLines = {
  version: 'v1',
  cdc: [],
  sex: 'female',
  who: [
    {
      indicator: 'weight',
      unit: 'kg',
      reference: 'who2006',
      ageMonths: [0, 12, 24],
      centiles: [
        { centile: 3, values: [2.4, 7.0, 8.7] },
        { centile: 50, values: [3.2, 8.9, 11.5] },
        { centile: 97, values: [4.2, 11.3, 15.1] },
      ],
    },
  ],
  intergrowth: [],
  fenton: [
    {
      indicator: 'weight',
      unit: 'kg',
      reference: 'fenton2013',
      postmenstrualAgeWeeks: [22, 30, 31, 50],
      centiles: [{ centile: 50, values: [0.5, 1.3, 1.4, 5.3] }],
    },
  ],
  china: [
    {
      indicator: 'weight',
      unit: 'kg',
      reference: 'wst423_2022',
      ageMonths: [0, 6, 12],
      centiles: [
        { centile: 3, values: [2.6, 6.3, 7.6] },
        { centile: 15, values: [2.9, 6.8, 8.2] },
        { centile: 50, values: [3.3, 7.6, 9.2] },
        { centile: 97, values: [4.3, 9.6, 11.5] },
      ],
    },
  ],
};

describe('growth chart', () => {
  const texts = { xAxisName: 'age', yAxisName: 'kg', childName: 'child', tick: String };

  test('draws each percentile line labelled at its end and the child’s joined points, with fixed round extents', () => {
    const data = chartDataOf(curve, lines, 'weight', 'who')!;
    expect(data).toMatchObject({ xMin: 0, xMax: 12, yMin: 2, yMax: 12 });
    expect(data.lines[1]!.points).toEqual([
      [0, 3.2],
      [12, 8.9],
    ]);
    const spec = growthChartSpec(data, texts);
    expect(spec.lines.map((l) => l.label)).toEqual(['P3', 'P50', 'P97']);
    expect(spec.lines.find((l) => l.label === 'P50')).toMatchObject({ dashed: false, width: 2 });
    expect(spec.series).toEqual([expect.objectContaining({ id: 'child', name: 'child', points: [{ x: 0.3, y: 3.0 }] })]);
    expect(spec.extent).toEqual({ xMin: 0, xMax: 12, yMin: 2, yMax: 12 });
  });

  test('uses the Fenton lines by postmenstrual age for a preterm baby, and none for BMI', () => {
    const data = chartDataOf(curve, lines, 'weight', 'fenton')!;
    expect(data.points[0]).toMatchObject({ x: 32.43, value: 1.6, centile: 38.2 });
    expect(data.lines[0]!.points).toEqual([
      [30, 1.3],
      [31, 1.4],
      [50, 5.3],
    ]);
    expect(data.xMin).toBe(30);
    expect(data.xMax).toBe(50);
    expect(chartDataOf(curve, lines, 'bmi', 'fenton')).toBeNull();
  });

  test('puts more age ticks on a zoomed-in view than on the whole chart', () => {
    const spec = growthChartSpec(chartDataOf(curve, lines, 'weight', 'who')!, texts);
    expect(spec.xTicks(spec.extent)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(spec.yTicks(spec.extent)).toEqual([2, 4, 6, 8, 10, 12]);
    expect(spec.yTicks({ ...spec.extent, yMin: 3, yMax: 4 })).toEqual([3, 3.2, 3.4, 3.6, 3.8, 4]);
  });

  test('rounds extents to 1, 2 or 5 steps and spaces age ticks by the span', () => {
    expect(niceExtent(46.1, 143.7)).toEqual({ min: 40, max: 160 });
    expect(niceExtent(1.52, 6.2)).toEqual({ min: 1, max: 7 });
    expect(xInterval({ mode: 'who', xMin: 0, xMax: 12 })).toBe(1);
    expect(xInterval({ mode: 'who', xMin: 0, xMax: 24 })).toBe(3);
    expect(xInterval({ mode: 'who', xMin: 0, xMax: 108 })).toBe(12);
    expect(xInterval({ mode: 'who', xMin: 0, xMax: 180 })).toBe(24);
  });
});

describe('the plain-language reading', () => {
  test('is normal from P3 to P97 and asks to talk to a doctor outside', () => {
    expect(readingOf(2.9)).toBe('low');
    expect(readingOf(3)).toBe('normal');
    expect(readingOf(97)).toBe('normal');
    expect(readingOf(97.1)).toBe('high');
    expect(readingOf(null)).toBeNull();
    expect(formatCentile(50.4)).toBe('50');
    expect(formatCentile(0.42)).toBe('0.4');
    expect(formatZ(0.5)).toBe('+0.50');
    expect(formatZ(-1.234)).toBe('-1.23');
  });
});

describe('the record form', () => {
  const limits = { birthDate: '2018-07-01', today: '2026-11-20' };
  const values = { recordDate: '2026-11-01', height: '', weight: '', headSize: '' };

  test('needs at least one value, within the server’s bounds, as a number', () => {
    expect(checkRecordForm(values, limits).problems).toEqual({ height: 'atLeastOne' });
    expect(checkRecordForm({ ...values, height: '17.9' }, limits).problems).toEqual({ height: 'heightRange' });
    expect(checkRecordForm({ ...values, weight: '650.1' }, limits).problems).toEqual({ weight: 'weightRange' });
    expect(checkRecordForm({ ...values, weight: '160' }, limits).problems).toEqual({});
    expect(checkRecordForm({ ...values, headSize: '1e2' }, limits).problems).toEqual({ headSize: 'notNumber' });
    expect(checkRecordForm({ ...values, height: '132.5', weight: ' 28 ' }, limits).body).toEqual({
      recordDate: '2026-11-01',
      height: 132.5,
      weight: 28,
      headSize: null,
    });
  });

  test('keeps the date between birth and today, both included', () => {
    expect(checkRecordForm({ ...values, weight: '3', recordDate: '2018-06-30' }, limits).problems.recordDate).toBe('dateBeforeBirth');
    expect(checkRecordForm({ ...values, weight: '3', recordDate: '2018-07-01' }, limits).body).not.toBeNull();
    expect(checkRecordForm({ ...values, weight: '3', recordDate: '2026-11-20' }, limits).body).not.toBeNull();
    expect(checkRecordForm({ ...values, weight: '3', recordDate: '2026-11-21' }, limits).problems.recordDate).toBe('dateInFuture');
    expect(checkRecordForm({ ...values, weight: '3', recordDate: '' }, limits).problems.recordDate).toBe('dateRequired');
  });
});

describe('the gestation form', () => {
  const base = { preterm: true, weeks: '32', days: '3', fatherHeight: '', motherHeight: '' };
  test('turns weeks+days into whole days and checks 22+0 to 36+6', () => {
    expect(checkGestationForm('g', base).body).toEqual({
      growthId: 'g',
      fullTermFlag: 0,
      gestationalAge: 227,
      fatherHeight: null,
      motherHeight: null,
    });
    expect(checkGestationForm('g', { ...base, weeks: '21', days: '6' }).problems.weeks).toBe('weeksRange');
    expect(checkGestationForm('g', { ...base, weeks: '22', days: '0' }).body?.gestationalAge).toBe(154);
    expect(checkGestationForm('g', { ...base, weeks: '36', days: '6' }).body?.gestationalAge).toBe(258);
    expect(checkGestationForm('g', { ...base, weeks: '37', days: '0' }).problems.weeks).toBe('weeksRange');
    expect(checkGestationForm('g', { ...base, days: '7' }).problems.weeks).toBe('weeksRange');
  });
  test('sends full term with no gestation, and checks the parents’ heights', () => {
    expect(checkGestationForm('g', { ...base, preterm: false, fatherHeight: '175', motherHeight: '162.5' }).body).toEqual({
      growthId: 'g',
      fullTermFlag: 1,
      gestationalAge: null,
      fatherHeight: 175,
      motherHeight: 162.5,
    });
    expect(checkGestationForm('g', { ...base, fatherHeight: '17' }).problems.fatherHeight).toBe('parentRange');
  });
});

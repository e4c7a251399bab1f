import { describe, expect, test } from 'vitest';
import { curve } from '../test-fixtures.ts';
import { ageWindow, eyeChartSpec, lineValueAt, valueRange, type ChartLabels } from './chart-option.ts';
import { emptyExamForm, validateExamForm } from './exam-form.ts';

const labels: ChartLabels = {
  right: 'OD',
  left: 'OS',
  xAxis: 'age',
  yAxis: 'mm',
  describe: (side, p) => `${side} ${p.axialLength}`,
  treatmentChange: (treatment) => `start ${treatment}`,
};

describe('the axial-length chart', () => {
  test('frames the child’s exams with a year either side, at least four years wide', () => {
    expect(ageWindow(curve)).toEqual({ min: 7, max: 15 });
    expect(ageWindow({ right: [{ ...curve.right[0]!, ageYears: 9.2 }], left: [] })).toEqual({ min: 8, max: 12 });
    expect(ageWindow({ right: [], left: [] })).toEqual({ min: 4, max: 18 });
  });

  test('reads a percentile line between its points and stops it at the frame', () => {
    expect(lineValueAt(curve.centiles[0]!.points, 7)).toBeCloseTo(21.315, 3);
    const p3 = eyeChartSpec(curve, labels, 'inline').lines.find((l) => l.label === 'P3')!;
    expect(p3.points[0]).toEqual([7, expect.closeTo(21.315, 3)]);
    expect(p3.points.at(-1)![0]).toBe(15);
  });

  test('draws both eyes as their own series, named by side, in exam order', () => {
    const spec = eyeChartSpec(curve, labels, 'inline');
    expect(spec.series.map((s) => [s.id, s.name, s.symbol])).toEqual([
      ['right', 'OD', 'circle'],
      ['left', 'OS', 'triangle'],
    ]);
    expect(spec.series[0]!.points).toEqual([
      { x: 8.5, y: 23.48 },
      { x: 14, y: 25.09 },
    ]);
  });

  test('zooms and pans only full screen, starting on the child’s window', () => {
    const inline = eyeChartSpec(curve, labels, 'inline');
    const full = eyeChartSpec(curve, labels, 'fullScreen');
    expect(inline.initialView).toBeUndefined();
    expect(inline.extent).toMatchObject({ xMin: 7, xMax: 15 });
    expect(full.extent).toMatchObject({ xMin: 4, xMax: 18 });
    expect(full.initialView).toMatchObject({ xMin: 7, xMax: 15 });
  });

  test('marks each treatment change at its age with its label, and nothing when the curve has none', () => {
    const changes = [
      { recordId: 'a', examDate: '2024-03-01', ageYears: 9, treatment: 'single_vision' as const },
      { recordId: 'b', examDate: '2026-03-01', ageYears: 11, treatment: 'orthokeratology' as const },
    ];
    expect(eyeChartSpec({ ...curve, treatmentChanges: changes }, labels, 'inline').markers).toEqual([
      { id: 'a', x: 9, label: 'start single_vision' },
      { id: 'b', x: 11, label: 'start orthokeratology' },
    ]);
    expect(eyeChartSpec({ ...curve, treatmentChanges: [] }, labels, 'inline').markers).toEqual([]);
  });

  test('keeps the y axis on whole millimetres around lines and points', () => {
    const range = valueRange(curve, { min: 7, max: 15 });
    expect(Number.isInteger(range.min)).toBe(true);
    expect(range.min).toBeLessThan(21.315);
    expect(range.max).toBeGreaterThan(25.09);
  });
});

describe('the exam form', () => {
  const limits = { birthDate: '2015-03-10', today: '2025-06-01' };

  test('turns typed text into the API body, empty fields as null', () => {
    const form = emptyExamForm('2025-05-30');
    form.right.axialLength = '24.10';
    form.right.sphere = '+0.50';
    form.left.k1 = '42.5';
    form.left.k2 = '43.5';
    const { body, problems } = validateExamForm(form, limits);
    expect(problems).toEqual({});
    expect(body).toMatchObject({
      examDate: '2025-05-30',
      treatment: 'none',
      device: null,
      right: { axialLength: 24.1, sphere: 0.5, cylinder: null },
      left: { k1: 42.5, k2: 43.5 },
    });
  });

  test('names each field that is out of bounds, not a number, or missing its partner', () => {
    const form = emptyExamForm('2025-06-02');
    form.right.axialLength = '2.41';
    form.right.axis = '90.5';
    form.left.sphere = 'abc';
    form.left.k1 = '43';
    expect(validateExamForm(form, limits).problems).toEqual({
      examDate: { key: 'future' },
      'right.axialLength': { key: 'range', params: { min: 15, max: 35 } },
      'right.axis': { key: 'whole' },
      'left.sphere': { key: 'number' },
      'left.k2': { key: 'kPair' },
    });
  });

  test('asks for at least one measurement and a date after birth', () => {
    const form = emptyExamForm('2015-03-09');
    expect(validateExamForm(form, limits).problems).toEqual({ examDate: { key: 'beforeBirth' }, form: { key: 'empty' } });
  });
});

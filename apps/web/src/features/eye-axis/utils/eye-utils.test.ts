import { describe, expect, test } from 'vitest';
import { curve } from '../test-fixtures.ts';
import { ageWindow, buildEyeChartOption, lineValueAt, valueRange, type ChartLabels } from './chart-option.ts';
import { emptyExamForm, validateExamForm } from './exam-form.ts';

const labels: ChartLabels = { right: 'OD', left: 'OS', xAxis: 'age', yAxis: 'mm', describe: (side, p) => `${side} ${p.axialLength}` };

describe('the axial-length chart option', () => {
  test('frames the child’s exams with a year either side, at least four years wide', () => {
    expect(ageWindow(curve)).toEqual({ min: 7, max: 15 });
    expect(ageWindow({ right: [{ ...curve.right[0]!, ageYears: 9.2 }], left: [] })).toEqual({ min: 8, max: 12 });
    expect(ageWindow({ right: [], left: [] })).toEqual({ min: 4, max: 18 });
  });

  test('reads a percentile line between its points and stops it at the frame', () => {
    expect(lineValueAt(curve.centiles[0]!.points, 7)).toBeCloseTo(21.315, 3);
    const option = buildEyeChartOption(curve, labels, 'inline') as { series: { name: string; data: unknown[] }[] };
    const p3 = option.series.find((s) => s.name === 'P3')!;
    expect(p3.data[0]).toEqual([7, expect.closeTo(21.315, 3)]);
    expect((p3.data.at(-1) as number[])[0]).toBe(15);
  });

  test('draws both eyes as their own series, with the tapped point’s data', () => {
    const option = buildEyeChartOption(curve, labels, 'inline') as { series: { name: string; data: { value: number[]; side: string }[] }[] };
    const od = option.series.find((s) => s.name === 'OD')!;
    expect(od.data.map((d) => d.value)).toEqual([[8.5, 23.48], [14, 25.09]]);
    expect(option.series.find((s) => s.name === 'OS')!.data[0]!.side).toBe('left');
  });

  test('zooms and pans only full screen, starting on the child’s window', () => {
    const inline = buildEyeChartOption(curve, labels, 'inline') as { dataZoom: unknown[] };
    const full = buildEyeChartOption(curve, labels, 'fullScreen') as { dataZoom: { startValue: number; endValue: number }[]; xAxis: { min: number; max: number } };
    expect(inline.dataZoom).toEqual([]);
    expect(full.xAxis).toMatchObject({ min: 4, max: 18 });
    expect(full.dataZoom[0]).toMatchObject({ startValue: 7, endValue: 15 });
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
    expect(body).toMatchObject({ examDate: '2025-05-30', treatment: 'none', device: null, right: { axialLength: 24.1, sphere: 0.5, cylinder: null }, left: { k1: 42.5, k2: 43.5 } });
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

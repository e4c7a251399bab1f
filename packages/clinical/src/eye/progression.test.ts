import { describe, expect, it } from 'vitest';
import { addDays } from '../dates.ts';
import { MIN_PROGRESSION_INTERVAL_DAYS, axialGrowthPerYear } from './progression.ts';

const START = '2024-01-01';

describe('axialGrowthPerYear', () => {
  it('gives no rate for the first exam', () => {
    expect(axialGrowthPerYear([{ examDate: START, axialLengthMm: 24 }])).toEqual([
      { examDate: START, mmPerYear: null, sinceExamDate: null, sinceAxialLengthMm: null },
    ]);
  });

  it('gives no rate for exams 90 days apart and a rate for exams 91 days apart', () => {
    expect(MIN_PROGRESSION_INTERVAL_DAYS).toBe(91);
    const day90 = addDays(START, 90);
    const day91 = addDays(START, 91);
    expect(
      axialGrowthPerYear([
        { examDate: START, axialLengthMm: 24 },
        { examDate: day90, axialLengthMm: 24.05 },
      ])[1]!.mmPerYear,
    ).toBeNull();
    const [, later] = axialGrowthPerYear([
      { examDate: START, axialLengthMm: 24 },
      { examDate: day91, axialLengthMm: 24.05 },
    ]);
    expect(later!.mmPerYear).toBeCloseTo(0.05 / (91 / 365.25), 12);
    expect(later!.sinceExamDate).toBe(START);
    expect(later!.sinceAxialLengthMm).toBe(24);
  });

  it('compares with the nearest exam at least 91 days earlier, not the first one', () => {
    const result = axialGrowthPerYear([
      { examDate: '2023-01-01', axialLengthMm: 23.5 },
      { examDate: '2024-01-01', axialLengthMm: 24 },
      { examDate: '2024-07-01', axialLengthMm: 24.1 },
    ]);
    expect(result[2]!.sinceExamDate).toBe('2024-01-01');
    expect(result[2]!.mmPerYear).toBeCloseTo(0.1 / (182 / 365.25), 12);
  });

  it('skips a recheck closer than 91 days and uses the exam before it', () => {
    const result = axialGrowthPerYear([
      { examDate: '2024-01-01', axialLengthMm: 24 },
      { examDate: '2024-06-01', axialLengthMm: 24.1 },
      { examDate: '2024-07-01', axialLengthMm: 24.12 },
    ]);
    expect(result[2]!.sinceExamDate).toBe('2024-01-01');
  });

  it('keeps the input order and does not need sorted exams', () => {
    const result = axialGrowthPerYear([
      { examDate: '2025-01-01', axialLengthMm: 24.3 },
      { examDate: '2024-01-01', axialLengthMm: 24 },
    ]);
    expect(result.map((r) => r.examDate)).toEqual(['2025-01-01', '2024-01-01']);
    expect(result[0]!.mmPerYear).toBeCloseTo(0.3 / (366 / 365.25), 12);
    expect(result[1]!.mmPerYear).toBeNull();
  });

  it('ignores exams where the eye was not measured, as rates and as baselines', () => {
    const result = axialGrowthPerYear([
      { examDate: '2024-01-01', axialLengthMm: 24 },
      { examDate: '2024-06-01', axialLengthMm: null },
      { examDate: '2024-12-01', axialLengthMm: 24.2 },
    ]);
    expect(result[1]!.mmPerYear).toBeNull();
    expect(result[2]!.sinceExamDate).toBe('2024-01-01');
  });
});

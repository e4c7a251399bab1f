import { describe, expect, it } from 'vitest';
import { addDays } from '../dates.ts';
import { myopicBoy9y } from '../test-support/eye-fixtures.ts';
import { MIN_PROGRESSION_INTERVAL_DAYS, PROGRESSION_THRESHOLDS, axialGrowthPerYear, progressionLabel } from './progression.ts';

const START = '2024-01-01';

describe('axialGrowthPerYear', () => {
  it('gives no rate for the first exam', () => {
    expect(axialGrowthPerYear([{ examDate: START, axialLengthMm: 24 }])).toEqual([{ examDate: START, mmPerYear: null, sinceExamDate: null }]);
  });

  it('gives no rate for exams 90 days apart and a rate for exams 91 days apart', () => {
    expect(MIN_PROGRESSION_INTERVAL_DAYS).toBe(91);
    const day90 = addDays(START, 90);
    const day91 = addDays(START, 91);
    expect(axialGrowthPerYear([{ examDate: START, axialLengthMm: 24 }, { examDate: day90, axialLengthMm: 24.05 }])[1]!.mmPerYear).toBeNull();
    const [, later] = axialGrowthPerYear([{ examDate: START, axialLengthMm: 24 }, { examDate: day91, axialLengthMm: 24.05 }]);
    expect(later!.mmPerYear).toBeCloseTo(0.05 / (91 / 365.25), 12);
    expect(later!.sinceExamDate).toBe(START);
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

  it('tells the story of a boy whose fast progression slows on defocus spectacles', () => {
    const right = axialGrowthPerYear(myopicBoy9y.exams.map((e) => ({ examDate: e.examDate, axialLengthMm: e.right.axialLengthMm })));
    expect(right.map((r) => progressionLabel(r.mmPerYear))).toEqual([null, 'fast', 'fast', 'slow']);
    // The 6-week recheck on 2024-10-22 is the baseline of the last exam (140 days later), not a rate itself against 2024-09-10.
    expect(right[2]!.sinceExamDate).toBe('2024-03-12');
    expect(right[3]!.sinceExamDate).toBe('2024-10-22');
  });
});

describe('progressionLabel', () => {
  it('gives no label without a rate', () => {
    expect(progressionLabel(null)).toBeNull();
  });

  it('labels on each side of every threshold', () => {
    expect(PROGRESSION_THRESHOLDS).toEqual({ slow: 0.1, moderate: 0.2, fast: 0.3 });
    expect(progressionLabel(0.0999)).toBe('stable');
    expect(progressionLabel(0.1)).toBe('slow');
    expect(progressionLabel(0.1999)).toBe('slow');
    expect(progressionLabel(0.2)).toBe('moderate');
    expect(progressionLabel(0.2999)).toBe('moderate');
    expect(progressionLabel(0.3)).toBe('fast');
  });

  it('calls an unchanged or shrinking eye stable', () => {
    expect(progressionLabel(0)).toBe('stable');
    expect(progressionLabel(-0.05)).toBe('stable');
  });

  it('refuses a rate that is not a finite number', () => {
    expect(() => progressionLabel(Number.NaN)).toThrow(RangeError);
  });
});

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

  it('picks, of two exams on the baseline day, the one given first', () => {
    const result = axialGrowthPerYear([
      { examDate: '2024-06-01', axialLengthMm: 24.3 },
      { examDate: '2024-01-01', axialLengthMm: 24 },
      { examDate: '2024-01-01', axialLengthMm: 24.1 },
    ]);
    expect(result[0]!.sinceAxialLengthMm).toBe(24);
  });

  it('finds the baseline every earlier exam compared would find, on unsorted histories with same-day and unmeasured exams', () => {
    // The definition, every exam against every other: what the bisection must agree with.
    const byDefinition = (exams: { examDate: string; axialLengthMm: number | null }[]) =>
      exams.map((exam) => {
        let baseline: { examDate: string; axialLengthMm: number } | undefined;
        const day = Date.parse(exam.examDate) / 86_400_000;
        for (const c of exams) {
          if (exam.axialLengthMm === null || c.axialLengthMm === null) continue;
          const cDay = Date.parse(c.examDate) / 86_400_000;
          if (day - cDay >= MIN_PROGRESSION_INTERVAL_DAYS && (!baseline || cDay > Date.parse(baseline.examDate) / 86_400_000))
            baseline = { examDate: c.examDate, axialLengthMm: c.axialLengthMm };
        }
        return baseline ?? null;
      });
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 200; round++) {
      const exams = Array.from({ length: 1 + Math.floor(random() * 40) }, () => ({
        // A few hundred days, so that days repeat and many exams fall within 91 days of each other.
        examDate: addDays(START, Math.floor(random() * 400)),
        axialLengthMm: random() < 0.2 ? null : 23 + Math.round(random() * 200) / 100,
      }));
      const found = axialGrowthPerYear(exams).map((g) =>
        g.sinceExamDate === null ? null : { examDate: g.sinceExamDate, axialLengthMm: g.sinceAxialLengthMm },
      );
      expect(found).toEqual(byDefinition(exams));
    }
  });
});

import { describe, expect, it } from 'vitest';
import { addDays } from '../dates.ts';
import { myopicBoy9y } from '../test-support/eye-fixtures.ts';
import { eyeTestReference } from '../test-support/eye-reference.ts';
import {
  PROGRESSION_EXCESS_THRESHOLDS,
  calendarAgeYears,
  expectedAxialLength,
  gradeAxialProgression,
  progressionLabelForExcess,
  type AxialProgressionInput,
} from './progression-for-age.ts';
import { axialGrowthPerYear } from './progression.ts';
import type { EyeSex } from './reference.ts';

const ref = eyeTestReference();
/** A birth date whose birthdays never fall on 29 February. */
const BIRTH = '2010-06-15';
const birthday = (years: number) => `${2010 + years}-06-15`;
/** The published P50 (mm) at a whole age, straight from the table. */
const p50 = (sex: EyeSex, age: number) => ref.tables[sex].find((row) => row.ageYears === age)!.values[50];

function grade(sex: EyeSex, fromDate: string, fromMm: number, toDate: string, toMm: number) {
  const input: AxialProgressionInput = {
    sex,
    birthDate: BIRTH,
    from: { examDate: fromDate, axialLengthMm: fromMm },
    to: { examDate: toDate, axialLengthMm: toMm },
  };
  return gradeAxialProgression(ref, input);
}

describe('calendarAgeYears', () => {
  it('is exactly N on the Nth birthday and just under N the day before', () => {
    for (let n = 1; n <= 18; n++) {
      expect(calendarAgeYears(BIRTH, birthday(n))).toBe(n);
      const before = calendarAgeYears(BIRTH, addDays(birthday(n), -1));
      expect(before).toBeLessThan(n);
      expect(before).toBeGreaterThan(n - 0.003);
    }
  });

  it('reaches a 29 February birthday on 1 March of a common year', () => {
    expect(calendarAgeYears('2012-02-29', '2017-02-28')).toBeLessThan(5);
    expect(calendarAgeYears('2012-02-29', '2017-03-01')).toBe(5);
    expect(calendarAgeYears('2012-02-29', '2020-02-29')).toBe(8);
  });

  it('refuses a date before birth', () => {
    expect(() => calendarAgeYears(BIRTH, '2010-06-14')).toThrow(RangeError);
  });
});

describe('expectedAxialLength', () => {
  it("follows the child's own published line from one whole age to the next", () => {
    expect(expectedAxialLength(ref, 'male', 12, 24.43, 13)).toBeCloseTo(24.62, 10);
    expect(expectedAxialLength(ref, 'female', 12, 23.97, 13)).toBeCloseTo(24.19, 10);
  });

  it('keeps the same fraction of the gap between the two lines around the child', () => {
    // Boy at 12: P50 24.43, P75 25.15; a third of the way up is 24.67. At 13: P50 24.62, P75 25.39.
    expect(expectedAxialLength(ref, 'male', 12, 24.43 + 0.72 / 3, 13)).toBeCloseTo(24.62 + 0.77 / 3, 10);
  });

  it('runs parallel to the outermost line beyond P95 and below P3, without extrapolating the curves', () => {
    expect(expectedAxialLength(ref, 'male', 12, 27, 13)).toBeCloseTo(27 + (26.61 - 26.31), 10);
    expect(expectedAxialLength(ref, 'male', 12, 22, 13)).toBeCloseTo(22 + (22.78 - 22.68), 10);
  });

  it('says nothing outside 4 to 18 years', () => {
    expect(expectedAxialLength(ref, 'male', 3.99, 22, 5)).toBeNull();
    expect(expectedAxialLength(ref, 'male', 17.5, 25, 18.01)).toBeNull();
  });
});

describe('progressionLabelForExcess', () => {
  it('labels on each side of every threshold', () => {
    expect(PROGRESSION_EXCESS_THRESHOLDS).toEqual({ slow: 0.02, moderate: 0.075, fast: 0.13 });
    expect(progressionLabelForExcess(-0.2)).toBe('stable');
    expect(progressionLabelForExcess(0.0199)).toBe('stable');
    expect(progressionLabelForExcess(0.02)).toBe('slow');
    expect(progressionLabelForExcess(0.0749)).toBe('slow');
    expect(progressionLabelForExcess(0.075)).toBe('moderate');
    expect(progressionLabelForExcess(0.1299)).toBe('moderate');
    expect(progressionLabelForExcess(0.13)).toBe('fast');
  });

  it('refuses an excess that is not a finite number', () => {
    expect(() => progressionLabelForExcess(Number.NaN)).toThrow(RangeError);
  });
});

describe('gradeAxialProgression', () => {
  it('grades the same 0.25 mm/year by age: expected at 6, above expected at 12, well above at 16', () => {
    const at = (age: number) => grade('male', birthday(age), p50('male', age), birthday(age + 1), p50('male', age) + 0.25 * (365 / 365.25));
    expect(at(6)!.label).toBe('stable'); // the P50 line rises 0.28 mm from 6 to 7
    expect(at(12)!.label).toBe('slow'); // 0.19 from 12 to 13
    expect(at(16)!.label).toBe('moderate'); // 0.15 from 16 to 17
    expect(at(12)!.mmPerYear).toBeCloseTo(0.25, 10);
    expect(at(12)!.expectedMmPerYear).toBeCloseTo((24.62 - 24.43) * (365.25 / 365), 10);
  });

  it('grades by sex: the same eyes are fast for a boy and moderate for a girl at 12', () => {
    // Growth of 0.32 mm over a year from each sex's P50: the boys' line rises 0.19, the girls' 0.22.
    expect(grade('male', birthday(12), p50('male', 12), birthday(13), p50('male', 12) + 0.32)!.label).toBe('fast');
    expect(grade('female', birthday(12), p50('female', 12), birthday(13), p50('female', 12) + 0.32)!.label).toBe('moderate');
  });

  it("calls growth along the child's own line stable at every whole age from 4 to 17", () => {
    for (let age = 4; age <= 17; age++) {
      for (const sex of ['male', 'female'] as const) {
        const result = grade(sex, birthday(age), p50(sex, age), birthday(age + 1), p50(sex, age + 1))!;
        expect(result.excessMmPerYear).toBeCloseTo(0, 10);
        expect(result.label).toBe('stable');
      }
    }
  });

  it('takes the line of the year the exam falls in, on the day before and on the day of each birthday', () => {
    for (let age = 5; age <= 17; age++) {
      // On P50 at the baseline; the follow-up 200 days later stays within the year of life it starts in.
      const onBirthday = birthday(age);
      const dayBefore = addDays(onBirthday, -1);
      const slopeBefore = p50('male', age) - p50('male', age - 1);
      const slopeAfter = p50('male', age + 1) - p50('male', age);
      const startBefore = p50('male', age) - slopeBefore / calendarYearLength(age - 1);
      const before = grade('male', dayBefore, startBefore, addDays(dayBefore, 200), startBefore)!;
      const on = grade('male', onBirthday, p50('male', age), addDays(onBirthday, 200), p50('male', age))!;
      // Growth from the day before crosses the birthday: one day on the earlier year's slope, 199 on the later.
      const expectedBefore = slopeBefore / calendarYearLength(age - 1) + (slopeAfter * 199) / calendarYearLength(age);
      const expectedOn = (slopeAfter * 200) / calendarYearLength(age);
      expect(before.expectedMmPerYear).toBeCloseTo(expectedBefore / (200 / 365.25), 9);
      expect(on.expectedMmPerYear).toBeCloseTo(expectedOn / (200 / 365.25), 9);
    }
  });

  it('grades from the 4th birthday, not the day before, and up to the 18th birthday, not the day after', () => {
    expect(grade('male', addDays(birthday(4), -1), 22.39, birthday(5), 22.69)).toBeNull();
    expect(grade('male', birthday(4), 22.39, birthday(5), 22.69)?.label).toBe('stable');
    expect(grade('male', birthday(17), 25.28, birthday(18), 25.41)?.label).toBe('stable');
    expect(grade('male', birthday(17), 25.28, addDays(birthday(18), 1), 25.41)).toBeNull();
  });

  it('gives no grade for exams less than 91 days apart, out of order or before birth', () => {
    expect(grade('male', birthday(10), 24, addDays(birthday(10), 90), 24.1)).toBeNull();
    expect(grade('male', birthday(10), 24, addDays(birthday(10), 91), 24.1)).not.toBeNull();
    expect(grade('male', birthday(11), 24.1, birthday(10), 24)).toBeNull();
    expect(grade('male', '2010-01-01', 20, birthday(5), 22)).toBeNull();
  });

  it('tells the story of a boy whose progression slows on defocus spectacles', () => {
    const rates = axialGrowthPerYear(myopicBoy9y.exams.map((e) => ({ examDate: e.examDate, axialLengthMm: e.right.axialLengthMm })));
    const labels = rates.map((r, i) =>
      r.sinceExamDate === null
        ? null
        : gradeAxialProgression(ref, {
            sex: myopicBoy9y.sex,
            birthDate: myopicBoy9y.birthDate,
            from: { examDate: r.sinceExamDate, axialLengthMm: r.sinceAxialLengthMm! },
            to: { examDate: r.examDate, axialLengthMm: myopicBoy9y.exams[i]!.right.axialLengthMm },
          })!.label,
    );
    // 0.36 mm/yr at 9 where his line rises 0.26: moderate; the last period, 0.16 mm/yr, is below his line.
    expect(labels).toEqual([null, 'moderate', 'slow', 'stable']);
  });
});

/** Days from the birthday at `age` to the next one for BIRTH (366 when a 29 February falls between). */
function calendarYearLength(age: number): number {
  return Math.round((Date.parse(birthday(age + 1)) - Date.parse(birthday(age))) / 86_400_000);
}

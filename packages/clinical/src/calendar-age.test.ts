import { describe, expect, test } from 'vitest';
import { calendarAge, calendarAgeFromDays } from './calendar-age.ts';

describe('calendarAge', () => {
  test('a month is complete on the day of the month of birth, not the day before', () => {
    expect(calendarAge('2020-03-15', '2025-06-14')).toEqual({ years: 5, months: 2, days: 30, totalDays: 1917 });
    expect(calendarAge('2020-03-15', '2025-06-15')).toEqual({ years: 5, months: 3, days: 0, totalDays: 1918 });
  });

  test('a year is complete on the birthday, not the day before', () => {
    expect(calendarAge('2018-09-01', '2025-08-31')).toMatchObject({ years: 6, months: 11, days: 30 });
    expect(calendarAge('2018-09-01', '2025-09-01')).toMatchObject({ years: 7, months: 0, days: 0 });
  });

  test('counts the days after the last whole month, from the same day of the previous month', () => {
    expect(calendarAge('2026-05-05', '2026-11-21')).toMatchObject({ years: 0, months: 6, days: 16 });
    expect(calendarAge('2018-07-31', '2026-11-20')).toMatchObject({ years: 8, months: 3, days: 20 });
  });

  test('a newborn is counted in days', () => {
    expect(calendarAge('2025-05-20', '2025-05-20')).toEqual({ years: 0, months: 0, days: 0, totalDays: 0 });
    expect(calendarAge('2025-05-20', '2025-06-19')).toEqual({ years: 0, months: 0, days: 30, totalDays: 30 });
  });

  test('a child born on 29 February turns one on 1 March of a common year', () => {
    expect(calendarAge('2024-02-29', '2025-02-28')).toMatchObject({ years: 0, months: 11 });
    expect(calendarAge('2024-02-29', '2025-03-01')).toMatchObject({ years: 1, months: 0 });
  });

  test('a birth date after the as-of date, or a date that is not a calendar date, has no age', () => {
    expect(calendarAge('2025-06-02', '2025-06-01')).toBeNull();
    expect(calendarAge('2025/06/01', '2025-06-01')).toBeNull();
    expect(calendarAge('2025-02-30', '2025-06-01')).toBeNull();
  });
});

describe('calendarAgeFromDays: a corrected age as the calendar gives it from the due date', () => {
  test("issue 31's baby: 147 days after the due date is 4 months 24 days on the calendar, not 4 months 25 days", () => {
    // Due 2026-07-06 (born 2026-05-10 at 32+3 weeks: 53 days early), seen 2026-11-30.
    expect(calendarAgeFromDays(147, '2026-11-30')).toEqual({ years: 0, months: 4, days: 24, totalDays: 147 });
    expect(calendarAgeFromDays(147, '2026-11-30')).toEqual(calendarAge('2026-07-06', '2026-11-30'));
  });

  test('equals the chronological-age function from the due date on every day of 2023-2025, at month ends and leap days', () => {
    const dueDates = ['2024-01-31', '2024-02-29', '2023-02-28', '2024-03-31', '2024-04-30', '2023-12-31', '2024-08-31', '2024-01-15'];
    for (const due of dueDates) {
      const start = Date.parse(`${due}T00:00:00Z`);
      for (let offset = 0; offset <= 800; offset += 1) {
        const asOf = new Date(start + offset * 86_400_000).toISOString().slice(0, 10);
        expect(calendarAgeFromDays(offset, asOf), `due ${due}, as of ${asOf}`).toEqual(calendarAge(due, asOf));
      }
    }
  });

  test('at month ends and leap days: a baby due 31 January is 29 days on 29 February, 1 month 1 day on 1 March', () => {
    // As calendarAge reckons a birth on the 31st: the month completes with the short month's end.
    expect(calendarAgeFromDays(29, '2024-02-29')).toMatchObject({ months: 0, days: 29 });
    expect(calendarAgeFromDays(30, '2024-03-01')).toMatchObject({ months: 1, days: 1 });
    // Due on a leap day: one year corrected on 1 March of the common year after.
    expect(calendarAgeFromDays(366, '2025-03-01')).toMatchObject({ years: 1, months: 0 });
    expect(calendarAgeFromDays(365, '2025-02-28')).toMatchObject({ years: 0, months: 11, days: 30 });
  });

  test('before the due date the corrected age is zero (the screens say "weeks before term" instead)', () => {
    expect(calendarAgeFromDays(-10, '2026-01-01')).toEqual({ years: 0, months: 0, days: 0, totalDays: 0 });
  });
});

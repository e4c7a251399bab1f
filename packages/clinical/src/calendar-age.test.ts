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

describe('calendarAgeFromDays', () => {
  test('splits a day count into whole WHO months and the days left', () => {
    expect(calendarAgeFromDays(147)).toEqual({ years: 0, months: 4, days: 25, totalDays: 147 });
    expect(calendarAgeFromDays(400)).toMatchObject({ years: 1, months: 1, days: 4 });
  });
});

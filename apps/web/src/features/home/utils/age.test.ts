import { describe, expect, test } from 'vitest';
import { calendarAge, localIsoDate } from './age.ts';

describe('calendarAge', () => {
  test('a month is complete on the day of the month of birth, not the day before', () => {
    expect(calendarAge('2020-03-15', '2025-06-14')).toMatchObject({ years: 5, months: 2 });
    expect(calendarAge('2020-03-15', '2025-06-15')).toMatchObject({ years: 5, months: 3 });
  });

  test('a year is complete on the birthday, not the day before', () => {
    expect(calendarAge('2018-09-01', '2025-08-31')).toMatchObject({ years: 6, months: 11 });
    expect(calendarAge('2018-09-01', '2025-09-01')).toMatchObject({ years: 7, months: 0 });
  });

  test('a newborn is counted in days', () => {
    expect(calendarAge('2025-05-20', '2025-05-20')).toEqual({ years: 0, months: 0, days: 0 });
    expect(calendarAge('2025-05-20', '2025-06-19')).toEqual({ years: 0, months: 0, days: 30 });
  });

  test('a child born on 29 February turns one on 1 March of a common year', () => {
    expect(calendarAge('2024-02-29', '2025-02-28')).toMatchObject({ years: 0, months: 11 });
    expect(calendarAge('2024-02-29', '2025-03-01')).toMatchObject({ years: 1, months: 0 });
  });

  test('a birth date after the as-of date, or a malformed date, has no age', () => {
    expect(calendarAge('2025-06-02', '2025-06-01')).toBeNull();
    expect(calendarAge('2025/06/01', '2025-06-01')).toBeNull();
  });
});

test('localIsoDate uses the local calendar day', () => {
  expect(localIsoDate(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
});

import { describe, expect, it } from 'vitest';
import { calendarAge } from '../calendar-age.ts';
import { addDays } from '../dates.ts';
import { addCalendarMonths, addInterval, days, laterOf, months, years } from './intervals.ts';

describe('schedule ages as calendar steps', () => {
  it('puts "1 month" on the monthly birthday, and a missing day on the first of the next month', () => {
    expect(addCalendarMonths('2026-03-15', 1)).toBe('2026-04-15');
    expect(addCalendarMonths('2026-01-31', 1)).toBe('2026-03-01');
    expect(addCalendarMonths('2024-02-29', 12)).toBe('2025-03-01');
    expect(addCalendarMonths('2025-12-10', 2)).toBe('2026-02-10');
    expect(addCalendarMonths('2025-12-31', 2)).toBe('2026-03-01');
    expect(addCalendarMonths('2025-11-30', 3)).toBe('2026-03-01');
  });

  it('agrees with the age the screens show: the day of an age step completes it, the day before does not', () => {
    for (const birth of ['2024-01-31', '2024-02-29', '2025-05-31', '2025-08-15', '2023-12-31']) {
      for (const n of [1, 2, 3, 6, 8, 9, 18, 24, 48, 72]) {
        const date = addCalendarMonths(birth, n);
        const age = calendarAge(birth, date)!;
        expect(age.years * 12 + age.months, `${birth} +${n}`).toBe(n);
        const before = calendarAge(birth, addDays(date, -1))!;
        expect(before.years * 12 + before.months, `${birth} +${n} − 1 day`).toBe(n - 1);
      }
    }
  });

  it('adds days, months and years, and refuses a date that is not one', () => {
    expect(addInterval('2026-01-01', days(28))).toBe('2026-01-29');
    expect(addInterval('2026-01-01', months(4))).toBe('2026-05-01');
    expect(addInterval('2020-02-29', years(4))).toBe('2024-02-29');
    expect(() => addCalendarMonths('2026-02-30', 1)).toThrow(RangeError);
  });

  it('takes the later of two dates, either missing', () => {
    expect(laterOf('2026-01-02', '2026-01-01')).toBe('2026-01-02');
    expect(laterOf(null, '2026-01-01')).toBe('2026-01-01');
    expect(laterOf('2026-01-01', null)).toBe('2026-01-01');
  });
});

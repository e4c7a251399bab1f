import { afterEach, describe, expect, test, vi } from 'vitest';
import { addDays, daysBetween, fromDayNumber, isIsoDate, toDayNumber, todayUtc } from './dates.ts';

const MS_PER_DAY = 86_400_000;

describe('toDayNumber', () => {
  test('every day from the year 100 to the year 2500 gets the day number the Date object gives it', () => {
    const first = Date.UTC(100, 0, 1) / MS_PER_DAY;
    const last = Date.UTC(2500, 11, 31) / MS_PER_DAY;
    const mismatches: string[] = [];
    for (let day = first; day <= last; day++) {
      const iso = new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
      if (toDayNumber(iso) !== day) mismatches.push(iso);
    }
    expect(mismatches).toEqual([]);
  });

  test('leap days exist only in leap years (every fourth year, not centuries unless divisible by 400)', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2000-02-28', '2000-03-01')).toBe(2);
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('1900-02-29')).toBe(false);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2100-02-29')).toBe(false);
  });

  test('text that is not YYYY-MM-DD, or a date that is not on the calendar, is refused', () => {
    expect(() => toDayNumber('2024-1-01')).toThrow('Not an ISO date');
    expect(() => toDayNumber('2024-01-01T00:00')).toThrow('Not an ISO date');
    expect(() => toDayNumber('2024/01/01')).toThrow('Not an ISO date');
    expect(() => toDayNumber('２０２４-01-01')).toThrow('Not an ISO date');
    expect(() => toDayNumber('2024-13-01')).toThrow('Not a calendar date');
    expect(() => toDayNumber('2024-00-10')).toThrow('Not a calendar date');
    expect(() => toDayNumber('2024-04-31')).toThrow('Not a calendar date');
    expect(() => toDayNumber('2024-04-00')).toThrow('Not a calendar date');
    expect(() => toDayNumber('0099-12-31')).toThrow('Not a calendar date');
  });

  test('the dates it remembers answer only for themselves: a third date, a refused one and an empty one are read anew', () => {
    const birth = toDayNumber('2020-02-29');
    const visit = toDayNumber('2024-03-01');
    expect([toDayNumber('2020-02-29'), toDayNumber('2024-03-01')]).toEqual([birth, visit]);
    expect(toDayNumber('2024-03-02')).toBe(visit + 1);
    expect(toDayNumber('2020-02-29')).toBe(birth);
    expect(() => toDayNumber('2024-02-30')).toThrow('Not a calendar date');
    expect(() => toDayNumber('')).toThrow('Not an ISO date');
    expect(toDayNumber(['2024', '03', '01'].join('-'))).toBe(visit);
  });

  test('the day numbers round-trip through fromDayNumber and addDays', () => {
    expect(toDayNumber('1970-01-01')).toBe(0);
    expect(fromDayNumber(toDayNumber('2026-11-24'))).toBe('2026-11-24');
    expect(addDays('2199-12-31', 1)).toBe('2200-01-01');
    expect(toDayNumber('2200-01-01') - toDayNumber('2199-12-31')).toBe(1);
    expect(addDays('1900-01-01', -1)).toBe('1899-12-31');
    expect(toDayNumber('1900-01-01') - toDayNumber('1899-12-31')).toBe(1);
  });
});

describe('todayUtc', () => {
  afterEach(() => vi.useRealTimers());

  test('follows the clock across midnight UTC, forwards and back, though it formats once per day', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T23:59:59.999Z'));
    expect(todayUtc()).toBe('2026-03-01');
    vi.setSystemTime(new Date('2026-03-02T00:00:00.000Z'));
    expect(todayUtc()).toBe('2026-03-02');
    vi.setSystemTime(new Date('2026-03-02T15:30:00.000Z'));
    expect(todayUtc()).toBe('2026-03-02');
    vi.setSystemTime(new Date('2025-12-31T12:00:00.000Z'));
    expect(todayUtc()).toBe('2025-12-31');
    expect(todayUtc(new Date('2024-02-29T08:00:00+08:00'))).toBe('2024-02-29');
    expect(todayUtc(new Date('2024-02-29T07:59:59+08:00'))).toBe('2024-02-28');
  });
});

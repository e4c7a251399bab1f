import { describe, expect, test } from 'vitest';
import { formatDate, formatDateTime, localIsoDate } from './date.ts';

describe('formatDate', () => {
  test('writes a calendar date in one style per language', () => {
    expect(formatDate('2026-11-23', 'zh-CN')).toBe('2026年11月23日');
    expect(formatDate('2026-11-23', 'en-US')).toBe('Nov 23, 2026');
  });

  test('a calendar date is never moved by a time zone, at either end of the day', () => {
    expect(formatDate('2026-01-01', 'en-US')).toBe('Jan 1, 2026');
    expect(formatDate('2025-12-31', 'zh-CN')).toBe('2025年12月31日');
  });

  test('a moment is shown on the clinics’ calendar day (Asia/Shanghai)', () => {
    expect(formatDate('2026-11-22T17:30:00Z', 'zh-CN')).toBe('2026年11月23日');
    expect(formatDate('2026-11-22T15:30:00.000Z', 'en-US')).toBe('Nov 22, 2026');
  });

  test('the same day reads the same whether it comes as a date or as a moment', () => {
    expect(formatDate('2026-10-24T08:00:00Z', 'en-US')).toBe(formatDate('2026-10-24', 'en-US'));
    expect(formatDate('2026-10-24T08:00:00Z', 'zh-CN')).toBe(formatDate('2026-10-24', 'zh-CN'));
  });

  test('writes every calendar date as Intl.DateTimeFormat does, without making one (2000-2030, both languages)', () => {
    const intl = (lang: string) => new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
    const byIntl = { 'zh-CN': intl('zh-CN'), 'en-US': intl('en-US') };
    let days = 0;
    for (let time = Date.UTC(2000, 0, 1); time <= Date.UTC(2030, 11, 31); time += 86_400_000, days++) {
      const iso = new Date(time).toISOString().slice(0, 10);
      for (const lang of ['zh-CN', 'en-US'] as const) {
        const written = formatDate(iso, lang);
        if (written !== byIntl[lang].format(new Date(time))) expect(`${iso} ${lang}: ${written}`).toBe(byIntl[lang].format(new Date(time)));
      }
    }
    expect(days).toBe(11_323);
  });

  test('a day no calendar has is written as before (Intl rolls it over), not invented', () => {
    expect(formatDate('2026-02-30', 'en-US')).toBe('Mar 2, 2026');
    expect(formatDate('2026-13-01', 'zh-CN')).toBe('2027年1月1日');
  });

  test('gives back what it cannot read', () => {
    expect(formatDate('soon', 'en-US')).toBe('soon');
  });
});

test('formatDateTime adds the time of day in the clinics’ time zone', () => {
  expect(formatDateTime('2026-11-23T06:05:00Z', 'zh-CN')).toBe('2026年11月23日 14:05');
  expect(formatDateTime('2026-11-23T06:05:00Z', 'en-US')).toBe('Nov 23, 2026, 2:05 PM');
});

test('localIsoDate uses the phone’s calendar day', () => {
  expect(localIsoDate(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
});

test('no screen writes a date with its own formatter: every date goes through this helper', () => {
  const sources = import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}', '!./date.ts'], {
    eager: true,
    query: '?raw',
    import: 'default',
  });
  const offenders = Object.entries(sources)
    .filter(([, source]) => /Intl\.DateTimeFormat|toLocaleDateString|toLocaleString\(/.test(source))
    .map(([file]) => file);
  expect(Object.keys(sources).length).toBeGreaterThan(50);
  expect(offenders).toEqual([]);
});

import { describe, expect, test } from 'vitest';
import { checkAgeWords, tickDateProblem } from './check-age.ts';

describe('check ages and tick days', () => {
  test('says the check ages in months below 2 years and in years (and a half) from 2', () => {
    expect([3, 18, 24, 30, 36, 72].map(checkAgeWords)).toEqual([
      { key: 'checkAge.months', count: 3 },
      { key: 'checkAge.months', count: 18 },
      { key: 'checkAge.years', count: 2 },
      { key: 'checkAge.half', count: 2 },
      { key: 'checkAge.years', count: 3 },
      { key: 'checkAge.years', count: 6 },
    ]);
  });

  test('refuses a day before birth or after today, the day on each side of both', () => {
    const bounds = { birthDate: '2026-05-11', today: '2026-11-27' };
    expect(['', '2026-05-10', '2026-05-11', '2026-11-27', '2026-11-28'].map((d) => tickDateProblem(d, bounds))).toEqual([
      'dateRequired',
      'dateBeforeBirth',
      null,
      null,
      'dateFuture',
    ]);
  });
});

import { describe, expect, test } from 'vitest';
import type { MonitoringSummary, MonitoringSummaryRow } from '@sprout/contracts';
import { daysOf, niceCeil, routeTotals, rowsByDay, topErrors } from './series.ts';

const row = (day: string, route: string | null, views: number, errors: Array<[string, number]> = []): MonitoringSummaryRow => ({
  day,
  route,
  sessions: 1,
  views,
  errors: errors.reduce((s, [, n]) => s + n, 0),
  whiteScreens: 0,
  whiteScreenRate: 0,
  vitals: [],
  topErrors: errors.map(([message, count]) => ({ message, count })),
});

describe('dashboard series', () => {
  const summary: MonitoringSummary = {
    from: '2025-02-27',
    to: '2025-03-02',
    days: [row('2025-02-28', null, 5)],
    routes: [
      row('2025-02-28', '/faq', 2, [['A', 2]]),
      row('2025-03-01', '/faq', 1, [
        ['A', 1],
        ['B', 4],
      ]),
      row('2025-03-01', '/', 9),
    ],
  };
  const p75 = (name: 'INP' | 'LIVE', value: number, count = 3) => ({ name, count, p75: value, good: 1, needsImprovement: 0, poor: 0 });
  const withVitals: MonitoringSummary = {
    ...summary,
    routes: [
      { ...row('2025-02-28', '/', 1), vitals: [p75('INP', 120), p75('LIVE', 2100)] },
      { ...row('2025-03-01', '/', 1), vitals: [p75('INP', 90), p75('LIVE', 0, 0)] },
    ],
  };

  test('every day of the range is on the axis, month ends included', () => {
    expect(daysOf('2025-02-27', '2025-03-02')).toEqual(['2025-02-27', '2025-02-28', '2025-03-01', '2025-03-02']);
  });

  test('rows of one route or of all routes, by day', () => {
    expect([...rowsByDay(summary, '/faq').keys()]).toEqual(['2025-02-28', '2025-03-01']);
    expect([...rowsByDay(summary, null).keys()]).toEqual(['2025-02-28']);
  });

  test('routes are totalled over the range, most viewed first, and top errors summed across days', () => {
    expect(routeTotals(summary)).toEqual([
      { route: '/', views: 9, errors: 0, whiteScreens: 0, inp: null, live: null },
      { route: '/faq', views: 3, errors: 7, whiteScreens: 0, inp: null, live: null },
    ]);
    expect(topErrors(rowsByDay(summary, '/faq').values())).toEqual([
      { message: 'B', count: 4 },
      { message: 'A', count: 3 },
    ]);
  });

  test('a route shows the p75 of INP and of the time to live of the latest day that has samples of each', () => {
    expect(routeTotals(withVitals)).toEqual([{ route: '/', views: 2, errors: 0, whiteScreens: 0, inp: 90, live: 2100 }]);
  });

  test('axis tops are round numbers', () => {
    expect(niceCeil(4400)).toBe(5000);
    expect(niceCeil(1980)).toBe(2000);
    expect(niceCeil(0.275)).toBe(0.5);
    expect(niceCeil(0)).toBe(1);
  });
});

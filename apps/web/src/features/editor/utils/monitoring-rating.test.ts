import { describe, expect, it } from 'vitest';
import type { MonitoringSummary, MonitoringSummaryRow } from '@sprout/contracts';
import { vitalRating, weekTotals } from './monitoring-rating.ts';

const row = (route: string | null, lcp: { count: number; good: number; poor: number }, errors = 0): MonitoringSummaryRow => ({
  day: '2026-11-20',
  route,
  sessions: 1,
  views: 10,
  errors,
  whiteScreens: 1,
  whiteScreenRate: 0.1,
  vitals: [{ name: 'LCP', count: lcp.count, p75: 2000, good: lcp.good, needsImprovement: 1 - lcp.good - lcp.poor, poor: lcp.poor }],
  topErrors: [],
});

describe('monitoring ratings on the workspace home', () => {
  it('weights each day by its samples and ignores per-route rows', () => {
    const summary: MonitoringSummary = {
      from: '2026-11-14',
      to: '2026-11-20',
      days: [
        row(null, { count: 30, good: 1, poor: 0 }, 2),
        row(null, { count: 10, good: 0, poor: 1 }, 3),
        row('/clinics', { count: 1000, good: 0, poor: 1 }, 50),
      ],
      routes: [],
    };
    expect(vitalRating(summary, 'LCP')).toEqual({ good: 0.75, poor: 0.25, samples: 40 });
    expect(weekTotals(summary)).toEqual({ errors: 5, whiteScreens: 2, views: 20 });
  });

  it('says there is no rating rather than 0% when nothing was measured', () => {
    expect(vitalRating({ from: 'a', to: 'b', days: [], routes: [] }, 'INP')).toEqual({ good: null, poor: null, samples: 0 });
  });
});

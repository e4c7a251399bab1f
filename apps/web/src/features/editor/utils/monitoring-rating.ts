import type { MonitoringSummary, VitalName } from '@sprout/contracts';

export interface Rating {
  /** Share of samples rated good, 0..1; null without samples. */
  good: number | null;
  poor: number | null;
  samples: number;
}

/** One vital's good and poor shares over every day of a summary, each day weighted by its samples. */
export function vitalRating(summary: MonitoringSummary, vital: VitalName): Rating {
  let samples = 0;
  let good = 0;
  let poor = 0;
  for (const row of summary.days) {
    if (row.route !== null) continue;
    const v = row.vitals.find((x) => x.name === vital);
    if (!v || v.count === 0) continue;
    samples += v.count;
    good += v.good * v.count;
    poor += v.poor * v.count;
  }
  return samples === 0 ? { good: null, poor: null, samples: 0 } : { good: good / samples, poor: poor / samples, samples };
}

/** Errors and white screens over the days of a summary (the all-routes rows). */
export function weekTotals(summary: MonitoringSummary): { errors: number; whiteScreens: number; views: number } {
  const rows = summary.days.filter((row) => row.route === null);
  return {
    errors: rows.reduce((n, row) => n + row.errors, 0),
    whiteScreens: rows.reduce((n, row) => n + row.whiteScreens, 0),
    views: rows.reduce((n, row) => n + row.views, 0),
  };
}

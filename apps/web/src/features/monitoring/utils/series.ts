import type { MonitoringSummary, MonitoringSummaryRow, VitalName, VitalSummary } from '@sprout/contracts';

/** Every day from `from` to `to`, so a day without data is a gap in the chart rather than missing. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/** The rows of one route (or of all routes with `route` null), by day. */
export function rowsByDay(summary: MonitoringSummary, route: string | null): Map<string, MonitoringSummaryRow> {
  const rows = route === null ? summary.days : summary.routes.filter((r) => r.route === route);
  return new Map(rows.map((r) => [r.day, r]));
}

export function vitalOf(row: MonitoringSummaryRow | undefined, name: VitalName): VitalSummary | undefined {
  return row?.vitals.find((v) => v.name === name);
}

export interface RouteTotals {
  route: string;
  views: number;
  errors: number;
  whiteScreens: number;
  /**
   * The p75 of INP and of the time to live (issue 32) on the latest day with samples of each, ms; null without any.
   * A p75 over several days cannot be made from daily p75s, so the table shows the newest one (the chart, all).
   */
  inp: number | null;
  live: number | null;
}

/** The latest day's p75 of `name` in `rows`, or null when no day has a sample. */
function latestP75(rows: MonitoringSummaryRow[], name: VitalName): number | null {
  const withSamples = rows.filter((r) => (vitalOf(r, name)?.count ?? 0) > 0).sort((a, b) => b.day.localeCompare(a.day));
  return withSamples.length ? vitalOf(withSamples[0], name)!.p75 : null;
}

/** Views, errors and white screens of each route over the whole range, with its latest INP and LIVE, most viewed first. */
export function routeTotals(summary: MonitoringSummary): RouteTotals[] {
  const totals = new Map<string, RouteTotals>();
  for (const row of summary.routes) {
    const key = row.route ?? '';
    const t = totals.get(key) ?? { route: key, views: 0, errors: 0, whiteScreens: 0, inp: null, live: null };
    t.views += row.views;
    t.errors += row.errors;
    t.whiteScreens += row.whiteScreens;
    totals.set(key, t);
  }
  for (const t of totals.values()) {
    const rows = summary.routes.filter((r) => (r.route ?? '') === t.route);
    t.inp = latestP75(rows, 'INP');
    t.live = latestP75(rows, 'LIVE');
  }
  return [...totals.values()].sort((a, b) => b.views - a.views || b.errors - a.errors || a.route.localeCompare(b.route));
}

/** The most frequent error messages over the range, summed from each day's top messages. */
export function topErrors(rows: Iterable<MonitoringSummaryRow>, limit = 5): Array<{ message: string; count: number }> {
  const counts = new Map<string, number>();
  for (const row of rows) for (const e of row.topErrors) counts.set(e.message, (counts.get(e.message) ?? 0) + e.count);
  return [...counts.entries()]
    .map(([message, count]) => ({ message, count }))
    .sort((a, b) => b.count - a.count || a.message.localeCompare(b.message))
    .slice(0, limit);
}

/** The axis top: a round 1, 2, 2.5 or 5 times a power of ten at or above `value` (ticks then fall evenly). */
export function niceCeil(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 2.5, 5, 10].find((m) => m * power >= value) ?? 10) * power;
}

/**
 * What a phone chart of a long history carries (docs/growth-curve-long-histories.md, issue 28 criterion 4): up to
 * `fullPoints` points every one; beyond, the latest point of each calendar month, every point `kept` says must
 * stay (a flagged value a parent must see) and the latest point, in date order. Deterministic: the same history
 * gives the same points on every read and instance. Every record stays reachable through the records pages.
 *
 * `points` are oldest first; `dateOf` gives each one's ISO date (YYYY-MM-DD).
 */
export function summariseChartPoints<T>(
  points: readonly T[],
  fullPoints: number,
  dateOf: (point: T) => string,
  kept: (point: T) => boolean = () => false,
): T[] {
  if (points.length <= fullPoints) return [...points];
  // A point is its month's latest when the next one is in another month (or there is none).
  return points.filter((point, i) => {
    const next = points[i + 1];
    return next === undefined || !sameMonth(dateOf(next), dateOf(point)) || kept(point);
  });
}

const YEAR_MONTH_LENGTH = 'YYYY-MM'.length;

/** Two ISO dates in the same calendar month, compared in place (a long history's points allocate no slices). */
function sameMonth(a: string, b: string): boolean {
  for (let i = 0; i < YEAR_MONTH_LENGTH; i += 1) if (a.charCodeAt(i) !== b.charCodeAt(i)) return false;
  return true;
}

/**
 * The plain-language reading of a percentile (BRIEF, Growth): inside P3–P97 is the normal range; below P3
 * or above P97, talk to a doctor. P3 and P97 are the WHO chart's outer lines (≈ ±1.88 SD).
 */
export const LOW_CENTILE = 3;
export const HIGH_CENTILE = 97;

export type GrowthReading = 'low' | 'normal' | 'high';

export function readingOf(centile: number | null | undefined): GrowthReading | null {
  if (centile === null || centile === undefined || Number.isNaN(centile)) return null;
  if (centile < LOW_CENTILE) return 'low';
  if (centile > HIGH_CENTILE) return 'high';
  return 'normal';
}

import { isUuid } from '@sprout/contracts/light';

/** A reference range: "30–100", "≥ 30", "≤ 10", or null when there is none. */
export function formatRange(low: number | null, high: number | null): string | null {
  if (low !== null && high !== null) return `${low}–${high}`;
  if (low !== null) return `≥ ${low}`;
  if (high !== null) return `≤ ${high}`;
  return null;
}

export const isMemberId = (value: string | null): value is string => value !== null && isUuid(value);

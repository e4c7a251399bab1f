import type { Language } from '@sprout/contracts';

/** A YYYY-MM-DD date in the language's style ("2025年3月5日", "Mar 5, 2025"); the day never shifts by time zone. */
export function formatDate(isoDate: string, language: Language): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** A reference range: "30–100", "≥ 30", "≤ 10", or null when there is none. */
export function formatRange(low: number | null, high: number | null): string | null {
  if (low !== null && high !== null) return `${low}–${high}`;
  if (low !== null) return `≥ ${low}`;
  if (high !== null) return `≤ ${high}`;
  return null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isMemberId = (value: string | null): value is string => value !== null && UUID.test(value);

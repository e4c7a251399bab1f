import type { Language } from '@sprout/contracts';

/** A date (YYYY-MM-DD or an ISO time) the way the language writes it: 2025年6月15日 / 15 June 2025. */
export function formatDate(value: string, lang: Language): string {
  const date = new Date(value.length === 10 ? `${value}T00:00:00` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'long', day: 'numeric' }).format(date);
}

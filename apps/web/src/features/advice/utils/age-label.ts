import { DAYS_PER_MONTH, DAYS_PER_YEAR } from '@sprout/clinical';

/** Months are the natural unit up to two years (paediatric habit); whole years after. */
const MONTHS_UNTIL_DAYS = 2 * DAYS_PER_YEAR;

export type AgeLabel = { unit: 'ageDays' | 'ageMonths' | 'ageYears'; count: number };

export function ageLabel(ageDays: number): AgeLabel {
  if (ageDays < DAYS_PER_MONTH) return { unit: 'ageDays', count: Math.max(0, Math.floor(ageDays)) };
  if (ageDays < MONTHS_UNTIL_DAYS) return { unit: 'ageMonths', count: Math.floor(ageDays / DAYS_PER_MONTH) };
  return { unit: 'ageYears', count: Math.floor(ageDays / DAYS_PER_YEAR) };
}

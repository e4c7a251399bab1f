/**
 * A child's age for the doctor's header, in completed years and months (days in the first month), and the
 * corrected age of a preterm baby under 2 years (UK-WHO: age minus the weeks born early, until 2 years;
 * the same rule as @sprout/clinical's correctedAgeDays, which the growth chart uses).
 */
import { correctedAgeDays, daysBetween } from '@sprout/clinical';

export interface AgeParts {
  years: number;
  months: number;
  days: number;
}

/** Completed years, months, and days since birth; null when the birth date is after `asOf`. */
export function ageParts(birthDate: string, asOf: string): AgeParts | null {
  const days = daysBetween(birthDate, asOf);
  if (days < 0) return null;
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ny, nm, nd] = asOf.split('-').map(Number) as [number, number, number];
  let months = (ny - by) * 12 + (nm - bm);
  if (nd < bd) months -= 1;
  return { years: Math.floor(months / 12), months: months % 12, days };
}

/** The corrected age in days, or null when no correction applies (full term, unknown gestation, 2 years or older). */
export function correctedAge(birthDate: string, asOf: string, gestationalAgeDays: number | null): number | null {
  if (gestationalAgeDays === null) return null;
  const corrected = correctedAgeDays(birthDate, asOf, gestationalAgeDays);
  return corrected === daysBetween(birthDate, asOf) ? null : corrected;
}

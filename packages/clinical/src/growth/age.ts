/**
 * Ages used for growth scoring: chronological, corrected for prematurity, and postmenstrual.
 * All in whole days (date of visit − date of birth, the WHO convention), from explicit dates.
 */
import { ageInDays, DAYS_PER_MONTH, type IsoDate } from '../dates.ts';

/** Term-equivalent age: 40+0 weeks = 280 days of gestation (WHO; RCPCH/UK-WHO corrected-age formula). */
export const TERM_DAYS = 280;
/** Preterm means born before 37+0 weeks = 259 days (WHO definition of preterm birth). */
export const PRETERM_BELOW_DAYS = 259;
/**
 * Correct for prematurity only while chronological age is below 24 months, written in WHO's day
 * convention (24 months = 731 days, the same cut-off anthro uses for length vs height). Correcting
 * until 2 years is the usual practice (RCPCH UK-WHO chart instructions, AAP).
 */
export const CORRECTION_UNTIL_DAYS = 731;

function assertGestation(gestationalAgeDays: number): void {
  if (!Number.isInteger(gestationalAgeDays) || gestationalAgeDays <= 0) {
    throw new RangeError(`Gestational age must be a positive whole number of days: ${gestationalAgeDays}`);
  }
}

/**
 * Chronological age shifted by the gestation at birth, with no policy applied:
 * days − (280 − GA). Negative before term-equivalent age; larger than chronological for post-term
 * babies. This is the RCPCH arithmetic (corrected years = (days + GA − 280)/365.25).
 */
export function ageCorrectedForGestationDays(chronologicalDays: number, gestationalAgeDays: number): number {
  assertGestation(gestationalAgeDays);
  return chronologicalDays - (TERM_DAYS - gestationalAgeDays);
}

/** Whether a baby born at this gestation gets a corrected age at this chronological age. */
export function isAgeCorrectionApplied(chronologicalDays: number, gestationalAgeDays: number | null): boolean {
  if (gestationalAgeDays === null) return false;
  assertGestation(gestationalAgeDays);
  return gestationalAgeDays < PRETERM_BELOW_DAYS && chronologicalDays < CORRECTION_UNTIL_DAYS;
}

/**
 * Age used for scoring on `asOf`: for a baby born before 37 weeks and younger than 731 days,
 * chronological age minus (280 − GA); otherwise chronological age. Unknown GA (null) means no
 * correction. Negative before term-equivalent age (then Fenton applies, by postmenstrual age).
 */
export function correctedAgeDays(birthDate: IsoDate, asOf: IsoDate, gestationalAgeDays: number | null): number {
  const chronological = ageInDays(birthDate, asOf);
  if (gestationalAgeDays === null || !isAgeCorrectionApplied(chronological, gestationalAgeDays)) return chronological;
  return ageCorrectedForGestationDays(chronological, gestationalAgeDays);
}

/** Postmenstrual age = gestation at birth + chronological age (the x axis of Fenton 2013). */
export function postmenstrualAgeDays(gestationalAgeDays: number, chronologicalDays: number): number {
  assertGestation(gestationalAgeDays);
  return gestationalAgeDays + chronologicalDays;
}

/**
 * WHO anthro convention when only months are known: days = months × 30.4375, rounded half up
 * (README §1 rule 1).
 */
export function who2006DayFromMonths(months: number): number {
  return Math.floor(months * DAYS_PER_MONTH + 0.5);
}

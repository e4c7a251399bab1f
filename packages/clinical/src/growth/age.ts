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

/**
 * The end of correction per reference set (issue 17, part 2), in chronological days (correction applies below it):
 *  - who: 731 days (24 months), RCPCH UK-WHO chart instructions ("Plotting preterm infants": correct for
 *    gestation until 2 years; the chart draws both ages joined), as CORRECTION_UNTIL_DAYS;
 *  - china: 731 days as well. WS/T 423—2022 itself does not set an end; Chinese practice corrects preterm growth to
 *    about 24 months (this value is not checked against a Chinese source: see docs/corrected-age.md).
 * A set's value can be changed here alone: scoring, the curve and the chart's explanation all read it.
 */
export const CORRECTION_END_DAYS: Readonly<Record<'who' | 'china', number>> = { who: CORRECTION_UNTIL_DAYS, china: CORRECTION_UNTIL_DAYS };

/** 32+0 weeks = 224 days: below it, RCPCH corrects to 2 years; from it to 36+6, to 1 year. */
export const VERY_PRETERM_BELOW_DAYS = 224;
/**
 * One year in WHO's day convention (12 × 30.4375 = 365.25 days, correction applies while chronological age is below
 * it, i.e. up to day 365), as 731 is two years (730.5 rounded up). RCPCH's software corrects while the decimal age
 * (days / 365.25) is at most 1, which is the same days.
 */
export const CORRECTION_ONE_YEAR_DAYS = 366;

/**
 * The end of correction for a baby born at this gestation (chronological days; correction applies below it), by the
 * RCPCH rule (issue 33): "Gestational correction should continue until 1 year of age for infants born at 32–36 weeks
 * and until 2 years for those born before 32 weeks" (RCPCH, UK-WHO growth charts 0–4 years, "Instructions for use
 * — Preterm infants", 2009, rev. 2013; the RCPCH Digital Growth Charts apply the same rule). So:
 *  - born below 32+0 weeks (< 224 days): to 2 years, CORRECTION_UNTIL_DAYS (731);
 *  - born 32+0 to 36+6 (224–258 days): to 1 year, CORRECTION_ONE_YEAR_DAYS (366);
 *  - born at 37+0 or later: never (isAgeCorrectionApplied is false whatever the end).
 * China's set keeps its own end (CORRECTION_END_DAYS.china, 24 months for every preterm baby): WS/T 423—2022 sets
 * none, and the RCPCH rule is not a Chinese source. CDC 2000 follows the RCPCH rule, as WHO does (CDC's charts set no end).
 */
export function correctionEndDays(gestationalAgeDays: number, set: 'who' | 'china' | 'cdc2000' = 'who'): number {
  if (set === 'china') return CORRECTION_END_DAYS.china;
  return gestationalAgeDays < VERY_PRETERM_BELOW_DAYS ? CORRECTION_UNTIL_DAYS : CORRECTION_ONE_YEAR_DAYS;
}

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
export function isAgeCorrectionApplied(
  chronologicalDays: number,
  gestationalAgeDays: number | null,
  untilDays: number = CORRECTION_UNTIL_DAYS,
): boolean {
  if (gestationalAgeDays === null) return false;
  assertGestation(gestationalAgeDays);
  return gestationalAgeDays < PRETERM_BELOW_DAYS && chronologicalDays < untilDays;
}

/**
 * Age used for scoring on `asOf`: for a baby born before 37 weeks and younger than `untilDays` (731 by default),
 * chronological age minus (280 − GA); otherwise chronological age. Unknown GA (null) means no
 * correction. Negative before term-equivalent age (then Fenton applies, by postmenstrual age).
 */
export function correctedAgeDays(
  birthDate: IsoDate,
  asOf: IsoDate,
  gestationalAgeDays: number | null,
  untilDays: number = CORRECTION_UNTIL_DAYS,
): number {
  return correctedFromChronologicalDays(ageInDays(birthDate, asOf), gestationalAgeDays, untilDays);
}

/** correctedAgeDays for a chronological age already worked out, so a caller that has it parses no date twice. */
export function correctedFromChronologicalDays(
  chronological: number,
  gestationalAgeDays: number | null,
  untilDays: number = CORRECTION_UNTIL_DAYS,
): number {
  if (gestationalAgeDays === null || !isAgeCorrectionApplied(chronological, gestationalAgeDays, untilDays)) return chronological;
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

import { DAYS_PER_MONTH, DAYS_PER_YEAR, daysBetween, type ProgressionLabel } from '@sprout/clinical';
import type { AdviceCategory, AdviceLevel, Sex } from '@sprout/contracts';

/**
 * Health advice rules over a child's age and latest growth and eye data. Pure functions with an explicit
 * as-of date; every threshold is a named constant with its source. Each rule gives at most one advice.
 * These are habits and prompts for a parent, not diagnoses: the strongest level is "see a doctor".
 */

export interface LatestGrowth {
  /** WHO z-scores of the latest record (null where the reference does not cover the age or no value). */
  heightZ: number | null;
  weightZ: number | null;
  bmiZ: number | null;
  date: string;
}

export interface LatestEye {
  rightAxialLength: number | null;
  leftAxialLength: number | null;
  /** Axial growth per year (mm), the faster eye's, at the latest exam; null without a baseline. */
  growthPerYear: number | null;
  /**
   * The stronger of the two eyes' progression labels, graded against the growth expected for the child's age
   * and sex (packages/clinical, progression-for-age.ts); null without a baseline or outside 4–18 years.
   */
  progression?: ProgressionLabel | null;
  date: string;
}

export interface AdviceInputs {
  ageDays: number;
  sex: Sex;
  latestGrowth?: LatestGrowth | null;
  latestEye?: LatestEye | null;
}

export interface Advice {
  ruleId: AdviceRuleId;
  category: AdviceCategory;
  level: AdviceLevel;
  /** Numbers the text names (hours, IU, mm...). */
  params: Record<string, number>;
  /** Which wording of the rule's text applies, where it has several. */
  variant?: string;
}

const months = (ageDays: number) => ageDays / DAYS_PER_MONTH;
const years = (ageDays: number) => ageDays / DAYS_PER_YEAR;

/** Children only: from 18 years these paediatric rules stop (WHO's definition of a child, under 18). */
export const CHILD_MAX_AGE_YEARS = 18;
const isChild = (i: AdviceInputs) => years(i.ageDays) < CHILD_MAX_AGE_YEARS;

// ---------- nutrition ----------

/**
 * Vitamin D 400 IU a day for every infant in the first year, breastfed or partly formula-fed
 * (AAP, Wagner & Greer, Pediatrics 2008;122:1142; Chinese Medical Association paediatric consensus on
 * vitamin D for rickets prevention, 2015).
 */
export const VITAMIN_D_INFANT_IU = 400;
export const VITAMIN_D_INFANT_UNTIL_DAYS = 365;

export function vitaminDInfant(i: AdviceInputs): Advice | null {
  if (i.ageDays >= VITAMIN_D_INFANT_UNTIL_DAYS) return null;
  return { ruleId: 'vitaminDInfant', category: 'nutrition', level: 'info', params: { iu: VITAMIN_D_INFANT_IU } };
}

// ---------- sleep ----------

/**
 * Recommended sleep per 24 h including naps, by age (lower age bound in months, inclusive):
 * 0–3 months 14–17 h (National Sleep Foundation, Hirshkowitz et al., Sleep Health 2015;1:40);
 * from 4 months the AASM consensus endorsed by the AAP (Paruthi et al., J Clin Sleep Med 2016;12:785):
 * 4–12 months 12–16 h, 1–2 years 11–14 h, 3–5 years 10–13 h, 6–12 years 9–12 h, 13–18 years 8–10 h.
 */
export const SLEEP_HOURS_BY_AGE = [
  { fromMonths: 0, min: 14, max: 17 },
  { fromMonths: 4, min: 12, max: 16 },
  { fromMonths: 12, min: 11, max: 14 },
  { fromMonths: 36, min: 10, max: 13 },
  { fromMonths: 72, min: 9, max: 12 },
  { fromMonths: 156, min: 8, max: 10 },
] as const;

export function sleepByAge(i: AdviceInputs): Advice | null {
  if (!isChild(i)) return null;
  const band = [...SLEEP_HOURS_BY_AGE].reverse().find((b) => months(i.ageDays) >= b.fromMonths)!;
  return { ruleId: 'sleepByAge', category: 'sleep', level: 'info', params: { min: band.min, max: band.max } };
}

// ---------- screens and outdoor time ----------

/**
 * Screen time: none under 2 years except video calls, at most 1 h a day from 2 to 5 years (WHO guidelines on
 * physical activity, sedentary behaviour and sleep for children under 5, 2019; AAP "Media and Young Minds",
 * Pediatrics 2016); for school-age children, recreational screen use at most 1 h a day in sessions of at most
 * 15 minutes (China Ministry of Education and National Health Commission, comprehensive plan for preventing
 * myopia in children and adolescents, 2018).
 */
export const SCREEN_NONE_UNDER_MONTHS = 24;
export const SCREEN_PRESCHOOL_UNDER_MONTHS = 72;
export const SCREEN_MAX_HOURS_PRESCHOOL = 1;
export const SCREEN_MAX_HOURS_SCHOOL = 1;
export const SCREEN_MAX_SESSION_MINUTES_SCHOOL = 15;

export function screenTimeByAge(i: AdviceInputs): Advice | null {
  if (!isChild(i)) return null;
  const m = months(i.ageDays);
  const base = { ruleId: 'screenTimeByAge', category: 'screen', level: 'info' } as const;
  if (m < SCREEN_NONE_UNDER_MONTHS) return { ...base, params: { maxHours: 0 }, variant: 'none' };
  if (m < SCREEN_PRESCHOOL_UNDER_MONTHS) return { ...base, params: { maxHours: SCREEN_MAX_HOURS_PRESCHOOL }, variant: 'preschool' };
  return { ...base, params: { maxHours: SCREEN_MAX_HOURS_SCHOOL, sessionMinutes: SCREEN_MAX_SESSION_MINUTES_SCHOOL }, variant: 'school' };
}

/**
 * Two hours of daylight outdoors a day from 3 years, the best-supported habit against myopia onset
 * (He et al., JAMA 2015;314:1142; the 2018 national myopia-prevention plan asks for 2 h a day).
 */
export const OUTDOOR_FROM_MONTHS = 36;
export const OUTDOOR_HOURS_PER_DAY = 2;

export function outdoorTime(i: AdviceInputs): Advice | null {
  if (!isChild(i) || months(i.ageDays) < OUTDOOR_FROM_MONTHS) return null;
  return { ruleId: 'outdoorTime', category: 'outdoor', level: 'info', params: { hours: OUTDOOR_HOURS_PER_DAY } };
}

// ---------- growth ----------

/**
 * WHO cut-offs on z-scores: below −2 is low height-for-age (stunting), low weight-for-age (underweight) or
 * low BMI-for-age (thinness/wasting); above +2 BMI-for-age is obesity from 5 years and overweight before
 * (WHO Child Growth Standards 2006; WHO Reference 2007). Exactly ±2 is inside the normal range.
 */
export const Z_LOW = -2;
export const Z_HIGH = 2;

export function heightForAgeLow(i: AdviceInputs): Advice | null {
  const z = i.latestGrowth?.heightZ;
  if (z == null || z >= Z_LOW) return null;
  return { ruleId: 'heightForAgeLow', category: 'growth', level: 'seeDoctor', params: { z: round2(z) } };
}

export function weightForAgeLow(i: AdviceInputs): Advice | null {
  const z = i.latestGrowth?.weightZ;
  if (z == null || z >= Z_LOW) return null;
  return { ruleId: 'weightForAgeLow', category: 'growth', level: 'seeDoctor', params: { z: round2(z) } };
}

export function bmiHigh(i: AdviceInputs): Advice | null {
  const z = i.latestGrowth?.bmiZ;
  if (z == null || z <= Z_HIGH) return null;
  return { ruleId: 'bmiHigh', category: 'growth', level: 'seeDoctor', params: { z: round2(z) } };
}

export function bmiLow(i: AdviceInputs): Advice | null {
  const z = i.latestGrowth?.bmiZ;
  if (z == null || z >= Z_LOW) return null;
  return { ruleId: 'bmiLow', category: 'growth', level: 'seeDoctor', params: { z: round2(z) } };
}

/** Reassurance when every available z-score of the latest record is within ±2. */
export function growthOnTrack(i: AdviceInputs): Advice | null {
  const g = i.latestGrowth;
  if (!g) return null;
  const zs = [g.heightZ, g.weightZ, g.bmiZ].filter((z): z is number => z != null);
  if (zs.length === 0 || zs.some((z) => z < Z_LOW || z > Z_HIGH)) return null;
  return { ruleId: 'growthOnTrack', category: 'growth', level: 'info', params: {} };
}

/**
 * How often to measure, by age (China's national child health check schedule, "4-2-1": four checks in the
 * first year, two a year at 1–3 years, then once a year).
 */
export const GROWTH_CHECK_INTERVAL_DAYS = [
  { fromMonths: 0, days: 91 },
  { fromMonths: 12, days: 183 },
  { fromMonths: 36, days: 365 },
] as const;

export function growthCheckDue(i: AdviceInputs, asOf: string): Advice | null {
  if (!isChild(i)) return null;
  const interval = [...GROWTH_CHECK_INTERVAL_DAYS].reverse().find((b) => months(i.ageDays) >= b.fromMonths)!.days;
  const since = i.latestGrowth ? daysBetween(i.latestGrowth.date, asOf) : null;
  if (since !== null && since <= interval) return null;
  return { ruleId: 'growthCheckDue', category: 'checkups', level: 'attention', params: { months: Math.round(interval / DAYS_PER_MONTH) } };
}

// ---------- eyes ----------

/**
 * A refraction and eye check every year from 3 years (National Health Commission, eye care and vision
 * screening for children aged 0–6, 2021; the 2018 plan keeps a refraction record from age 3).
 */
export const EYE_CHECK_FROM_MONTHS = 36;
export const EYE_CHECK_INTERVAL_DAYS = 365;

export function eyeCheckDue(i: AdviceInputs, asOf: string): Advice | null {
  if (!isChild(i) || months(i.ageDays) < EYE_CHECK_FROM_MONTHS) return null;
  if (i.latestEye && daysBetween(i.latestEye.date, asOf) <= EYE_CHECK_INTERVAL_DAYS) return null;
  return { ruleId: 'eyeCheckDue', category: 'checkups', level: 'attention', params: { months: 12 } };
}

/** Axial elongation fast for the child's age and sex (packages/clinical, progression-for-age.ts). */
export function axialGrowthFast(i: AdviceInputs): Advice | null {
  const rate = i.latestEye?.growthPerYear;
  if (rate == null || i.latestEye?.progression !== 'fast') return null;
  return { ruleId: 'axialGrowthFast', category: 'eyes', level: 'seeDoctor', params: { mmPerYear: round2(rate) } };
}

/**
 * An axial length of 26 mm or more goes with high myopia and its retinal risks; such eyes need a yearly
 * dilated fundus exam (IMI – Defining and Classifying Myopia, Invest Ophthalmol Vis Sci 2019;60:M20; IMI
 * Pathologic Myopia 2021).
 */
export const LONG_AXIAL_LENGTH_MM = 26;

export function axialLengthLong(i: AdviceInputs): Advice | null {
  const lengths = [i.latestEye?.rightAxialLength, i.latestEye?.leftAxialLength].filter((v): v is number => v != null);
  if (lengths.length === 0) return null;
  const longest = Math.max(...lengths);
  if (longest < LONG_AXIAL_LENGTH_MM) return null;
  return { ruleId: 'axialLengthLong', category: 'eyes', level: 'seeDoctor', params: { mm: round2(longest) } };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Every rule by name, in the order advice of one level is shown. */
export const ADVICE_RULES = {
  heightForAgeLow,
  weightForAgeLow,
  bmiLow,
  bmiHigh,
  axialGrowthFast,
  axialLengthLong,
  growthCheckDue,
  eyeCheckDue,
  growthOnTrack,
  vitaminDInfant,
  outdoorTime,
  screenTimeByAge,
  sleepByAge,
} satisfies Record<string, (i: AdviceInputs, asOf: string) => Advice | null>;
export type AdviceRuleId = keyof typeof ADVICE_RULES;

const LEVEL_ORDER: Record<AdviceLevel, number> = { seeDoctor: 0, attention: 1, info: 2 };

/** All advice for the inputs as of a date: "see a doctor" first, then things to do, then habits. */
export function evaluateAdvice(inputs: AdviceInputs, asOf: string): Advice[] {
  const advices = Object.values(ADVICE_RULES)
    .map((rule) => rule(inputs, asOf))
    .filter((a): a is Advice => a !== null);
  return advices.sort((a, b) => LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level]);
}

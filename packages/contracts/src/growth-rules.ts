/**
 * Growth constants and rules shared by client and server, free of zod so that a page needing a bound does
 * not bundle the request schemas (growth.ts holds those).
 */

/**
 * Bounds of a measurement beyond which no living child can be: outside them a value is a typing or unit slip
 * and is refused (BRIEF: plausible bounds). Everything inside them is kept: a value that is merely unusual for
 * the child's age is what WHO's implausibility flags are for (|z| beyond 5 or 6, @sprout/clinical
 * table-score.ts), and those ask the parent to confirm, never refuse. Real adolescents in the WHO 2007
 * survey weigh 157–170 kg, so no bound may sit near the heaviest or tallest children seen in practice.
 * Lower bounds: Fenton 2013 at its youngest age (22+4 weeks weight, 23+4 weeks length and head; Fenton & Kim,
 * BMC Pediatrics 2013, the LMS in reference-data/fenton2013_*.csv) at z = −6, WHO's own outermost flag,
 * rounded down: weight 160 g (boys; girls 212 g), length 18.8 cm, head 13.8 cm.
 * Upper bounds: above the extremes ever recorded in a human, per Guinness World Records: height 272 cm
 * (Robert Wadlow), weight about 635 kg (Jon Brower Minnoch); head circumference 94 cm in untreated
 * hydrocephalus (Roona Begum, 2013, reported in the medical press), rounded up.
 */
export const GROWTH_BOUNDS = {
  /** cm */
  height: { min: 18, max: 275 },
  /** kg */
  weight: { min: 0.15, max: 650 },
  /** cm */
  headSize: { min: 13, max: 100 },
} as const;

/** Parents' adult heights, cm. */
export const PARENT_HEIGHT_BOUNDS = { min: 120, max: 230 } as const;

/**
 * Gestational age at birth of a preterm baby, whole days: 22+0 weeks (the lower limit of viability, and
 * where Fenton 2013 starts) to 36+6 weeks (preterm is before 37+0 weeks, WHO).
 */
export const PRETERM_GESTATION_DAYS = { min: 22 * 7, max: 37 * 7 - 1 } as const;
export const DAYS_PER_WEEK = 7;

export const GROWTH_INDICATORS = ['height', 'weight', 'headSize', 'bmi'] as const;
export type GrowthIndicatorName = (typeof GROWTH_INDICATORS)[number];

export const LENGTH_MEASURES = ['lying', 'standing'] as const;

/** Reference sets a child's growth can be scored against (growth.ts growthReferenceChoiceSchema); WHO first, the default. */
export const GROWTH_REFERENCE_CHOICES = ['who', 'china', 'cdc2000'] as const;
/**
 * The reference sets only a doctor of the child's clinic chooses (issue 33): the family sees them named on the chart
 * but neither chooses one nor changes it once chosen (POST {growthApp}/reference answers 403).
 */
export const DOCTOR_ONLY_GROWTH_REFERENCES: readonly (typeof GROWTH_REFERENCE_CHOICES)[number][] = ['cdc2000'];
/**
 * The reference for a preterm baby's size at birth and growth before it joins WHO, chosen per child: Fenton 2013
 * (the default) or INTERGROWTH-21st (newborn size 24+0–42+6 weeks, postnatal growth 27–64 weeks postmenstrual).
 */
export const PRETERM_REFERENCE_CHOICES = ['fenton2013', 'intergrowth21'] as const;
export type PretermReferenceChoice = (typeof PRETERM_REFERENCE_CHOICES)[number];

/** The reference percentile lines of the chart (BRIEF, Growth). */
export const GROWTH_CHART_CENTILES = [3, 15, 50, 85, 97] as const;
/** Fenton 2013 draws its preterm chart with these percentiles (Fenton & Kim, BMC Pediatrics 2013). */
export const FENTON_CHART_CENTILES = [3, 10, 50, 90, 97] as const;

/** fullTermFlag: 1 full term, 0 preterm (API.md). */
export const FULL_TERM = 1;
export const PRETERM = 0;

export interface GrowthInitBody {
  patientId?: string | null;
  familyMemberId?: string | null;
}

/** Spec §5: patientId when present and not the text "undefined", else familyMemberId. */
export function growthInitTarget(body: GrowthInitBody): { patientId: string } | { familyMemberId: string } | null {
  const { patientId, familyMemberId } = body;
  if (patientId && patientId !== 'undefined') return { patientId };
  if (familyMemberId && familyMemberId !== 'undefined') return { familyMemberId };
  return null;
}

/** `replaceFlag` as sent: true when it is `true`, `1`, `'1'` or `'true'` (API.md). */
export type ReplaceFlag = boolean | 0 | 1 | '0' | '1' | 'true' | 'false' | null | undefined;
export function isReplaceRequested(flag: ReplaceFlag): boolean {
  return flag === true || flag === 1 || flag === '1' || flag === 'true';
}

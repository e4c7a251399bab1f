/**
 * Growth constants and rules shared by client and server, free of zod so that a page needing a bound does
 * not bundle the request schemas (growth.ts holds those).
 */

/** Product bounds of a measurement: outside them a value is a typing slip, not a child (BRIEF: plausible bounds). */
export const GROWTH_BOUNDS = {
  /** cm: the smallest viable preterm newborn to the tallest adolescent. */
  height: { min: 30, max: 220 },
  /** kg */
  weight: { min: 0.5, max: 150 },
  /** cm */
  headSize: { min: 20, max: 65 },
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

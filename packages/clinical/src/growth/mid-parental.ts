/**
 * Mid-parental (target) height, Tanner's method: Tanner JM, Goldstein H, Whitehouse RH. Standards
 * for children's height at ages 2–9 years allowing for heights of parents. Arch Dis Child
 * 1970;45:755–62.
 */
import { zFromLms } from './lms.ts';
import { growthCentileFromZ } from './normal.ts';
import { growthLmsAt, type GrowthReferences } from './reference.ts';
import type { Sex } from './types.ts';

/** Tanner 1970: mean adult height difference between men and women, added for boys, taken off for girls. */
export const MID_PARENTAL_SEX_DIFFERENCE_CM = 13;
/** Tanner 1970: the target range is the target ± 8.5 cm. */
export const MID_PARENTAL_RANGE_CM = 8.5;

export interface MidParentalHeight {
  readonly targetCm: number;
  readonly lowCm: number;
  readonly highCm: number;
}

/** Boys: (father + mother + 13)/2; girls: (father + mother − 13)/2; range ± 8.5 cm. */
export function midParentalHeight(input: { sex: Sex; fatherHeightCm: number; motherHeightCm: number }): MidParentalHeight {
  const { fatherHeightCm, motherHeightCm } = input;
  if (!(fatherHeightCm > 0) || !(motherHeightCm > 0)) {
    throw new RangeError(`Parental heights must be positive: ${fatherHeightCm} cm, ${motherHeightCm} cm`);
  }
  const shift = input.sex === 'male' ? MID_PARENTAL_SEX_DIFFERENCE_CM : -MID_PARENTAL_SEX_DIFFERENCE_CM;
  const targetCm = (fatherHeightCm + motherHeightCm + shift) / 2;
  return { targetCm, lowCm: targetCm - MID_PARENTAL_RANGE_CM, highCm: targetCm + MID_PARENTAL_RANGE_CM };
}

/**
 * The adult age a target height is placed at: 19 years (228 months), the last age of the WHO 2007 height-for-age
 * reference (de Onis M et al., Bull World Health Organ 2007;85:660-7), where its median has stopped rising. RCPCH
 * places the target on the adult end of its own reference the same way (mid-parental height SDS, UK-WHO).
 */
export const MID_PARENTAL_ADULT_AGE_MONTHS = 228;

export interface AdultHeightPlace {
  /** SDS (z) among adults of the child's sex on WHO 2007 at 19 years, full precision. */
  readonly sds: number;
  /** Φ(SDS) × 100. */
  readonly centile: number;
}

/** Where an adult height (a target or either end of its range) sits among adults of the child's sex. */
export function adultHeightPlace(refs: GrowthReferences, sex: Sex, heightCm: number): AdultHeightPlace {
  if (!(heightCm > 0) || !Number.isFinite(heightCm)) throw new RangeError(`Height must be a positive number: ${heightCm}`);
  const lms = growthLmsAt(refs.who2007_hfa[sex], MID_PARENTAL_ADULT_AGE_MONTHS);
  if (!lms) throw new Error(`WHO 2007 height-for-age has no row at ${MID_PARENTAL_ADULT_AGE_MONTHS} months`);
  const sds = zFromLms(heightCm, lms.L, lms.M, lms.S);
  return { sds, centile: growthCentileFromZ(sds) };
}

/**
 * Mid-parental (target) height, Tanner's method: Tanner JM, Goldstein H, Whitehouse RH. Standards
 * for children's height at ages 2–9 years allowing for heights of parents. Arch Dis Child
 * 1970;45:755–62.
 */
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

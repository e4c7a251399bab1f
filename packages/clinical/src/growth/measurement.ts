/**
 * Preprocessing of raw measurements the way WHO software does it before any z-score:
 * length vs height, BMI, and the weight-for-length/height table.
 */
import { DAYS_PER_MONTH } from '../dates.ts';
import { WHO2006_LAST_DAY } from './coverage.ts';
import type { GrowthReferences } from './reference.ts';
import { growthZFromTable } from './table-score.ts';
import type { LengthMeasure, Sex } from './types.ts';

/** WHO 2006 tables are recumbent length below 731 days and standing height from 731 (README §1 rule 2; lhfa `measure` column). */
export const LENGTH_UNTIL_DAYS = 731;
/** WHO MGRS: standing height averages 0.7 cm less than recumbent length (README §1 rule 2). */
export const LENGTH_HEIGHT_DIFFERENCE_CM = 0.7;
/**
 * anthro treats "standing" recorded for a child under 9 months (age in days / 30.4375 < 9) as an
 * implausible position and ignores it, so no 0.7 cm is added (anthro R/z-score.R, `c9mo_flag`).
 */
export const STANDING_IGNORED_BELOW_MONTHS = 9;
/** With no age and no recorded position, WHO uses the length table below 87 cm (README §1 rule 3). */
export const WFL_BELOW_CM = 87;

function expectedMeasure(ageDays: number): LengthMeasure {
  return ageDays < LENGTH_UNTIL_DAYS ? 'lying' : 'standing';
}

/**
 * Converts a raw length/height to what the WHO 2006 table at this age expects: +0.7 cm for a child
 * under 731 days measured standing, −0.7 cm for a child from 731 days measured lying. No change when
 * the position is unknown (assumed to match the age), or for "standing" under 9 months (anthro).
 */
export function adjustedLengthHeightCm(rawCm: number, ageDays: number, measure?: LengthMeasure | null): number {
  if (!measure || measure === expectedMeasure(ageDays)) return rawCm;
  if (measure === 'standing') {
    return ageDays / DAYS_PER_MONTH < STANDING_IGNORED_BELOW_MONTHS ? rawCm : rawCm + LENGTH_HEIGHT_DIFFERENCE_CM;
  }
  return rawCm - LENGTH_HEIGHT_DIFFERENCE_CM;
}

/** BMI in kg/m² from weight (kg) and length/height (cm); pass the adjusted length for WHO 2006. */
export function bmiFromWeightHeight(weightKg: number, heightCm: number): number {
  if (!(weightKg > 0) || !(heightCm > 0)) throw new RangeError(`Weight and height must be positive: ${weightKg} kg, ${heightCm} cm`);
  const metres = heightCm / 100;
  return weightKg / (metres * metres);
}

export type WeightForLengthTableId = 'who2006_wfl' | 'who2006_wfh';

/**
 * WHO rule (README §1 rule 3): weight-for-length below 731 days, weight-for-height from 731; with no
 * age, by the recorded position; with neither, length when under 87 cm.
 */
export function weightForLengthTable(input: {
  ageDays?: number | null;
  measure?: LengthMeasure | null;
  lengthHeightCm: number;
}): WeightForLengthTableId {
  const measure =
    input.ageDays !== undefined && input.ageDays !== null
      ? expectedMeasure(input.ageDays)
      : (input.measure ?? (input.lengthHeightCm < WFL_BELOW_CM ? 'lying' : 'standing'));
  return measure === 'lying' ? 'who2006_wfl' : 'who2006_wfh';
}

export interface WeightForLengthHeightZ {
  readonly table: WeightForLengthTableId;
  /** Length/height after the 0.7 cm adjustment: the x at which L, M, S were read. */
  readonly lengthHeightCm: number;
  readonly z: number;
  readonly flag: boolean;
}

/**
 * Weight-for-length/height z (WHO 2006), from a raw length/height as measured. L, M, S are
 * interpolated linearly between the 0.1 cm rows. Null when the length is outside the table
 * (45–110 cm lying, 65–120 cm standing) or the child is older than WHO 2006 covers.
 */
export function zWeightForLengthHeight(
  refs: GrowthReferences,
  input: { sex: Sex; weightKg: number; lengthHeightCm: number; measure?: LengthMeasure | null; ageDays?: number | null },
): WeightForLengthHeightZ | null {
  const { ageDays } = input;
  if (ageDays !== undefined && ageDays !== null && (ageDays < 0 || ageDays > WHO2006_LAST_DAY)) return null;
  const lengthHeightCm =
    ageDays === undefined || ageDays === null ? input.lengthHeightCm : adjustedLengthHeightCm(input.lengthHeightCm, ageDays, input.measure);
  const table = weightForLengthTable({ ageDays, measure: input.measure, lengthHeightCm });
  const scored = growthZFromTable(refs, table, input.sex, lengthHeightCm, input.weightKg);
  return scored ? { table, lengthHeightCm, ...scored } : null;
}

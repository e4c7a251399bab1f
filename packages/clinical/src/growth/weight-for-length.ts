/**
 * Weight-for-length (under 2 years) and weight-for-height (2 to 5 years) of one measurement, WHO 2006, scored the way
 * WHO's software does (measurement.ts zWeightForLengthHeight: table by age, 0.7 cm length/height adjustment, L, M, S
 * interpolated between the 0.1 cm rows, restricted adjustment beyond ±3 SD, flag |z| > 5), at the age the other
 * indicators of the record are read at (corrected for prematurity while the correction applies).
 *
 * WHO's interpretation of the z (WHO/UNICEF, "Recommendations for data collection, analysis and reporting on
 * anthropometric indicators in children under 5 years old", 2019, table 1; WHO Child Growth Standards training course,
 * module C "Interpreting growth indicators", 2008): wasting below −2, severe wasting below −3, overweight above +2,
 * obesity above +3.
 */
import { ageInDays, type IsoDate } from '../dates.ts';
import { correctedFromChronologicalDays, correctionEndDays } from './age.ts';
import { zWeightForLengthHeight } from './measurement.ts';
import { growthCentileFromZ } from './normal.ts';
import type { GrowthReferences } from './reference.ts';
import type { LengthMeasure, Sex } from './types.ts';

/** Wasting: weight-for-length/height z below −2 (WHO/UNICEF 2019, table 1). */
export const WASTING_BELOW_Z = -2;
/** Severe wasting: below −3 (WHO/UNICEF 2019, table 1; WHO 2013 guideline on severe acute malnutrition). */
export const SEVERE_WASTING_BELOW_Z = -3;
/** Overweight: weight-for-length/height z above +2 (WHO/UNICEF 2019, table 1). */
export const OVERWEIGHT_ABOVE_Z = 2;
/** Obesity: above +3 (WHO Child Growth Standards training course, module C, 2008). */
export const OBESITY_ABOVE_Z = 3;

export type WeightForLengthStatus = 'severeWasting' | 'wasting' | 'normal' | 'overweight' | 'obesity';

export interface WeightForLengthScore {
  /** wfl: weight-for-length (age under 731 days), wfh: weight-for-height (731 to 1856 days). */
  readonly table: 'wfl' | 'wfh';
  /** The length/height the table was read at, after WHO's 0.7 cm adjustment. */
  readonly lengthHeightCm: number;
  /** Full precision; round for display with roundGrowthZ. */
  readonly z: number;
  readonly centile: number;
  /** WHO implausible-value flag, |z| > 5 (README §1 rule 6). */
  readonly flag: boolean;
  readonly status: WeightForLengthStatus;
}

/** WHO's reading of a weight-for-length/height z (cut-offs above). */
export function weightForLengthStatus(z: number): WeightForLengthStatus {
  if (z < SEVERE_WASTING_BELOW_Z) return 'severeWasting';
  if (z < WASTING_BELOW_Z) return 'wasting';
  if (z > OBESITY_ABOVE_Z) return 'obesity';
  if (z > OVERWEIGHT_ABOVE_Z) return 'overweight';
  return 'normal';
}

/**
 * Null before term-equivalent age (Fenton has no weight-for-length), after day 1856 (WHO 2007 has none), and for a
 * length or height outside the table (45–110 cm lying, 65–120 cm standing).
 */
export function scoreWeightForLength(
  refs: GrowthReferences,
  input: {
    sex: Sex;
    birthDate: IsoDate;
    measuredOn: IsoDate;
    gestationalAgeDays: number | null;
    weightKg: number;
    heightCm: number;
    measure?: LengthMeasure | null;
  },
): WeightForLengthScore | null {
  const chronological = ageInDays(input.birthDate, input.measuredOn);
  if (chronological < 0) return null;
  const ga = input.gestationalAgeDays;
  const ageDays = ga === null ? chronological : correctedFromChronologicalDays(chronological, ga, correctionEndDays(ga));
  const scored = zWeightForLengthHeight(refs, {
    sex: input.sex,
    weightKg: input.weightKg,
    lengthHeightCm: input.heightCm,
    measure: input.measure ?? null,
    ageDays,
  });
  if (!scored) return null;
  return {
    table: scored.table === 'who2006_wfl' ? 'wfl' : 'wfh',
    lengthHeightCm: scored.lengthHeightCm,
    z: scored.z,
    centile: growthCentileFromZ(scored.z),
    flag: scored.flag,
    status: weightForLengthStatus(scored.z),
  };
}

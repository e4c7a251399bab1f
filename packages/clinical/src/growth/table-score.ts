/**
 * Scoring a measurement against one reference table: which z formula applies and which WHO
 * implausibility flag, per table.
 */
import { roundGrowthZ, zFromLms, zFromLmsRestricted } from './lms.ts';
import { growthLmsAt, type GrowthReferences } from './reference.ts';
import type { GrowthTableId, Sex } from './types.ts';

/** A z-score is flagged implausible when it is below `below` or above `above`. */
export interface GrowthFlagRule {
  readonly below: number;
  readonly above: number;
}

/** WHO flag for length/height-for-age (2006 lhfa, 2007 hfa): |z| > 6. README §1 rule 6 and §2. */
export const WHO_HEIGHT_FLAG: GrowthFlagRule = { below: -6, above: 6 };
/** WHO flag for weight-for-age (2006 and 2007): z < −6 or z > 5. README §1 rule 6 and §2. */
export const WHO_WEIGHT_FOR_AGE_FLAG: GrowthFlagRule = { below: -6, above: 5 };
/** WHO flag for BMI-for-age, head circumference-for-age, weight-for-length/height: |z| > 5. README §1 rule 6. */
export const WHO_OTHER_FLAG: GrowthFlagRule = { below: -5, above: 5 };

/**
 * Fenton 2013 defines no implausible-value rule and neither does WHO for it: a value more than 6 SD from the median for
 * the (postmenstrual) age asks "check this value" (issue 33), WHO's widest limit (length/height-for-age |z| > 6,
 * README §1 rule 6), so a preterm baby's weight is checked as a term baby's length would be.
 */
export const BEYOND_6_SD_FLAG: GrowthFlagRule = { below: -6, above: 6 };

interface TableRule {
  /** WHO restricted adjustment beyond ±3 SD (weight-based indicators only; README §1 rule 5, §2). */
  readonly restricted: boolean;
  /** WHO's rule per indicator; for Fenton, which has none, BEYOND_6_SD_FLAG. */
  readonly flag: GrowthFlagRule | null;
}

export const GROWTH_TABLE_RULES: Readonly<Record<GrowthTableId, TableRule>> = {
  who2006_lhfa: { restricted: false, flag: WHO_HEIGHT_FLAG },
  who2006_wfa: { restricted: true, flag: WHO_WEIGHT_FOR_AGE_FLAG },
  who2006_hcfa: { restricted: false, flag: WHO_OTHER_FLAG },
  who2006_bfa: { restricted: true, flag: WHO_OTHER_FLAG },
  who2006_wfl: { restricted: true, flag: WHO_OTHER_FLAG },
  who2006_wfh: { restricted: true, flag: WHO_OTHER_FLAG },
  who2007_hfa: { restricted: false, flag: WHO_HEIGHT_FLAG },
  who2007_wfa: { restricted: true, flag: WHO_WEIGHT_FOR_AGE_FLAG },
  who2007_bfa: { restricted: true, flag: WHO_OTHER_FLAG },
  // Fenton's published calculator applies plain LMS at every z (the PEDITOOLS vectors confirm it).
  fenton2013_weight: { restricted: false, flag: BEYOND_6_SD_FLAG },
  fenton2013_length: { restricted: false, flag: BEYOND_6_SD_FLAG },
  fenton2013_hc: { restricted: false, flag: BEYOND_6_SD_FLAG },
};

/** More than the 0.005 that rounding to 2 dp can move a z. */
const ROUNDING_MARGIN = 0.01;

/** WHO software decides the flag on the z it reports, i.e. rounded to 2 dp (anthro `flag_zscore`). */
export function isGrowthZFlagged(id: GrowthTableId, z: number): boolean {
  const rule = GROWTH_TABLE_RULES[id].flag;
  return rule ? isGrowthZFlaggedBy(rule, z) : false;
}

/** One flag rule applied to a z, rounded to 2 dp first as WHO software does. */
export function isGrowthZFlaggedBy(rule: GrowthFlagRule, z: number): boolean {
  // Rounding to 2 dp moves a z by at most 0.005: well inside the bounds, no rounding is needed to know.
  if (z > rule.below + ROUNDING_MARGIN && z < rule.above - ROUNDING_MARGIN) return false;
  const reported = roundGrowthZ(z);
  return reported < rule.below || reported > rule.above;
}

export interface GrowthTableZ {
  readonly z: number;
  readonly flag: boolean;
}

/**
 * z of measurement `y` (in the table's own units: kg, cm, kg/m², grams for Fenton weight) at `x`
 * (the table's axis: age in days or months, length in cm, postmenstrual age in days).
 * Uses the whole table, including rows kept only for interpolation (WHO 2007 month 60 and 229);
 * the clinical coverage limits are applied by scoreGrowth. Null when x is outside the table.
 */
export function growthZFromTable(refs: GrowthReferences, id: GrowthTableId, sex: Sex, x: number, y: number): GrowthTableZ | null {
  const z = growthTableZ(refs, id, sex, x, y);
  return z === null ? null : { z, flag: isGrowthZFlagged(id, z) };
}

/** Where growthTableZ has the L, M and S read between two rows: read at once, never kept. */
const between = { L: 0, M: 0, S: 0 };

/** growthZFromTable's z alone, allocating nothing on a table row or between two: scoreGrowth's hot path. */
export function growthTableZ(refs: GrowthReferences, id: GrowthTableId, sex: Sex, x: number, y: number): number | null {
  if (!(y > 0) || !Number.isFinite(y)) throw new RangeError(`Measurement must be a positive number: ${y}`);
  const lms = growthLmsAt(refs[id][sex], x, between);
  if (!lms) return null;
  return GROWTH_TABLE_RULES[id].restricted ? zFromLmsRestricted(y, lms) : zFromLms(y, lms.L, lms.M, lms.S);
}

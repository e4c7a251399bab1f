/**
 * One measurement of one child → z-score and centile against the right reference for the child's age.
 *
 * Reference by age used (corrected for prematurity while the correction applies: age.ts correctionEndDays):
 *  - corrected age < 0 (before term-equivalent): Fenton 2013 by postmenstrual age (GA + days);
 *  - 0 … 1856 days: WHO 2006 by integer day;
 *  - 1857 days … 228 months (weight: … 120 months): WHO 2007 in exact months;
 *  - beyond, or BMI before term, or head circumference after day 1856: no reference (z null).
 * With `growthReference: 'china'`, WS/T 423—2022 (china.ts) replaces WHO where it has a table and the age is
 * within it (height and weight to 81 months, head circumference to 36; no BMI table): elsewhere WHO as above,
 * and the score's `reference` says which one was used.
 * With `growthReference: 'cdc2000'`, the CDC 2000 charts (cdc2000.ts) score every age from term-equivalent age within
 * their ranges (height and weight to 240 months, head circumference to 36, BMI 24–240.5); outside them there is no score
 * (null z, no reference): CDC has no chart there and nothing falls back to WHO. Before term, Fenton (or IG-21) as above.
 * With `pretermReference: 'intergrowth21'` and the IG-21 tables passed, a preterm baby's size at birth is scored
 * on INTERGROWTH-21st newborn size, and its growth from 27 to 64 weeks of postmenstrual age on the IG-21 postnatal
 * standard (intergrowth.ts); before 27 weeks Fenton, after 64 weeks WHO (or China) by corrected age.
 */
import { ageInDays, DAYS_PER_MONTH, type IsoDate } from '../dates.ts';
import { correctedFromChronologicalDays, correctionEndDays, postmenstrualAgeDays } from './age.ts';
import { cdc2000LmsAt, cdc2000TableForAge, isCdc2000Implausible, type Cdc2000References, type Cdc2000TableId } from './cdc2000.ts';
import { CHINA_FLAG_RULES, chinaSdLinesAt, zFromSdLines, type ChinaReferences, type ChinaTableId, type ChinaTableName } from './china.ts';
import {
  ig21MeasureOf,
  ig21NewbornLines,
  ig21PostnatalLines,
  ig21StandardFor,
  type Ig21References,
  type Ig21TableId,
} from './intergrowth.ts';
import { zFromLms } from './lms.ts';
import { adjustedLengthHeightCm, bmiFromWeightHeight } from './measurement.ts';
import { growthCentileFromZ } from './normal.ts';
import type { GrowthReferences } from './reference.ts';
import { chinaTableForAge, fentonTableFor, whoTableAxis, whoTableForAge } from './table-for-age.ts';
import {
  growthTableZ,
  isGrowthZFlagged,
  isGrowthZFlaggedBy,
  WHO_HEIGHT_FLAG,
  WHO_OTHER_FLAG,
  WHO_WEIGHT_FOR_AGE_FLAG,
} from './table-score.ts';
import {
  growthReferenceOfTable,
  type GrowthIndicator,
  type GrowthReferenceName,
  type GrowthTableId,
  type LengthMeasure,
  type PretermReferenceChoice,
  type Sex,
} from './types.ts';

/** Fenton 2013 weight tables are in grams; the API takes kilograms. */
export const GRAMS_PER_KG = 1000;

interface GrowthScoreBase {
  sex: Sex;
  birthDate: IsoDate;
  measuredOn: IsoDate;
  /** Gestation at birth in days (32+3 weeks = 227); null when unknown (no correction). */
  gestationalAgeDays: number | null;
  /** Position of a length/height measurement; omitted = the one expected at this age. */
  measure?: LengthMeasure;
  /** The reference set chosen for the child; omitted = WHO. 'china' needs the China tables passed to scoreGrowth. */
  growthReference?: GrowthReferenceChoice;
  /** The preterm reference chosen for the child; omitted = Fenton 2013. 'intergrowth21' needs the IG-21 tables. */
  pretermReference?: PretermReferenceChoice;
}

/**
 * The reference set chosen per child: WHO (the default) or China's WS/T 423—2022 (a family or doctor), or the CDC 2000
 * growth charts (a doctor only; cdc2000.ts).
 */
export type GrowthReferenceChoice = 'who' | 'china' | 'cdc2000';

export type GrowthScoreInput =
  | (GrowthScoreBase & { indicator: 'height' | 'weight' | 'headSize'; /** cm, kg or cm as measured. */ value: number })
  | (GrowthScoreBase & { indicator: 'bmi'; weightKg: number; /** As measured; adjusted before BMI. */ heightCm: number });

export interface GrowthScore {
  readonly indicator: GrowthIndicator;
  /** Chronological age in days. */
  readonly ageDays: number;
  /** Age corrected for prematurity (equals ageDays when no correction applies); negative before term. */
  readonly correctedAgeDays: number;
  /** The age the reference was read at: the corrected age (WHO tables) — see postmenstrualAgeDays for Fenton. */
  readonly ageDaysUsed: number;
  /** GA at birth + chronological age, when GA is known. */
  readonly postmenstrualAgeDays: number | null;
  readonly reference: GrowthReferenceName | null;
  readonly table: GrowthTableId | ChinaTableId | Ig21TableId | Cdc2000TableId | null;
  /** What was scored, in API units (cm, kg, kg/m²), after the length/height adjustment and BMI. */
  readonly measurementUsed: number;
  /** Full precision; round for display with roundGrowthZ. */
  readonly z: number | null;
  /** Φ(z) × 100. */
  readonly centile: number | null;
  /** WHO implausible-value flag (decided on z rounded to 2 dp, as WHO software does). */
  readonly flag: boolean;
}

function measurementInApiUnits(input: GrowthScoreInput, table: GrowthTableId | null, ageDaysUsed: number): number {
  const adjusts = table === 'who2006_lhfa' || table === 'who2006_bfa';
  if (input.indicator === 'bmi') {
    const height = adjusts ? adjustedLengthHeightCm(input.heightCm, ageDaysUsed, input.measure) : input.heightCm;
    return bmiFromWeightHeight(input.weightKg, height);
  }
  if (!(input.value > 0) || !Number.isFinite(input.value)) throw new RangeError(`Measurement must be a positive number: ${input.value}`);
  // WHO 2007 height is standing height with no adjustment (who2007 macro); Fenton length is as measured.
  return adjusts ? adjustedLengthHeightCm(input.value, ageDaysUsed, input.measure) : input.value;
}

function scoreChina(
  china: ChinaReferences,
  table: ChinaTableName,
  input: GrowthScoreInput,
  base: Omit<GrowthScore, 'reference' | 'table' | 'measurementUsed' | 'z' | 'centile' | 'flag'>,
): GrowthScore | null {
  if (input.indicator === 'bmi') return null;
  const lines = chinaSdLinesAt(china, table, input.sex, base.ageDaysUsed / DAYS_PER_MONTH);
  if (!lines) return null;
  if (!(input.value > 0) || !Number.isFinite(input.value)) throw new RangeError(`Measurement must be a positive number: ${input.value}`);
  const measurementUsed = table === 'lhfa' ? adjustedLengthHeightCm(input.value, base.ageDaysUsed, input.measure) : input.value;
  const z = zFromSdLines(lines, measurementUsed);
  return {
    ...base,
    reference: 'wst423_2022',
    table: `wst423_2022_${table}`,
    measurementUsed,
    z,
    centile: growthCentileFromZ(z),
    flag: isGrowthZFlaggedBy(CHINA_FLAG_RULES[table], z),
  };
}

/** WHO's flag rules for the same measure: IG-21 defines none of its own (as for WS/T 423). */
const IG21_FLAG_RULES = { length: WHO_HEIGHT_FLAG, weight: WHO_WEIGHT_FOR_AGE_FLAG, headSize: WHO_OTHER_FLAG } as const;

function scoreIg21(
  ig21: Ig21References,
  input: GrowthScoreInput,
  ga: number,
  base: Omit<GrowthScore, 'reference' | 'table' | 'measurementUsed' | 'z' | 'centile' | 'flag'>,
): GrowthScore | null {
  const measure = ig21MeasureOf(input.indicator);
  const standard = ig21StandardFor(base.ageDays, ga);
  if (!measure || !standard || input.indicator === 'bmi') return null;
  const lines =
    standard === 'newborn'
      ? ig21NewbornLines(ig21, measure, input.sex, ga)
      : ig21PostnatalLines(ig21, measure, input.sex, ga + base.ageDays);
  if (!lines) return null;
  // IG-21 length is recumbent length as measured, like Fenton's: no lying/standing adjustment.
  const z = zFromSdLines(lines, input.value);
  return {
    ...base,
    reference: standard === 'newborn' ? 'intergrowth21_newborn' : 'intergrowth21_preterm',
    table: `ig21_${standard === 'newborn' ? 'nbs' : 'png'}_${measure}`,
    measurementUsed: input.value,
    z,
    centile: growthCentileFromZ(z),
    flag: isGrowthZFlaggedBy(IG21_FLAG_RULES[measure], z),
  };
}

/** A score on the CDC 2000 charts (cdc2000.ts), or a score with no reference where CDC has no chart for the age. */
function scoreCdc2000(
  cdc: Cdc2000References,
  input: GrowthScoreInput,
  base: Omit<GrowthScore, 'reference' | 'table' | 'measurementUsed' | 'z' | 'centile' | 'flag'>,
): GrowthScore {
  const ageMonths = base.ageDaysUsed / DAYS_PER_MONTH;
  const table = cdc2000TableForAge(input.indicator, ageMonths);
  // Length before 24 months and stature from 24 (CDC's charts); the other position is adjusted by 0.7 cm, as for WHO.
  const adjust = (cm: number) => adjustedLengthHeightCm(cm, base.ageDaysUsed, input.measure);
  let measurementUsed: number;
  if (input.indicator === 'bmi') measurementUsed = bmiFromWeightHeight(input.weightKg, adjust(input.heightCm));
  else {
    if (!(input.value > 0) || !Number.isFinite(input.value)) throw new RangeError(`Measurement must be a positive number: ${input.value}`);
    measurementUsed = input.indicator === 'height' ? adjust(input.value) : input.value;
  }
  const lms = table ? cdc2000LmsAt(cdc[table][input.sex], ageMonths) : null;
  const z = lms ? zFromLms(measurementUsed, lms.L, lms.M, lms.S) : null;
  const scored = table !== null && z !== null && Number.isFinite(z);
  return {
    ...base,
    reference: scored ? 'cdc2000' : null,
    table: scored ? `cdc2000_${table}` : null,
    measurementUsed,
    z: scored ? z : null,
    centile: scored ? growthCentileFromZ(z) : null,
    flag: scored ? isCdc2000Implausible(table, measurementUsed, lms!) : false,
  };
}

export function scoreGrowth(
  refs: GrowthReferences,
  input: GrowthScoreInput,
  china?: ChinaReferences,
  ig21?: Ig21References,
  cdc?: Cdc2000References,
): GrowthScore {
  const ageDays = ageInDays(input.birthDate, input.measuredOn);
  if (ageDays < 0) throw new RangeError(`Measured on ${input.measuredOn}, before birth on ${input.birthDate}`);
  const ga = input.gestationalAgeDays;
  const corrected =
    ga === null ? ageDays : correctedFromChronologicalDays(ageDays, ga, correctionEndDays(ga, input.growthReference ?? 'who'));
  const pma = ga === null ? null : postmenstrualAgeDays(ga, ageDays);
  if (input.pretermReference === 'intergrowth21' && ga !== null) {
    if (!ig21) throw new Error('The INTERGROWTH-21st tables are needed to score against them');
    if (input.indicator !== 'bmi' && !(input.value > 0 && Number.isFinite(input.value)))
      throw new RangeError(`Measurement must be a positive number: ${input.value}`);
    const scored = scoreIg21(ig21, input, ga, {
      indicator: input.indicator,
      ageDays,
      correctedAgeDays: corrected,
      ageDaysUsed: corrected,
      postmenstrualAgeDays: pma,
    });
    if (scored) return scored;
  }
  if (input.growthReference === 'china') {
    if (!china) throw new Error('The China tables are needed to score against WS/T 423—2022');
    const table = chinaTableForAge(input.indicator, corrected);
    const base = { indicator: input.indicator, ageDays, correctedAgeDays: corrected, ageDaysUsed: corrected, postmenstrualAgeDays: pma };
    const scored = table ? scoreChina(china, table, input, base) : null;
    if (scored) return scored;
  }
  if (input.growthReference === 'cdc2000' && corrected >= 0) {
    if (!cdc) throw new Error('The CDC 2000 tables are needed to score against them');
    return scoreCdc2000(cdc, input, {
      indicator: input.indicator,
      ageDays,
      correctedAgeDays: corrected,
      ageDaysUsed: corrected,
      postmenstrualAgeDays: pma,
    });
  }

  // Before term (only a preterm baby, whose GA is known, has a negative corrected age): Fenton by postmenstrual age.
  const tableAtAge = corrected < 0 ? (pma === null ? null : fentonTableFor(input.indicator)) : whoTableForAge(input.indicator, corrected);
  const x = corrected < 0 ? (pma ?? 0) : whoTableAxis(corrected);

  const measurementUsed = measurementInApiUnits(input, tableAtAge, corrected);
  const y = tableAtAge === 'fenton2013_weight' ? measurementUsed * GRAMS_PER_KG : measurementUsed;
  const z = tableAtAge ? growthTableZ(refs, tableAtAge, input.sex, x, y) : null;
  // Below Fenton's first row (22+4 weeks for weight, 23+4 for length/HC) there is no reference either.
  const table = z !== null ? tableAtAge : null;
  return {
    indicator: input.indicator,
    ageDays,
    correctedAgeDays: corrected,
    ageDaysUsed: corrected,
    postmenstrualAgeDays: pma,
    reference: table ? growthReferenceOfTable(table) : null,
    table,
    measurementUsed,
    z,
    centile: z === null ? null : growthCentileFromZ(z),
    flag: table !== null && z !== null && isGrowthZFlagged(table, z),
  };
}

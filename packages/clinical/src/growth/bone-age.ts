/**
 * Bone age beside the height (issue 33). A doctor reads a hand-and-wrist radiograph (Greulich–Pyle, TW3 or
 * China's 中华05 method) and records the skeletal age; the chart plots the child's height a second time at that
 * age, joined to the height at the chronological age, as the RCPCH growth charts draw a bone age given with a
 * height (rcpchgrowth's measurement: bone_age, bone_age_type). Here the height is also scored against the child's
 * reference at the bone age ("height SDS for bone age": where that second point lies among the centiles). A child
 * whose height is ordinary for their bone age but low for their age has room to grow.
 */
import { addDays, daysBetween, DAYS_PER_MONTH, type IsoDate } from '../dates.ts';
import type { Cdc2000References } from './cdc2000.ts';
import type { ChinaReferences } from './china.ts';
import type { GrowthReferences } from './reference.ts';
import { scoreGrowth, type GrowthReferenceChoice, type GrowthScore } from './score.ts';
import type { LengthMeasure, Sex } from './types.ts';

/**
 * Product rule: a height measured within 31 days of the radiograph is taken as the height at its date (a month's
 * growth is under 1 cm after infancy, below a bone age reading's own error of 6-12 months). Not a published cut-off.
 */
export const BONE_AGE_HEIGHT_WINDOW_DAYS = 31;

/** The days of a bone age read in months, as ages are counted elsewhere here (30.4375-day months). */
export function boneAgeDays(boneAgeMonths: number): number {
  return Math.round(boneAgeMonths * DAYS_PER_MONTH);
}

export interface HeightForBoneAgeInput {
  sex: Sex;
  heightCm: number;
  /** The height's date; the bone age is the skeleton's age on that day. */
  measuredOn: IsoDate;
  boneAgeDays: number;
  measure?: LengthMeasure;
  growthReference?: GrowthReferenceChoice;
}

/**
 * The height scored as if the child's age were the bone age: the score of a child born `boneAgeDays` before the
 * measurement, with no correction for prematurity (bone age is the skeleton's own clock). Null z where the
 * reference has no row at that age.
 */
export function heightForBoneAge(
  refs: GrowthReferences,
  input: HeightForBoneAgeInput,
  china?: ChinaReferences,
  cdc?: Cdc2000References,
): GrowthScore {
  if (!(input.boneAgeDays >= 0) || !Number.isFinite(input.boneAgeDays))
    throw new RangeError(`Bone age must be 0 or more days: ${input.boneAgeDays}`);
  return scoreGrowth(
    refs,
    {
      indicator: 'height',
      value: input.heightCm,
      sex: input.sex,
      birthDate: addDays(input.measuredOn, -Math.round(input.boneAgeDays)),
      measuredOn: input.measuredOn,
      gestationalAgeDays: null,
      ...(input.measure ? { measure: input.measure } : {}),
      growthReference: input.growthReference ?? 'who',
    },
    china,
    undefined,
    cdc,
  );
}

/** The height the radiograph is read beside: the one measured nearest its date within the window (earlier on a tie). */
export function heightNearBoneAge<T extends { date: IsoDate; heightCm: number | null }>(records: readonly T[], takenOn: IsoDate): T | null {
  let best: T | null = null;
  let bestGap = Infinity;
  for (const record of records) {
    if (record.heightCm === null) continue;
    const signed = daysBetween(takenOn, record.date);
    const gap = Math.abs(signed);
    if (gap > BONE_AGE_HEIGHT_WINDOW_DAYS) continue;
    if (gap < bestGap || (gap === bestGap && best !== null && record.date < best.date)) {
      best = record;
      bestGap = gap;
    }
  }
  return best;
}

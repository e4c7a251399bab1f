/**
 * Centile lines for drawing growth charts, computed from the same tables and the same table choice
 * as scoreGrowth, so that a child plotted exactly on a line scores that line's centile.
 */
import { DAYS_PER_MONTH, DAYS_PER_WEEK } from '../dates.ts';
import { who2006DayFromMonths } from './age.ts';
import { WHO2006_LAST_DAY } from './coverage.ts';
import { valueFromLms, valueFromZRestricted } from './lms.ts';
import { LENGTH_UNTIL_DAYS } from './measurement.ts';
import { growthZFromCentile } from './normal.ts';
import { growthLmsAt, type GrowthReferences } from './reference.ts';
import { GRAMS_PER_KG } from './score.ts';
import { fentonTableFor, whoTablePointForAge } from './table-for-age.ts';
import { GROWTH_TABLE_RULES } from './table-score.ts';
import type { GrowthIndicator, GrowthTableId, Sex } from './types.ts';

export interface GrowthCentileLine<P> {
  readonly centile: number;
  readonly points: readonly P[];
}
export interface GrowthChartPoint {
  readonly ageMonths: number;
  readonly value: number;
}
export interface FentonChartPoint {
  readonly postmenstrualAgeWeeks: number;
  /** kg for weight (the Fenton table is in grams), cm for length and head circumference. */
  readonly value: number;
}

function assertRange(from: number, to: number, step: number, unit: string): void {
  if (!(Number.isFinite(from) && Number.isFinite(to) && from >= 0 && from <= to)) throw new RangeError(`Bad ${unit} range: ${from}–${to}`);
  if (!(step > 0)) throw new RangeError(`Step must be positive: ${step} ${unit}`);
}

/** from, from + step, … up to `to` inclusive (with float slack), and `to` itself. */
function grid(from: number, to: number, step: number): number[] {
  const out: number[] = [];
  for (let i = 0; from + i * step <= to + 1e-9; i++) out.push(from + i * step);
  if (out[out.length - 1] !== to) out.push(to);
  return out;
}

/** Line value at a table point; weight-based WHO tables use the restricted SD lines beyond ±3. */
function lineValue(refs: GrowthReferences, table: GrowthTableId, sex: Sex, x: number, z: number): number | null {
  const lms = growthLmsAt(refs[table][sex], x);
  if (!lms) return null;
  const value = GROWTH_TABLE_RULES[table].restricted ? valueFromZRestricted(z, lms) : valueFromLms(z, lms.L, lms.M, lms.S);
  return Number.isFinite(value) ? value : null;
}

/**
 * WHO centile lines from `fromMonths` to `toMonths` (default step 1 month). Under day 1857 each
 * sample is the WHO 2006 row of the nearest day (plotted at that day's exact age in months);
 * after, WHO 2007 at exact months. Extra points on both sides of the length→height step at
 * 730/731 days and of the WHO 2006→2007 switch at 1856/1857 days keep the seams visible.
 * Ages outside a reference's coverage have no points.
 */
export function growthCentileLines(
  refs: GrowthReferences,
  input: { sex: Sex; indicator: GrowthIndicator; centiles: readonly number[]; fromMonths: number; toMonths: number; stepMonths?: number },
): GrowthCentileLine<GrowthChartPoint>[] {
  const { fromMonths, toMonths } = input;
  assertRange(fromMonths, toMonths, input.stepMonths ?? 1, 'months');
  const days = new Set<number>();
  const exactMonths = new Set<number>();
  for (const months of grid(fromMonths, toMonths, input.stepMonths ?? 1)) {
    const day = who2006DayFromMonths(months);
    if (day <= WHO2006_LAST_DAY) days.add(day);
    else exactMonths.add(months);
  }
  const fromDay = fromMonths * DAYS_PER_MONTH;
  const toDay = toMonths * DAYS_PER_MONTH;
  for (const seam of [LENGTH_UNTIL_DAYS - 1, LENGTH_UNTIL_DAYS, WHO2006_LAST_DAY, WHO2006_LAST_DAY + 1]) {
    if (seam < fromDay || seam > toDay) continue;
    if (seam <= WHO2006_LAST_DAY) days.add(seam);
    else exactMonths.add(seam / DAYS_PER_MONTH);
  }
  const samples = [...days].map((day) => ({ ageDays: day, ageMonths: day / DAYS_PER_MONTH }));
  for (const months of exactMonths) samples.push({ ageDays: months * DAYS_PER_MONTH, ageMonths: months });
  samples.sort((a, b) => a.ageMonths - b.ageMonths);

  return input.centiles.map((centile) => {
    const z = growthZFromCentile(centile);
    const points: GrowthChartPoint[] = [];
    for (const sample of samples) {
      const point = whoTablePointForAge(input.indicator, sample.ageDays);
      const value = point ? lineValue(refs, point.table, input.sex, point.x, z) : null;
      if (value !== null) points.push({ ageMonths: sample.ageMonths, value });
    }
    return { centile, points };
  });
}

/**
 * Fenton 2013 centile lines for the preterm chart, x = postmenstrual age in weeks, from `fromDays`
 * to `toDays` of postmenstrual age (default step 7 days), clipped to the table (weight from 22+4,
 * length and head circumference from 23+4, all to 50+0 weeks).
 */
export function fentonCentileLines(
  refs: GrowthReferences,
  input: {
    sex: Sex;
    indicator: Exclude<GrowthIndicator, 'bmi'>;
    centiles: readonly number[];
    fromDays: number;
    toDays: number;
    stepDays?: number;
  },
): GrowthCentileLine<FentonChartPoint>[] {
  const stepDays = input.stepDays ?? DAYS_PER_WEEK;
  assertRange(input.fromDays, input.toDays, stepDays, 'days');
  const table = fentonTableFor(input.indicator);
  if (!table) throw new RangeError(`No Fenton table for ${input.indicator}`);
  const scale = table === 'fenton2013_weight' ? 1 / GRAMS_PER_KG : 1;
  const xs = grid(input.fromDays, input.toDays, stepDays);
  return input.centiles.map((centile) => {
    const z = growthZFromCentile(centile);
    const points: FentonChartPoint[] = [];
    for (const pma of xs) {
      const value = lineValue(refs, table, input.sex, pma, z);
      if (value !== null) points.push({ postmenstrualAgeWeeks: pma / DAYS_PER_WEEK, value: value * scale });
    }
    return { centile, points };
  });
}

/**
 * The CDC 2000 growth charts (Kuczmarski RJ et al., Vital Health Stat 11 2002;(246)): CDC/NCHS's own LMS data files
 * (reference-data README, "CDC 2000"), one file per chart holding both sexes (Sex 1 = male, 2 = female) by age in
 * months at the half-month points (0, 0.5, 1.5, … for the infant charts; 24, 24.5, 25.5, … 240 for the 2–20 year ones).
 *
 * Rules, as CDC's SAS program for the growth charts applies them:
 *  - age in months = days / 30.4375; L, M and S are linear in age between two rows, a row itself on its age;
 *  - infant charts (length, weight 0–24 months; head circumference 0–36 months) below 24 months, the 2–20 year charts
 *    (stature, weight, BMI) from 24 months;
 *  - z is Cole's LMS z (no WHO restriction beyond ±3 SD), the centile Φ(z).
 * The age ranges are the charts': height and weight 0–240 months, head circumference 0–36, BMI 24–240.5. Outside them
 * the score is null (no CDC chart exists there); nothing falls back to WHO.
 * Choices of this product, not CDC's: a length/height taken in the other position than the chart's (recumbent before
 * 24 months, standing from 24) is adjusted by 0.7 cm as for WHO (measurement.ts).
 * Implausible values are flagged as CDC's SAS program flags "biologically implausible values": on the modified z, the
 * distance from the median in units of half the distance from the median to the z ±2 line on the value's side,
 * beyond the program's limits per chart (weight −5/+8, height −5/+4, BMI −4/+8, head circumference −5/+5). The plain
 * LMS z cannot serve: with L < 0 it is bounded above (weight at 8 years never passes about +4.5).
 */
import { parseCsv } from '../csv.ts';
import { valueFromLms, type GrowthLmsParams } from './lms.ts';
import type { GrowthFlagRule } from './table-score.ts';
import type { GrowthIndicator, Sex } from './types.ts';

export type Cdc2000TableName = 'lenageinf' | 'wtageinf' | 'hcageinf' | 'statage' | 'wtage' | 'bmiagerev';
export type Cdc2000TableId = `cdc2000_${Cdc2000TableName}`;
export const CDC2000_TABLE_NAMES: readonly Cdc2000TableName[] = ['lenageinf', 'wtageinf', 'hcageinf', 'statage', 'wtage', 'bmiagerev'];

/** Below this age (months) the infant charts apply; from it, the 2–20 year charts (CDC's rule). */
export const CDC2000_CHILD_FROM_MONTHS = 24;
/** Last age of each chart this product scores on (months): the last row of the table, except the infant charts' overlap. */
export const CDC2000_LAST_MONTH: Readonly<Record<Cdc2000TableName, number>> = {
  lenageinf: CDC2000_CHILD_FROM_MONTHS,
  wtageinf: CDC2000_CHILD_FROM_MONTHS,
  hcageinf: 36,
  statage: 240,
  wtage: 240,
  bmiagerev: 240.5,
};

export interface Cdc2000Row extends GrowthLmsParams {
  readonly ageMonths: number;
}
export interface Cdc2000Table {
  readonly rows: readonly Cdc2000Row[];
}
export type Cdc2000References = Readonly<Record<Cdc2000TableName, Readonly<Record<Sex, Cdc2000Table>>>>;

export function cdc2000FileName(table: Cdc2000TableName): string {
  return `cdc2000_${table}.csv`;
}

const SEX_CODE: Readonly<Record<string, Sex>> = { '1': 'male', '2': 'female' };

function num(text: string | undefined, what: string): number {
  const n = Number(text);
  if (text === undefined || text === '' || !Number.isFinite(n)) throw new Error(`${what}: not a number: "${text}"`);
  return n;
}

/** Parses one CDC data file (Sex, Agemos, L, M, S, then percentiles, ignored here); ages must rise within each sex. */
export function parseCdc2000Table(csvText: string, label: string): Readonly<Record<Sex, Cdc2000Table>> {
  const bySex: Record<Sex, Cdc2000Row[]> = { male: [], female: [] };
  parseCsv(csvText).forEach((record, i) => {
    const where = `${label} row ${i + 2}`;
    // CDC's length-for-age file repeats its header before the girls' rows: kept as published, skipped here.
    if (record.Sex === 'Sex') return;
    const sex = SEX_CODE[record.Sex ?? ''];
    if (!sex) throw new Error(`${where}: Sex must be 1 or 2: "${record.Sex}"`);
    const row = {
      ageMonths: num(record.Agemos, `${where} Agemos`),
      L: num(record.L, `${where} L`),
      M: num(record.M, `${where} M`),
      S: num(record.S, `${where} S`),
    };
    if (!(row.M > 0 && row.S > 0)) throw new Error(`${where}: M and S must be positive`);
    const rows = bySex[sex];
    if (rows.length > 0 && !(row.ageMonths > rows[rows.length - 1]!.ageMonths)) throw new Error(`${where}: Agemos must increase`);
    rows.push(row);
  });
  if (bySex.male.length < 2 || bySex.female.length < 2) throw new Error(`${label}: fewer than two rows for a sex`);
  return { male: { rows: bySex.male }, female: { rows: bySex.female } };
}

export function loadCdc2000References(readText: (fileName: string) => string): Cdc2000References {
  const entries = CDC2000_TABLE_NAMES.map((table) => [table, parseCdc2000Table(readText(cdc2000FileName(table)), cdc2000FileName(table))]);
  return Object.fromEntries(entries) as Record<Cdc2000TableName, Record<Sex, Cdc2000Table>>;
}

/** L, M, S at an age in months: linear between the two rows around it, the row itself on its age; null outside the table. */
export function cdc2000LmsAt(table: Cdc2000Table, ageMonths: number): GrowthLmsParams | null {
  if (!Number.isFinite(ageMonths)) return null;
  const upperIndex = table.rows.findIndex((row) => row.ageMonths >= ageMonths);
  const upper = table.rows[upperIndex];
  if (!upper) return null;
  if (upper.ageMonths === ageMonths) return upper;
  const lower = table.rows[upperIndex - 1];
  if (!lower) return null;
  const t = (ageMonths - lower.ageMonths) / (upper.ageMonths - lower.ageMonths);
  return {
    L: lower.L * (1 - t) + upper.L * t,
    M: lower.M * (1 - t) + upper.M * t,
    S: lower.S * (1 - t) + upper.S * t,
  };
}

const INFANT: Readonly<Record<GrowthIndicator, Cdc2000TableName | null>> = {
  height: 'lenageinf',
  weight: 'wtageinf',
  headSize: 'hcageinf',
  bmi: null,
};
const CHILD: Readonly<Record<GrowthIndicator, Cdc2000TableName | null>> = {
  height: 'statage',
  weight: 'wtage',
  headSize: 'hcageinf',
  bmi: 'bmiagerev',
};

/** The CDC chart of an indicator at an age in months, or null where CDC has none (then there is no score). */
export function cdc2000TableForAge(indicator: GrowthIndicator, ageMonths: number): Cdc2000TableName | null {
  if (!(ageMonths >= 0)) return null;
  const table = ageMonths < CDC2000_CHILD_FROM_MONTHS ? INFANT[indicator] : CHILD[indicator];
  return table && ageMonths <= CDC2000_LAST_MONTH[table] ? table : null;
}

/** CDC's limits of the modified z per chart (module comment). */
const WEIGHT_LIMITS: GrowthFlagRule = { below: -5, above: 8 };
const HEIGHT_LIMITS: GrowthFlagRule = { below: -5, above: 4 };
export const CDC2000_FLAG_RULES: Readonly<Record<Cdc2000TableName, GrowthFlagRule>> = {
  lenageinf: HEIGHT_LIMITS,
  statage: HEIGHT_LIMITS,
  wtageinf: WEIGHT_LIMITS,
  wtage: WEIGHT_LIMITS,
  hcageinf: { below: -5, above: 5 },
  bmiagerev: { below: -4, above: 8 },
};

/** CDC's modified z: (y − M) over half the distance from M to the z +2 line (y above M) or the z −2 line (below). */
export function cdc2000ModifiedZ(y: number, lms: GrowthLmsParams): number {
  const line = (z: number) => valueFromLms(z, lms.L, lms.M, lms.S);
  return y >= lms.M ? (y - lms.M) / ((line(2) - lms.M) / 2) : (y - lms.M) / ((lms.M - line(-2)) / 2);
}

/** Whether a value is biologically implausible on a CDC chart (CDC's rule, module comment). */
export function isCdc2000Implausible(table: Cdc2000TableName, y: number, lms: GrowthLmsParams): boolean {
  const rule = CDC2000_FLAG_RULES[table];
  const z = cdc2000ModifiedZ(y, lms);
  return z < rule.below || z > rule.above;
}

/**
 * INTERGROWTH-21st for preterm babies, the choice a family or doctor may make instead of Fenton 2013 (issue 17):
 *  - Newborn size standards: weight, length and head circumference at birth by gestational age, 24+0 to 42+6
 *    weeks (168–300 days) — Villar J et al., Lancet 2014;384:857–68, and for 24–32 weeks, Villar J et al., Lancet
 *    2016;387:844–5.
 *  - Postnatal growth standards for preterm infants: weight, length and head circumference by postmenstrual age,
 *    27 to 64 weeks — Villar J et al., Lancet Glob Health 2015;3:e681–91.
 * Tables: reference-data README §3b (ig21_newborn_size_zscores.csv, ig21_postnatal_preterm_zscores.csv; SD lines
 * −3 … +3, weight in kg to 2 dp, length and head circumference in cm to 1 dp; from lshtm-gigs/gigs, checked there
 * against the ST3 parameters). docs/reference-intergrowth21.md says what was checked and how it is used.
 *
 * Like WS/T 423 (china.ts), the tables are SD lines, so the same stated methods apply and a value on a line scores
 * exactly that line's z:
 *  - z is piecewise-linear between SD lines, the outermost interval extended beyond ±3 SD (zFromSdLines);
 *  - newborn size is tabulated for every day of gestation: the row of the day, no interpolation;
 *  - the postnatal standard is tabulated by whole week of postmenstrual age: each SD line is linear in exact
 *    postmenstrual age (days / 7) between two weeks, the row itself at a whole week.
 */
import { parseCsv } from '../csv.ts';
import { CHINA_SD_COLUMNS } from './china.ts';
import type { GrowthIndicator, Sex } from './types.ts';

/** What IG-21 measures: the three size measures (it has no BMI). */
export type Ig21Measure = 'weight' | 'length' | 'headSize';
export type Ig21Standard = 'newborn' | 'postnatal';
/** The score's table: `ig21_nbs_*` (newborn size) or `ig21_png_*` (postnatal growth of preterm infants). */
export type Ig21TableId = `ig21_${'nbs' | 'png'}_${Ig21Measure}`;

/** Newborn size: 24+0 to 42+6 weeks of gestation (Villar 2014, 2016). */
export const IG21_NEWBORN_FIRST_DAY = 168;
export const IG21_NEWBORN_LAST_DAY = 300;
/**
 * Where the very-preterm equations (Villar 2016, below 33+0 weeks) give way to the newborn standard's ST3 model
 * (Villar 2014, from 33+0): the SD lines step there, most in the tails; each side is the published standard.
 */
export const IG21_NEWBORN_SEAM_DAY = 33 * 7;
/** Postnatal growth of preterm infants: 27 to 64 weeks of postmenstrual age (Villar 2015). */
export const IG21_POSTNATAL_FIRST_WEEK = 27;
export const IG21_POSTNATAL_LAST_WEEK = 64;
/**
 * The postnatal standard is for babies born preterm (before 37+0 weeks, WHO's definition; Villar 2015 built it
 * from the INTERGROWTH-21st preterm cohort): a baby born at term is scored on WHO after birth.
 */
export const IG21_PRETERM_BEFORE_DAYS = 37 * 7;

const DAYS_PER_WEEK = 7;

export interface Ig21Row {
  /** Gestational age in days (newborn size) or postmenstrual age in whole weeks (postnatal). */
  readonly x: number;
  /** Values at −3 … +3 SD, in kg or cm. */
  readonly lines: readonly number[];
}
export type Ig21Table = readonly Ig21Row[];
export type Ig21References = Readonly<Record<Ig21Standard, Readonly<Record<Ig21Measure, Readonly<Record<Sex, Ig21Table>>>>>>;

export const IG21_FILES: Readonly<Record<Ig21Standard, string>> = {
  newborn: 'ig21_newborn_size_zscores.csv',
  postnatal: 'ig21_postnatal_preterm_zscores.csv',
};
const MEASURE_OF_FILE: Readonly<Record<string, Ig21Measure>> = {
  weight_kg: 'weight',
  length_cm: 'length',
  head_circumference_cm: 'headSize',
};
const SEX_OF_FILE: Readonly<Record<string, Sex>> = { boys: 'male', girls: 'female' };
const X_OF: Readonly<Record<Ig21Standard, { column: string; name?: string }>> = {
  newborn: { column: 'gestational_age_days' },
  postnatal: { column: 'x_value', name: 'pma_weeks' },
};

function num(text: string | undefined, what: string): number {
  const n = Number(text);
  if (text === undefined || text === '' || !Number.isFinite(n)) throw new Error(`${what}: not a number: "${text}"`);
  return n;
}

/**
 * One standard's tables from its z-score CSV: rows of other measures (the postnatal weight-for-length) are left
 * out; within a table x must increase and each row's SD lines must increase.
 */
export function parseIg21Standard(csvText: string, standard: Ig21Standard, label: string): Record<Ig21Measure, Record<Sex, Ig21Table>> {
  const tables: Record<Ig21Measure, Record<Sex, Ig21Row[]>> = {
    weight: { male: [], female: [] },
    length: { male: [], female: [] },
    headSize: { male: [], female: [] },
  };
  const axis = X_OF[standard];
  parseCsv(csvText).forEach((record, i) => {
    const where = `${label} row ${i + 2}`;
    const measure = MEASURE_OF_FILE[record.measure ?? ''];
    if (!measure || (axis.name && record.x_name !== axis.name)) return;
    const sex = SEX_OF_FILE[record.sex ?? ''];
    if (!sex) throw new Error(`${where}: unknown sex "${record.sex}"`);
    const lines = CHINA_SD_COLUMNS.map((column) => num(record[column], `${where} ${column}`));
    lines.forEach((value, k) => {
      if (k > 0 && !(value > lines[k - 1]!)) throw new Error(`${where}: SD lines must increase`);
    });
    const rows = tables[measure][sex];
    const x = num(record[axis.column], `${where} ${axis.column}`);
    if (rows.length > 0 && !(x > rows.at(-1)!.x)) throw new Error(`${where}: ${axis.column} must increase`);
    rows.push({ x, lines });
  });
  for (const measure of Object.keys(tables) as Ig21Measure[]) {
    for (const sex of ['male', 'female'] as const)
      if (tables[measure][sex].length < 2) throw new Error(`${label}: no ${measure} table for ${sex}`);
  }
  return tables;
}

export function loadIg21References(readText: (fileName: string) => string): Ig21References {
  return {
    newborn: parseIg21Standard(readText(IG21_FILES.newborn), 'newborn', IG21_FILES.newborn),
    postnatal: parseIg21Standard(readText(IG21_FILES.postnatal), 'postnatal', IG21_FILES.postnatal),
  };
}

const MEASURE_OF_INDICATOR: Readonly<Record<GrowthIndicator, Ig21Measure | null>> = {
  height: 'length',
  weight: 'weight',
  headSize: 'headSize',
  bmi: null,
};

/** The IG-21 measure of an indicator; null for BMI (IG-21 has no BMI standard). */
export function ig21MeasureOf(indicator: GrowthIndicator): Ig21Measure | null {
  return MEASURE_OF_INDICATOR[indicator];
}

/** The SD lines of newborn size on a day of gestation (168–300, whole days); null outside. */
export function ig21NewbornLines(
  refs: Ig21References,
  measure: Ig21Measure,
  sex: Sex,
  gestationalAgeDays: number,
): readonly number[] | null {
  if (!Number.isInteger(gestationalAgeDays)) return null;
  return refs.newborn[measure][sex].find((row) => row.x === gestationalAgeDays)?.lines ?? null;
}

/**
 * The SD lines of the postnatal standard at an exact postmenstrual age in days (27 to 64 weeks): the week's row
 * at a whole week, else linear in age between the two weeks around it; null outside.
 */
export function ig21PostnatalLines(
  refs: Ig21References,
  measure: Ig21Measure,
  sex: Sex,
  postmenstrualAgeDays: number,
): readonly number[] | null {
  if (!Number.isFinite(postmenstrualAgeDays)) return null;
  const weeks = postmenstrualAgeDays / DAYS_PER_WEEK;
  const rows = refs.postnatal[measure][sex];
  const upperIndex = rows.findIndex((row) => row.x >= weeks);
  const upper = rows[upperIndex];
  if (!upper) return null;
  if (upper.x === weeks) return upper.lines;
  const lower = rows[upperIndex - 1];
  if (!lower) return null;
  const t = (weeks - lower.x) / (upper.x - lower.x);
  return lower.lines.map((a, k) => a * (1 - t) + upper.lines[k]! * t);
}

/**
 * Which IG-21 standard scores a measurement, or null where neither does (then Fenton before term, WHO after):
 * newborn size for a measurement on the day of birth with a gestation in 24+0…42+6 weeks; else, for a baby born
 * preterm, the postnatal standard from 27 to 64 weeks of postmenstrual age.
 */
export function ig21StandardFor(ageDays: number, gestationalAgeDays: number): Ig21Standard | null {
  if (ageDays === 0 && gestationalAgeDays >= IG21_NEWBORN_FIRST_DAY && gestationalAgeDays <= IG21_NEWBORN_LAST_DAY) return 'newborn';
  const pma = gestationalAgeDays + ageDays;
  if (
    gestationalAgeDays < IG21_PRETERM_BEFORE_DAYS &&
    pma >= IG21_POSTNATAL_FIRST_WEEK * DAYS_PER_WEEK &&
    pma <= IG21_POSTNATAL_LAST_WEEK * DAYS_PER_WEEK
  )
    return 'postnatal';
  return null;
}

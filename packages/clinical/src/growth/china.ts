/**
 * The Chinese national growth standard WS/T 423—2022《7岁以下儿童生长标准》(National Health Commission of the
 * PRC, 2022; in force 2023-03-01): length/height-, weight- (0–81 months) and head circumference-for-age
 * (0–36 months), as SD-line tables (−3 SD … +3 SD; reference-data README §4, an unverified transcription:
 * docs/reference-china-wst423.md says what was checked and which rows are in doubt).
 *
 * The standard tabulates SD lines, not LMS parameters, so the methods here are stated, not WHO's:
 *  - Between tabulated ages each SD line is linear in exact age in months (days / 30.4375); at a tabulated age
 *    the row itself is used, so a value on a line scores exactly that line's z.
 *  - Between two SD lines z is linear in the value (piecewise-linear z): z = k + (y − SDk)/(SDk+1 − SDk).
 *  - Beyond ±3 SD the outermost interval is extended, as WHO's restricted adjustment does
 *    (z = 3 + (y − SD3)/(SD3 − SD2); z = −3 + (y − SD−3)/(SD−2 − SD−3)).
 *  - Length before 24 months, standing height from 24 months (the standard's own rule, 2岁前为身长、2岁后为身高);
 *    a child measured in the other position is adjusted by 0.7 cm as for WHO (measurement.ts). Between 23 and 24
 *    months the 24-month height row is read as length (+0.7 cm), so interpolation never mixes the two.
 *  - Implausibility flags: WHO's rules for the same indicator (the standard defines none).
 */
import { parseCsv } from '../csv.ts';
import { LENGTH_HEIGHT_DIFFERENCE_CM } from './measurement.ts';
import { WHO_HEIGHT_FLAG, WHO_OTHER_FLAG, WHO_WEIGHT_FOR_AGE_FLAG, type GrowthFlagRule } from './table-score.ts';
import type { Sex } from './types.ts';

export const CHINA_SD_COLUMNS = ['SD3neg', 'SD2neg', 'SD1neg', 'SD0', 'SD1', 'SD2', 'SD3'] as const;
/** The z of each tabulated line, in the order of CHINA_SD_COLUMNS. */
export const CHINA_SD_Z = [-3, -2, -1, 0, 1, 2, 3] as const;

export type ChinaTableName = 'lhfa' | 'wfa' | 'hcfa';
export type ChinaTableId = `wst423_2022_${ChinaTableName}`;
export const CHINA_TABLE_NAMES: readonly ChinaTableName[] = ['lhfa', 'wfa', 'hcfa'];

/** Last tabulated age of each table (months): past it the child is scored on WHO. */
export const CHINA_LAST_MONTH: Readonly<Record<ChinaTableName, number>> = { lhfa: 81, wfa: 81, hcfa: 36 };
/** From this age (months) the lhfa rows are standing height. */
export const CHINA_HEIGHT_FROM_MONTHS = 24;

export interface ChinaSdRow {
  readonly ageMonths: number;
  /** Values at −3 … +3 SD (cm or kg). */
  readonly lines: readonly number[];
}

export interface ChinaSdTable {
  readonly rows: readonly ChinaSdRow[];
}

export type ChinaReferences = Readonly<Record<ChinaTableName, Readonly<Record<Sex, ChinaSdTable>>>>;

const FILE_SEX: Readonly<Record<Sex, string>> = { male: 'boys', female: 'girls' };

export function chinaReferenceFileName(table: ChinaTableName, sex: Sex): string {
  return `china_wst423_2022_${table}_${FILE_SEX[sex]}_sd.csv`;
}

function num(text: string | undefined, what: string): number {
  const n = Number(text);
  if (text === undefined || text === '' || !Number.isFinite(n)) throw new Error(`${what}: not a number: "${text}"`);
  return n;
}

/** Parses one SD table; ages must increase and every row must hold the seven lines in increasing order. */
export function parseChinaSdTable(csvText: string, label: string): ChinaSdTable {
  const records = parseCsv(csvText);
  if (records.length < 2) throw new Error(`${label}: fewer than two rows`);
  const rows = records.map((record, i): ChinaSdRow => {
    const where = `${label} row ${i + 2}`;
    const lines = CHINA_SD_COLUMNS.map((column) => num(record[column], `${where} ${column}`));
    lines.forEach((value, k) => {
      if (k > 0 && !(value > lines[k - 1]!)) throw new Error(`${where}: SD lines must increase`);
    });
    return { ageMonths: num(record.age_months, `${where} age_months`), lines };
  });
  rows.forEach((row, i) => {
    if (i > 0 && !(row.ageMonths > rows[i - 1]!.ageMonths)) throw new Error(`${label}: age_months must increase at row ${i + 2}`);
  });
  return { rows };
}

export function loadChinaReferences(readText: (fileName: string) => string): ChinaReferences {
  const entries = CHINA_TABLE_NAMES.map((table) => {
    const bySex = Object.fromEntries(
      (['male', 'female'] as const).map((sex) => {
        const file = chinaReferenceFileName(table, sex);
        return [sex, parseChinaSdTable(readText(file), file)];
      }),
    ) as Record<Sex, ChinaSdTable>;
    return [table, bySex] as const;
  });
  return Object.fromEntries(entries) as Record<ChinaTableName, Record<Sex, ChinaSdTable>>;
}

const lengthOf = (row: ChinaSdRow): readonly number[] => row.lines.map((v) => v + LENGTH_HEIGHT_DIFFERENCE_CM);

/**
 * The seven SD lines at an exact age in months, linear in age between tabulated rows (module comment); the row
 * itself at a tabulated age. Null before the first or after the last row.
 */
export function chinaSdLinesAt(refs: ChinaReferences, table: ChinaTableName, sex: Sex, ageMonths: number): readonly number[] | null {
  if (!Number.isFinite(ageMonths)) return null;
  const rows = refs[table][sex].rows;
  const upperIndex = rows.findIndex((row) => row.ageMonths >= ageMonths);
  const upper = rows[upperIndex];
  if (!upper) return null;
  if (upper.ageMonths === ageMonths) return upper.lines;
  const lower = rows[upperIndex - 1];
  if (!lower) return null;
  const upperLines = table === 'lhfa' && upper.ageMonths === CHINA_HEIGHT_FROM_MONTHS ? lengthOf(upper) : upper.lines;
  const t = (ageMonths - lower.ageMonths) / (upper.ageMonths - lower.ageMonths);
  // a·(1−t) + b·t: exact at both ends.
  return lower.lines.map((a, k) => a * (1 - t) + upperLines[k]! * t);
}

/** Piecewise-linear z of `y` against seven SD lines; beyond ±3 SD the outermost interval is extended. */
export function zFromSdLines(lines: readonly number[], y: number): number {
  if (lines.length !== CHINA_SD_Z.length) throw new RangeError('Seven SD lines expected');
  if (!(y > 0) || !Number.isFinite(y)) throw new RangeError(`Measurement must be a positive number: ${y}`);
  const last = lines.length - 1;
  // Interval index: the one whose upper line is the first at or above y, clamped to the outermost intervals.
  let k = 0;
  while (k < last - 1 && y > lines[k + 1]!) k++;
  const lo = lines[k]!;
  const hi = lines[k + 1]!;
  return CHINA_SD_Z[k]! + (y - lo) / (hi - lo);
}

/** The inverse: the value at z on the same piecewise-linear scale (used for the chart's centile lines). */
export function valueFromSdLines(lines: readonly number[], z: number): number {
  if (!Number.isFinite(z)) throw new RangeError(`z must be finite: ${z}`);
  const k = Math.min(Math.max(Math.floor(z) + 3, 0), lines.length - 2);
  const lo = lines[k]!;
  const hi = lines[k + 1]!;
  return lo + (z - CHINA_SD_Z[k]!) * (hi - lo);
}

/** WHO's flag rules for the same indicator (table-score.ts): the standard defines none of its own. */
export const CHINA_FLAG_RULES: Readonly<Record<ChinaTableName, GrowthFlagRule>> = {
  lhfa: WHO_HEIGHT_FLAG,
  wfa: WHO_WEIGHT_FOR_AGE_FLAG,
  hcfa: WHO_OTHER_FLAG,
};

/**
 * Parsing of the growth reference tables (WHO 2006, WHO 2007, Fenton 2013) into LMS tables, and
 * lookup of L, M, S at any x. The file system stays outside: the caller passes a reader callback.
 */
import { parseCsvRows } from '../csv.ts';
import type { GrowthLmsParams } from './lms.ts';
import { GROWTH_TABLE_IDS, type GrowthTableId, type Sex } from './types.ts';

/**
 * An LMS table on an evenly spaced x axis: days (WHO 2006 by age, Fenton), months (WHO 2007) or
 * 0.1 cm steps (weight-for-length/height). Row i is at x = first + i·step.
 */
export interface GrowthLmsTable {
  /** Name of the x column in the source CSV (age_days, age_months, length_cm…). */
  readonly xName: string;
  readonly first: number;
  readonly last: number;
  readonly step: number;
  readonly rows: readonly GrowthLmsParams[];
}

export type GrowthReferences = Readonly<Record<GrowthTableId, Readonly<Record<Sex, GrowthLmsTable>>>>;

const FILE_SEX: Readonly<Record<Sex, string>> = { male: 'boys', female: 'girls' };

export function growthReferenceFileName(id: GrowthTableId, sex: Sex): string {
  return `${id}_${FILE_SEX[sex]}.csv`;
}

/** Rows may sit off the ideal grid by float noise only (45.1 is not exactly 45 + 0.1). */
const GRID_TOLERANCE = 1e-6;

/**
 * Parses one reference CSV (x column first, then L, M, S; extra columns ignored). Cells are read by column
 * index, no object per row, and an error's words are made only when one is thrown: the server parses some 24,000
 * rows at every start, before the code is warm (issue 28, cold start).
 */
export function parseGrowthLmsTable(csvText: string, label: string): GrowthLmsTable {
  const [header = [], ...body] = parseCsvRows(csvText);
  const names = header.map((name) => name.trim());
  const xName = names[0];
  if (body.length < 2 || xName === undefined) throw new Error(`${label}: fewer than two rows`);
  // The x column, then L, M, S wherever the header puts them; a missing one reads as empty cells.
  const columns = [xName, 'L', 'M', 'S'] as const;
  const at = columns.map((name, k) => (k === 0 ? 0 : names.indexOf(name)));
  const number = (cells: readonly string[], k: 0 | 1 | 2 | 3, i: number): number => {
    const text = cells[at[k]!]?.trim();
    const n = Number(text);
    if (text === undefined || text === '' || !Number.isFinite(n))
      throw new Error(`${label} row ${i + 2} ${columns[k]}: not a number: "${text}"`);
    return n;
  };
  const xs: number[] = [];
  const rows: GrowthLmsParams[] = body.map((cells, i) => {
    xs.push(number(cells, 0, i));
    const lms = { L: number(cells, 1, i), M: number(cells, 2, i), S: number(cells, 3, i) };
    if (!(lms.M > 0 && lms.S > 0)) throw new Error(`${label} row ${i + 2}: M and S must be positive`);
    return lms;
  });
  const first = xs[0] as number;
  const last = xs[xs.length - 1] as number;
  const step = (last - first) / (xs.length - 1);
  if (!(step > 0)) throw new Error(`${label}: ${xName} must increase`);
  xs.forEach((x, i) => {
    if (Math.abs(x - (first + i * step)) > GRID_TOLERANCE) throw new Error(`${label}: ${xName} is not evenly spaced at row ${i + 2}`);
  });
  return { xName, first, last, step, rows };
}

/**
 * Reads and parses every growth table. `readText` receives a bare file name such as
 * `who2006_lhfa_boys.csv` (the server reads REFERENCE_DATA_DIR; tests read packages/clinical/reference-data, their default too).
 */
export function loadGrowthReferences(readText: (fileName: string) => string): GrowthReferences {
  const entries = GROWTH_TABLE_IDS.map((id) => {
    const male = growthReferenceFileName(id, 'male');
    const female = growthReferenceFileName(id, 'female');
    const bySex = { male: parseGrowthLmsTable(readText(male), male), female: parseGrowthLmsTable(readText(female), female) };
    return [id, bySex] as const;
  });
  return Object.fromEntries(entries) as Record<GrowthTableId, Record<Sex, GrowthLmsTable>>;
}

/** Distance from a grid row under which x counts as on the row (0.1 cm steps are inexact in binary). */
const ON_ROW_TOLERANCE = 1e-9;

/**
 * L, M, S at x, linearly interpolated between the two neighbouring rows (WHO 2007 months, WHO
 * weight-for-length/height off the 0.1 cm grid: README §1 rule 3 and §2). On a row it returns the row
 * itself, so integer-day WHO 2006 lookups use the table unchanged. Null outside the table. Between rows it writes the
 * values into `into` when given (a caller that reads them at once and keeps nothing: growthTableZ, so that scoring a
 * long history allocates no LMS object per score), else into a new object.
 */
export function growthLmsAt(table: GrowthLmsTable, x: number, into?: { L: number; M: number; S: number }): GrowthLmsParams | null {
  if (!Number.isFinite(x)) return null;
  const position = (x - table.first) / table.step;
  const lastIndex = table.rows.length - 1;
  const nearest = Math.round(position);
  if (Math.abs(position - nearest) < ON_ROW_TOLERANCE) return table.rows[nearest] ?? null;
  if (position < 0 || position > lastIndex) return null;
  const lo = Math.floor(position);
  const below = table.rows[lo];
  const above = table.rows[lo + 1];
  if (!below || !above) return null;
  const t = position - lo;
  const L = below.L + t * (above.L - below.L);
  const M = below.M + t * (above.M - below.M);
  const S = below.S + t * (above.S - below.S);
  if (!into) return { L, M, S };
  into.L = L;
  into.M = M;
  into.S = S;
  return into;
}

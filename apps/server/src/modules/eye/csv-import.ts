/**
 * Biometer CSV → exam rows with per-row problems (pure: no database). Rows are numbered as a spreadsheet
 * numbers them: the header is row 1, the first data row row 2, blank lines count.
 */
import { isIsoDate, parseCsvRows } from '@sprout/clinical';
import {
  EXAM_DEVICE_MAX_LENGTH,
  EXAM_NOTES_MAX_LENGTH,
  EYE_SIDES,
  eyeMeasurementsInputSchema,
  type EyeExamInput,
  type EyeMeasurementsInput,
  type EyeSide,
  type EyeTreatmentKey,
} from '@sprout/contracts';
import { problemFromIssue } from '../../http/zod-problems.ts';
import {
  EYE_VALUES,
  resolveHeader,
  TREATMENT_ALIASES,
  type IdentityField,
  type MeasurementField,
  type ResolvedColumn,
} from './import-columns.ts';
import { examProblems } from './rules.ts';

export const HEADER_ROW = 1;

export interface RowProblem {
  /** The column as the file writes it, or 'measurements' for a problem of the whole row. */
  column: string;
  messageKey: string;
  params?: Record<string, string | number>;
}

export interface ParsedImportRow {
  row: number;
  examDate: string | null;
  eye: EyeSide | 'both' | null;
  treatment: EyeTreatmentKey | null;
  device: string | null;
  notes: string | null;
  right: EyeMeasurementsInput | null;
  left: EyeMeasurementsInput | null;
  alreadyStored: boolean;
  problems: RowProblem[];
  /** Identifying values of the row and the header each came from (checked by import-identity.ts). */
  identity: Partial<Record<IdentityField, { value: string; column: string }>>;
}

export type ImportFileProblem = 'eye.import.empty' | 'eye.import.noDateColumn' | 'eye.import.noMeasurementColumn';

export interface ParsedImport {
  rows: ParsedImportRow[];
  ignoredColumns: string[];
  fileProblem: ImportFileProblem | null;
}

const ROW_COLUMN = 'measurements';
const DATE = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?$/;
const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const squash = (value: string) => value.toLowerCase().replace(/[\s\-_]+/g, '');

export function parseDate(value: string): string | null {
  const match = DATE.exec(value);
  if (!match) return null;
  const iso = `${match[1]}-${match[2]!.padStart(2, '0')}-${match[3]!.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

function parseEye(value: string): EyeSide | null {
  const key = squash(value);
  return EYE_SIDES.find((side) => EYE_VALUES[side].includes(key)) ?? null;
}

function parseTreatment(value: string): EyeTreatmentKey | null {
  const key = squash(value);
  const entry = Object.entries(TREATMENT_ALIASES).find(([name, aliases]) => name === value.trim() || aliases.includes(key));
  return (entry?.[0] as EyeTreatmentKey | undefined) ?? null;
}

interface Columns {
  byIndex: (ResolvedColumn | null)[];
  headers: string[];
}

function readHeader(header: string[]): { columns: Columns; ignored: string[] } {
  const seen = new Set<string>();
  const ignored: string[] = [];
  const byIndex = header.map((text) => {
    const resolved = resolveHeader(text);
    const key = resolved ? `${resolved.side ?? ''}:${resolved.column.name}` : null;
    // The first of two columns that mean the same thing wins; the other is reported as not used.
    if (!resolved || seen.has(key!)) {
      if (text.trim()) ignored.push(text.trim());
      return null;
    }
    seen.add(key!);
    return resolved;
  });
  return { columns: { byIndex, headers: header.map((h) => h.trim()) }, ignored };
}

interface RowContext {
  birthDate: string;
  today: string;
}

function parseRow(cells: string[], row: number, columns: Columns, ctx: RowContext): ParsedImportRow {
  const problems: RowProblem[] = [];
  const result: ParsedImportRow = {
    row,
    examDate: null,
    eye: null,
    treatment: null,
    device: null,
    notes: null,
    right: null,
    left: null,
    alreadyStored: false,
    problems,
    identity: {},
  };
  const generic: Record<string, number> = {};
  const sided: Record<EyeSide, Record<string, number>> = { right: {}, left: {} };
  // Which header supplied each value, so a problem names the column the doctor sees in the file.
  const source: Record<string, string> = {};
  let dateHeader = 'exam_date';
  let eyeHeader = 'eye';
  // Set inside the forEach below, which TypeScript cannot see: the cast keeps it from narrowing to null.
  let rowEye = null as EyeSide | null;

  columns.byIndex.forEach((resolved, index) => {
    if (!resolved) return;
    const header = columns.headers[index]!;
    const value = (cells[index] ?? '').trim();
    const { target } = resolved.column;
    if (target.kind === 'examDate') dateHeader = header;
    if (target.kind === 'eye') eyeHeader = header;
    if (value === '') return;
    switch (target.kind) {
      case 'identity':
        result.identity[target.field] = { value, column: header };
        return;
      case 'examDate':
        result.examDate = parseDate(value);
        if (!result.examDate) problems.push({ column: header, messageKey: 'eye.import.date', params: { value } });
        return;
      case 'eye': {
        const side = parseEye(value);
        if (side) rowEye = side;
        else problems.push({ column: header, messageKey: 'eye.import.eye', params: { value } });
        return;
      }
      case 'treatment':
        result.treatment = parseTreatment(value);
        if (!result.treatment) problems.push({ column: header, messageKey: 'eye.import.treatment', params: { value } });
        return;
      case 'device':
      case 'notes': {
        const max = target.kind === 'device' ? EXAM_DEVICE_MAX_LENGTH : EXAM_NOTES_MAX_LENGTH;
        if (value.length > max) problems.push({ column: header, messageKey: 'validation.tooLong', params: { max } });
        else result[target.kind] = value;
        return;
      }
      case 'measurement': {
        if (!NUMBER.test(value)) {
          problems.push({ column: header, messageKey: 'eye.import.number', params: { value } });
          return;
        }
        const bucket = resolved.side ? sided[resolved.side] : generic;
        bucket[target.field] = Number(value);
        source[`${resolved.side ?? '*'}.${target.field}`] = header;
      }
    }
  });

  if (result.examDate === null && !problems.some((p) => p.column === dateHeader)) {
    problems.push({ column: dateHeader, messageKey: 'validation.required' });
  }
  if (Object.keys(generic).length > 0) {
    if (!rowEye) problems.push({ column: eyeHeader, messageKey: 'eye.import.eyeRequired' });
    else {
      for (const [field, value] of Object.entries(generic)) {
        sided[rowEye][field] ??= value;
        source[`${rowEye}.${field}`] ??= source[`*.${field}`]!;
      }
    }
  }

  const headerOf = (side: EyeSide, field: string) => source[`${side}.${field}`] ?? source[`*.${field}`] ?? field;
  for (const side of EYE_SIDES) {
    if (Object.keys(sided[side]).length === 0) continue;
    const parsed = eyeMeasurementsInputSchema.safeParse(sided[side]);
    if (parsed.success) result[side] = parsed.data;
    else {
      for (const issue of parsed.error.issues) {
        for (const p of problemFromIssue(issue, ROW_COLUMN))
          problems.push({ column: headerOf(side, String(issue.path[0] ?? p.field)), messageKey: p.messageKey, params: p.params });
      }
    }
  }
  const hasRight = result.right !== null;
  const hasLeft = result.left !== null;
  result.eye = hasRight && hasLeft ? 'both' : hasRight ? 'right' : hasLeft ? 'left' : rowEye;

  if (result.examDate && problems.length === 0) {
    for (const p of examProblems({ examDate: result.examDate, right: result.right, left: result.left }, ctx.birthDate, ctx.today)) {
      if (p.field === 'examDate') problems.push({ column: dateHeader, messageKey: p.messageKey });
      else if (p.field === 'right') problems.push({ column: ROW_COLUMN, messageKey: 'eye.import.noMeasurement' });
      else {
        const [side, field] = p.field.split('.') as [EyeSide, MeasurementField];
        const partner = field === 'k1' ? 'k2' : 'k1';
        problems.push({ column: source[`${side}.${field}`] ?? headerOf(side, partner), messageKey: p.messageKey });
      }
    }
  }
  return result;
}

/** Reads the file; `today` is the latest date an exam may have, `birthDate` the earliest. */
export function parseEyeImport(text: string, ctx: RowContext): ParsedImport {
  const [header, ...body] = parseCsvRows(text, { keepEmptyRows: true });
  const lines = body.map((cells, i) => ({ cells, row: HEADER_ROW + 1 + i })).filter(({ cells }) => cells.some((c) => c.trim() !== ''));
  if (!header || lines.length === 0) return { rows: [], ignoredColumns: [], fileProblem: 'eye.import.empty' };
  const { columns, ignored } = readHeader(header);
  const kinds = columns.byIndex.map((c) => c?.column.target.kind);
  if (!kinds.includes('examDate')) return { rows: [], ignoredColumns: ignored, fileProblem: 'eye.import.noDateColumn' };
  if (!kinds.includes('measurement')) return { rows: [], ignoredColumns: ignored, fileProblem: 'eye.import.noMeasurementColumn' };
  return { rows: lines.map(({ cells, row }) => parseRow(cells, row, columns, ctx)), ignoredColumns: ignored, fileProblem: null };
}

/**
 * Rows of one date become one exam (one row per eye, or one row with both). The same eye twice on one date
 * is a problem of the later row; a date that already has a stored exam is marked and left out.
 */
export function mergeImportRows(rows: ParsedImportRow[], storedDates: ReadonlySet<string>): EyeExamInput[] {
  const groups = new Map<string, { exam: EyeExamInput; sideRow: Partial<Record<EyeSide, number>> }>();
  for (const row of rows) {
    if (row.problems.length > 0 || !row.examDate) continue;
    row.alreadyStored = storedDates.has(row.examDate);
    let group = groups.get(row.examDate);
    if (!group) {
      group = { exam: { examDate: row.examDate, treatment: 'none', device: null, notes: null, right: {}, left: {} }, sideRow: {} };
      groups.set(row.examDate, group);
    }
    const clash = EYE_SIDES.find((side) => row[side] && group.sideRow[side] !== undefined);
    if (clash) {
      row.problems.push({ column: 'eye', messageKey: 'eye.import.duplicateInFile', params: { other: group.sideRow[clash]! } });
      continue;
    }
    for (const side of EYE_SIDES) {
      if (!row[side]) continue;
      group.sideRow[side] = row.row;
      group.exam[side] = row[side];
    }
    if (row.treatment && group.exam.treatment === 'none') group.exam.treatment = row.treatment;
    group.exam.device ??= row.device;
    group.exam.notes ??= row.notes;
  }
  return [...groups.values()].filter(({ exam }) => !storedDates.has(exam.examDate)).map(({ exam }) => exam);
}

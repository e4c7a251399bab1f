/**
 * The start-up check of every reference table (issue 29): each file is read and parsed on its own, then checked
 * for its row count, the range of its medians, both sexes, and medians that rise along the x axis, so that a
 * missing, truncated or swapped file stops the server before its first answer, in one message naming every
 * file at fault. The expected shapes are those of packages/clinical/reference-data/README.md; a new table adds its row here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  AXIAL_LENGTH_REFERENCE_FILES,
  CDC2000_TABLE_NAMES,
  cdc2000FileName,
  parseCdc2000Table,
  CHINA_SD_COLUMNS,
  CHINA_TABLE_NAMES,
  chinaReferenceFileName,
  GROWTH_TABLE_IDS,
  growthReferenceFileName,
  IG21_FILES,
  parseAxialLengthTable,
  parseChinaSdTable,
  parseCsv,
  parseGrowthLmsTable,
  parseIg21Standard,
  type Cdc2000TableName,
  type ChinaTableName,
  type GrowthTableId,
  type Sex,
} from '@sprout/clinical';

/** One table as it must be: its data rows and where its medians may lie. */
interface TableShape {
  /** Data rows (the header not counted); per measure and sex for the files that hold both sexes. */
  rows: number;
  median: { min: number; max: number };
  /** Medians rise along x: a step down of more than 2 % is broken (WHO 2006 weight falls 1.1 % in the first days, length 0.8 % where height takes over). */
  rising: boolean;
  /** Boys' first median above girls' (a swapped pair of files fails it); false where it does not hold (weight-for-length). */
  boysAbove: boolean;
  /** Parses the file as the server will (throwing on a cell that is not a number) and answers its medians, row by row. */
  medians: (text: string, label: string) => number[];
}

const lms = (rows: number, min: number, max: number, options: { rising?: boolean; boysAbove?: boolean } = {}): TableShape => ({
  rows,
  median: { min, max },
  rising: options.rising ?? true,
  boysAbove: options.boysAbove ?? true,
  medians: (text, label) => parseGrowthLmsTable(text, label).rows.map((row) => row.M),
});

/** BMI falls after infancy and rises again: its medians are checked for range only. */
const GROWTH_SHAPES: Readonly<Record<GrowthTableId, TableShape>> = {
  who2006_lhfa: lms(1857, 40, 130),
  who2006_wfa: lms(1857, 2, 30),
  who2006_hcfa: lms(1857, 30, 55),
  who2006_bfa: lms(1857, 12, 20, { rising: false }),
  who2006_wfl: lms(651, 2, 20, { boysAbove: false }),
  who2006_wfh: lms(551, 6, 25, { boysAbove: false }),
  who2007_hfa: lms(170, 100, 185),
  who2007_wfa: lms(62, 15, 40),
  who2007_bfa: lms(170, 13, 25, { rising: false }),
  fenton2013_weight: lms(193, 300, 7000),
  fenton2013_length: lms(186, 25, 65),
  fenton2013_hc: lms(186, 18, 45),
};

const sd = (rows: number, min: number, max: number): TableShape => ({
  rows,
  median: { min, max },
  rising: true,
  boysAbove: true,
  medians: (text, label) => parseChinaSdTable(text, label).rows.map((row) => row.lines[CHINA_SD_COLUMNS.indexOf('SD0')]!),
});

const CHINA_SHAPES: Readonly<Record<ChinaTableName, TableShape>> = { lhfa: sd(44, 45, 130), wfa: sd(44, 2.5, 30), hcfa: sd(29, 30, 55) };

/** The INTERGROWTH-21st files hold both sexes and several measures: rows and ranges per measure. */
const IG21_SHAPES: Readonly<Record<keyof typeof IG21_FILES, Readonly<Record<string, { rows: number; min: number; max: number }>>>> = {
  newborn: {
    weight_kg: { rows: 133, min: 0.3, max: 6 },
    length_cm: { rows: 133, min: 25, max: 60 },
    head_circumference_cm: { rows: 133, min: 18, max: 40 },
  },
  postnatal: {
    weight_kg: { rows: 38, min: 0.3, max: 10 },
    length_cm: { rows: 38, min: 25, max: 75 },
    head_circumference_cm: { rows: 38, min: 18, max: 50 },
    weight_kg_for_length: { rows: 301, min: 0.5, max: 8 },
  },
};

/** The CDC 2000 files hold both sexes (Sex 1, 2): data rows per sex, and where the medians lie. */
const CDC2000_SHAPES: Readonly<Record<Cdc2000TableName, { rows: number; min: number; max: number; rising: boolean }>> = {
  lenageinf: { rows: 37, min: 45, max: 105, rising: true },
  wtageinf: { rows: 38, min: 3, max: 16, rising: true },
  hcageinf: { rows: 38, min: 33, max: 52, rising: true },
  statage: { rows: 218, min: 80, max: 180, rising: true },
  wtage: { rows: 218, min: 11, max: 75, rising: true },
  bmiagerev: { rows: 219, min: 14, max: 25, rising: false },
};

const AXIAL_SHAPE: TableShape = {
  rows: 15,
  median: { min: 20, max: 27 },
  rising: true,
  boysAbove: true,
  medians: (text, label) => parseAxialLengthTable(text, label).map((row) => row.values[50]),
};

const SEXES: readonly Sex[] = ['male', 'female'];

/** Every per-sex table: its two files (boys, girls) and its shape. */
function perSexTables(): Array<{ files: Record<Sex, string>; shape: TableShape }> {
  return [
    ...GROWTH_TABLE_IDS.map((id) => ({
      files: { male: growthReferenceFileName(id, 'male'), female: growthReferenceFileName(id, 'female') },
      shape: GROWTH_SHAPES[id],
    })),
    ...CHINA_TABLE_NAMES.map((table) => ({
      files: { male: chinaReferenceFileName(table, 'male'), female: chinaReferenceFileName(table, 'female') },
      shape: CHINA_SHAPES[table],
    })),
    { files: { ...AXIAL_LENGTH_REFERENCE_FILES }, shape: AXIAL_SHAPE },
  ];
}

/** Every file the product computes with, as the server reads them. */
export function referenceFileNames(): string[] {
  return [
    ...perSexTables().flatMap((t) => SEXES.map((sex) => t.files[sex])),
    ...Object.values(IG21_FILES),
    ...CDC2000_TABLE_NAMES.map(cdc2000FileName),
  ];
}

function medianProblems(medians: readonly number[], shape: { min: number; max: number; rising: boolean; rows: number }): string[] {
  const problems: string[] = [];
  if (medians.length !== shape.rows) problems.push(`${medians.length} rows, expected ${shape.rows}`);
  const outside = medians.findIndex((m) => !(m >= shape.min && m <= shape.max));
  if (outside >= 0) problems.push(`median ${medians[outside]} at row ${outside + 2} outside ${shape.min}–${shape.max}`);
  if (shape.rising) {
    const falls = medians.findIndex((m, i) => i > 0 && m < medians[i - 1]! * 0.98);
    if (falls >= 0 || medians.at(-1)! <= medians[0]!)
      problems.push(`medians do not rise (row ${falls >= 0 ? falls + 2 : medians.length + 1})`);
  }
  return problems;
}

/**
 * Reads and checks every table in `dir`; the answer lists each file at fault with what is wrong (empty when all
 * are sound). Never throws: a missing file is one line among the others.
 */
export function checkReferenceTables(dir: string): string[] {
  const problems: string[] = [];
  const texts = new Map<string, string>();
  for (const file of referenceFileNames()) {
    try {
      texts.set(file, readFileSync(path.join(dir, file), 'utf8'));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      problems.push(`${file}: ${code === 'ENOENT' ? 'missing' : `unreadable (${code ?? String(error)})`}`);
    }
  }
  const fault = (file: string, what: unknown) => problems.push(`${file}: ${what instanceof Error ? what.message : String(what)}`);

  for (const { files, shape } of perSexTables()) {
    const firstMedian: Partial<Record<Sex, number>> = {};
    for (const sex of SEXES) {
      const text = texts.get(files[sex]);
      if (text === undefined) continue;
      try {
        const medians = shape.medians(text, files[sex]);
        const found = medianProblems(medians, { ...shape.median, rising: shape.rising, rows: shape.rows });
        if (found.length) fault(files[sex], found.join('; '));
        else firstMedian[sex] = medians[0];
      } catch (error) {
        fault(files[sex], error);
      }
    }
    const { male, female } = firstMedian;
    if (shape.boysAbove && male !== undefined && female !== undefined && !(male > female)) {
      fault(`${files.male} and ${files.female}`, "the boys' first median is not above the girls': are the sexes swapped?");
    }
  }

  for (const standard of Object.keys(IG21_FILES) as Array<keyof typeof IG21_FILES>) {
    const file = IG21_FILES[standard];
    const text = texts.get(file);
    if (text === undefined) continue;
    try {
      parseIg21Standard(text, standard, file);
      const groups = new Map<string, number[]>();
      for (const row of parseCsv(text)) {
        const key = `${row.measure} ${row.sex}`;
        groups.set(key, [...(groups.get(key) ?? []), Number(row.SD0)]);
      }
      const found: string[] = [];
      for (const [measure, shape] of Object.entries(IG21_SHAPES[standard])) {
        const boys = groups.get(`${measure} boys`) ?? [];
        const girls = groups.get(`${measure} girls`) ?? [];
        for (const [sex, medians] of [
          ['boys', boys],
          ['girls', girls],
        ] as const) {
          const wrong = medianProblems(medians, { ...shape, rising: true });
          if (wrong.length) found.push(`${measure} ${sex}: ${wrong.join(', ')}`);
        }
        if (boys.length && girls.length && !(boys[0]! >= girls[0]!)) found.push(`${measure}: the boys' first median is below the girls'`);
      }
      const unknown = [...groups.keys()].filter((key) => !(key.split(' ')[0]! in IG21_SHAPES[standard]) || !/ (boys|girls)$/.test(key));
      if (unknown.length) found.push(`unexpected measure or sex: ${unknown.join(', ')}`);
      if (found.length) fault(file, found.join('; '));
    } catch (error) {
      fault(file, error);
    }
  }
  for (const table of CDC2000_TABLE_NAMES) {
    const file = cdc2000FileName(table);
    const text = texts.get(file);
    if (text === undefined) continue;
    try {
      const bySex = parseCdc2000Table(text, file);
      const shape = CDC2000_SHAPES[table];
      const found = SEXES.flatMap((sex) => {
        const wrong = medianProblems(
          bySex[sex].rows.map((row) => row.M),
          shape,
        );
        return wrong.length ? [`${sex}: ${wrong.join(', ')}`] : [];
      });
      if (!(bySex.male.rows[0]!.M > bySex.female.rows[0]!.M)) found.push("the boys' first median is not above the girls'");
      if (found.length) fault(file, found.join('; '));
    } catch (error) {
      fault(file, error);
    }
  }
  return problems;
}

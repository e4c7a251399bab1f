/**
 * The axial-length reference: He et al. 2023, Shanghai children 4–18 years, P3..P95 by sex
 * (reference-data README §5). Tables are read through a function the caller supplies, so this module stays
 * pure: the server passes a reader over REFERENCE_DATA_DIR, tests one over the shared folder.
 */
import { parseCsv } from '../csv.ts';

/** Same union as the growth module's `Sex`; a separate name so that `export *` of both modules cannot clash. */
export type EyeSex = 'male' | 'female';

/** The percentile lines the paper publishes: 3rd to 95th, there is no 97th. */
export const AXIAL_LENGTH_CENTILES = [3, 5, 10, 25, 50, 75, 90, 95] as const;
export type AxialLengthCentileLine = (typeof AXIAL_LENGTH_CENTILES)[number];

/**
 * The reference covers 4 to 18 years, both ends included. Outside it no centile is given: extrapolating an
 * LMS fit past its data is exactly what the reference-data README rejects in other sources.
 */
export const AXIAL_LENGTH_REFERENCE_MIN_AGE_YEARS = 4;
export const AXIAL_LENGTH_REFERENCE_MAX_AGE_YEARS = 18;

export const AXIAL_LENGTH_REFERENCE_FILES: Readonly<Record<EyeSex, string>> = {
  male: 'axial_length_he2023_china_boys_percentiles.csv',
  female: 'axial_length_he2023_china_girls_percentiles.csv',
};

/** Identifies the reference in API payloads (`reference` of the eye curve) and in the chart caption. */
export const AXIAL_LENGTH_REFERENCE_SOURCE = {
  id: 'he2023_china',
  citation:
    'He X, Sankaridurg P, Naduvilath T, et al. Normative data and percentile curves for axial length and axial length/corneal curvature in Chinese children and adolescents aged 4–18 years. Br J Ophthalmol 2023;107(2):167–175.',
  doi: '10.1136/bjophthalmol-2021-319431',
} as const;

export interface AxialLengthReferenceRow {
  readonly ageYears: number;
  /** Axial length in mm on each percentile line at this age. */
  readonly values: Readonly<Record<AxialLengthCentileLine, number>>;
}

export interface AxialLengthReference {
  readonly source: typeof AXIAL_LENGTH_REFERENCE_SOURCE;
  /** Rows by ascending age, one table per sex. */
  readonly tables: Readonly<Record<EyeSex, readonly AxialLengthReferenceRow[]>>;
}

/**
 * Reads and checks both tables. Throws on anything malformed so that a bad or truncated file stops the server
 * at start-up instead of producing wrong centiles later.
 */
export function loadAxialLengthReference(readText: (fileName: string) => string): AxialLengthReference {
  return {
    source: AXIAL_LENGTH_REFERENCE_SOURCE,
    tables: {
      male: parseAxialLengthTable(readText(AXIAL_LENGTH_REFERENCE_FILES.male), AXIAL_LENGTH_REFERENCE_FILES.male),
      female: parseAxialLengthTable(readText(AXIAL_LENGTH_REFERENCE_FILES.female), AXIAL_LENGTH_REFERENCE_FILES.female),
    },
  };
}

/** Parses one sex's table (`age_years,P3,...,P95`); `label` names the file in error messages. */
export function parseAxialLengthTable(csvText: string, label = 'axial length table'): AxialLengthReferenceRow[] {
  const rows = parseCsv(csvText).map((record, index): AxialLengthReferenceRow => {
    const line = index + 2; // header is line 1
    const numeric = (column: string): number => {
      const cell = record[column];
      const value = cell === undefined || cell === '' ? Number.NaN : Number(cell);
      if (!Number.isFinite(value)) throw new Error(`${label} line ${line}: ${column} is not a number (${cell ?? 'missing'})`);
      return value;
    };
    const values = Object.fromEntries(AXIAL_LENGTH_CENTILES.map((c) => [c, numeric(`P${c}`)])) as Record<AxialLengthCentileLine, number>;
    // Interpolating between lines on the z scale needs the lines strictly ordered at every age.
    AXIAL_LENGTH_CENTILES.forEach((c, i) => {
      const next = AXIAL_LENGTH_CENTILES[i + 1];
      if (next !== undefined && !(values[c] < values[next])) throw new Error(`${label} line ${line}: P${c} is not below P${next}`);
    });
    return { ageYears: numeric('age_years'), values };
  });

  rows.forEach((row, i) => {
    const previous = rows[i - 1];
    if (previous && !(row.ageYears > previous.ageYears))
      throw new Error(`${label}: ages must increase (${previous.ageYears} then ${row.ageYears})`);
  });
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (!first || !last || first.ageYears > AXIAL_LENGTH_REFERENCE_MIN_AGE_YEARS || last.ageYears < AXIAL_LENGTH_REFERENCE_MAX_AGE_YEARS) {
    throw new Error(`${label}: must cover ${AXIAL_LENGTH_REFERENCE_MIN_AGE_YEARS}–${AXIAL_LENGTH_REFERENCE_MAX_AGE_YEARS} years`);
  }
  return rows;
}

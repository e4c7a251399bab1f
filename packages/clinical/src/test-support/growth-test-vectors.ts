/**
 * Test helper: rows of test-vectors.csv (reference-data README §6), typed just enough for the tests.
 * Empty cells become null.
 */
import { parseCsv } from '../csv.ts';
import type { LengthMeasure, Sex } from '../growth/index.ts';
import { readTestVectorsText } from './growth-references.ts';

export interface GrowthTestVector {
  readonly id: string;
  readonly source: string;
  readonly reference: string;
  readonly indicator: string;
  readonly sex: Sex;
  readonly ageDays: number | null;
  readonly ageMonths: number | null;
  readonly gestationalAgeDays: number | null;
  readonly birthDate: string | null;
  readonly observationDate: string | null;
  readonly measure: LengthMeasure | null;
  readonly weightKg: number | null;
  readonly lenheiCm: number | null;
  readonly value: number | null;
  readonly xCm: number | null;
  readonly expectedZ: number | null;
  /** Percent, for rows read from percentile tables (README §6). */
  readonly expectedCentile: number | null;
  readonly expectedClenheiCm: number | null;
  readonly expectedBmi: number | null;
  readonly expectedChronologicalAgeYears: number | null;
  readonly expectedCorrectedAgeYears: number | null;
  readonly expectedFlag: boolean | null;
  readonly zTolerance: number;
  readonly notes: string;
}

function num(text: string | undefined): number | null {
  return text === undefined || text === '' ? null : Number(text);
}

function str(text: string | undefined): string | null {
  return text === undefined || text === '' ? null : text;
}

let cached: GrowthTestVector[] | undefined;

export function growthTestVectors(): GrowthTestVector[] {
  cached ??= parseCsv(readTestVectorsText('test-vectors.csv')).map((r) => ({
    id: r.id ?? '',
    source: r.source ?? '',
    reference: r.reference ?? '',
    indicator: r.indicator ?? '',
    sex: r.sex === 'M' ? 'male' : 'female',
    ageDays: num(r.age_days),
    ageMonths: num(r.age_months),
    gestationalAgeDays: num(r.gestational_age_days),
    birthDate: str(r.birth_date),
    observationDate: str(r.observation_date),
    measure: r.measure === 'l' ? 'lying' : r.measure === 'h' ? 'standing' : null,
    weightKg: num(r.weight_kg),
    lenheiCm: num(r.lenhei_cm),
    value: num(r.value),
    xCm: num(r.x_cm),
    expectedZ: num(r.expected_z),
    expectedCentile: num(r.expected_centile),
    expectedClenheiCm: num(r.expected_clenhei_cm),
    expectedBmi: num(r.expected_bmi),
    expectedChronologicalAgeYears: num(r.expected_chronological_age_years),
    expectedCorrectedAgeYears: num(r.expected_corrected_age_years),
    expectedFlag: r.expected_flag === '1' ? true : r.expected_flag === '0' ? false : null,
    zTolerance: Number(r.z_tolerance),
    notes: r.notes ?? '',
  }));
  return cached;
}

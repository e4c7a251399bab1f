/**
 * Every WHO 2006, WHO 2007 and Fenton 2013 row of test-vectors.csv (reference-data README §6),
 * reproduced from the tables within the row's z_tolerance.
 *
 * Out of scope, filtered out (not skipped): `intergrowth21_newborn` rows (INTERGROWTH-21st uses
 * skew-t parameters and very-preterm equations this module does not implement) and the z-scores of
 * `uk-who` rows (UK-WHO splices UK90 tables that are not in the data). The uk-who rows are still used,
 * for the corrected-age arithmetic, in age.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates.ts';
import { growthReferences } from '../test-support/growth-references.ts';
import { growthTestVectors, type GrowthTestVector } from '../test-support/growth-test-vectors.ts';
import { who2006DayFromMonths } from './age.ts';
import { bmiFromWeightHeight, zWeightForLengthHeight } from './measurement.ts';
import { scoreGrowth, type GrowthScoreInput } from './score.ts';
import { growthZFromTable } from './table-score.ts';
import type { GrowthIndicator, GrowthTableId } from './types.ts';

const refs = growthReferences();
const vectors = growthTestVectors();
const IN_SCOPE = new Set(['who2006', 'who2007', 'fenton2013']);
/** Float slack on top of z_tolerance, so that a z exactly at the tolerance edge is not failed by rounding noise. */
const SLACK = 1e-9;
/** The survey's preprocessed values are printed to ~9 significant digits. */
const PREPROCESS_TOLERANCE = 1e-6;

function expectZ(row: GrowthTestVector, z: number | null | undefined): void {
  expect(z, row.id).not.toBeNull();
  expect(z, row.id).toBeDefined();
  expect(Math.abs((z as number) - (row.expectedZ as number)), row.id).toBeLessThanOrEqual(row.zTolerance + SLACK);
}

function need<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`test vector lacks ${what}`);
  return value;
}

const who2006ByAge = vectors.filter((r) => r.reference === 'who2006' && ['lhfa', 'wfa', 'hcfa', 'bfa'].includes(r.indicator));
const who2006ByLength = vectors.filter((r) => r.reference === 'who2006' && ['wfl', 'wfh'].includes(r.indicator));
const who2006Survey = vectors.filter((r) => r.reference === 'who2006' && r.indicator === 'wflh');
const who2007 = vectors.filter((r) => r.reference === 'who2007');
const fenton = vectors.filter((r) => r.reference === 'fenton2013');

describe('test-vector coverage', () => {
  it('assigns every WHO and Fenton row to exactly one of the groups below', () => {
    const grouped = who2006ByAge.length + who2006ByLength.length + who2006Survey.length + who2007.length + fenton.length;
    expect(grouped).toBe(vectors.filter((r) => IN_SCOPE.has(r.reference)).length);
    expect(grouped).toBeGreaterThan(2600); // 2,645 rows in the current file: none may vanish unnoticed
  });
});

describe('WHO 2006 by age (lhfa, wfa, hcfa, bfa)', () => {
  it.each(who2006ByAge)('$id: the preprocessed value scores the expected z at the integer day', (row) => {
    // README §1 rule 1: age_days when given, else months × 30.4375 rounded half up.
    const day = row.ageDays ?? who2006DayFromMonths(need(row.ageMonths, 'age'));
    const scored = growthZFromTable(refs, `who2006_${row.indicator}` as GrowthTableId, row.sex, day, need(row.value, 'value'));
    expectZ(row, scored?.z);
    if (row.expectedFlag !== null) expect(scored?.flag).toBe(row.expectedFlag);
  });

  const INDICATOR: Record<string, GrowthIndicator> = { lhfa: 'height', wfa: 'weight', hcfa: 'headSize', bfa: 'bmi' };
  const fromRaw = who2006ByAge.filter(
    (r) => r.ageDays !== null && (r.weightKg !== null || r.lenheiCm !== null) && !r.id.startsWith('WHO_EXPANDED'),
  );
  it.each(fromRaw)('$id: scoreGrowth from the raw measurement reproduces WHO preprocessing and z', (row) => {
    const base = {
      sex: row.sex,
      birthDate: '2001-03-01',
      measuredOn: addDays('2001-03-01', need(row.ageDays, 'age')),
      gestationalAgeDays: null,
    };
    const measure = row.measure ?? undefined;
    const indicator = need(INDICATOR[row.indicator] ?? null, 'indicator');
    const raw = { lhfa: row.lenheiCm, wfa: row.weightKg, hcfa: row.value, bfa: null }[row.indicator] ?? null;
    const input: GrowthScoreInput =
      indicator === 'bmi'
        ? { ...base, indicator, measure, weightKg: need(row.weightKg, 'weight'), heightCm: need(row.lenheiCm, 'length') }
        : { ...base, indicator, measure, value: need(raw, 'raw value') };
    const score = scoreGrowth(refs, input);
    expect(score.reference).toBe('who2006');
    expectZ(row, score.z);
    if (row.indicator === 'lhfa' && row.expectedClenheiCm !== null) {
      expect(score.measurementUsed).toBeCloseTo(row.expectedClenheiCm, 6);
    }
    if (row.indicator === 'bfa' && row.expectedBmi !== null) {
      expect(Math.abs(score.measurementUsed - row.expectedBmi)).toBeLessThan(PREPROCESS_TOLERANCE);
    }
    if (row.expectedFlag !== null) expect(score.flag).toBe(row.expectedFlag);
  });
});

describe('WHO 2006 weight-for-length/height', () => {
  it.each(who2006ByLength)('$id: the weight scores the expected z at its length (LMS interpolated off the 0.1 cm grid)', (row) => {
    const scored = growthZFromTable(
      refs,
      `who2006_${row.indicator}` as GrowthTableId,
      row.sex,
      need(row.xCm, 'x_cm'),
      need(row.value, 'value'),
    );
    expectZ(row, scored?.z);
  });

  it.each(who2006Survey)('$id: the table chosen by age, the adjusted length and the z all match igrowup', (row) => {
    const ageDays = need(row.ageDays, 'age');
    const scored = zWeightForLengthHeight(refs, {
      sex: row.sex,
      weightKg: need(row.weightKg, 'weight'),
      lengthHeightCm: need(row.lenheiCm, 'length'),
      measure: row.measure,
      ageDays,
    });
    expect(scored?.table).toBe(ageDays < 731 ? 'who2006_wfl' : 'who2006_wfh');
    expect(scored?.lengthHeightCm).toBeCloseTo(need(row.xCm, 'x_cm'), 6);
    expectZ(row, scored?.z);
    if (row.expectedFlag !== null) expect(scored?.flag).toBe(row.expectedFlag);
  });
});

describe('WHO 2007 (exact months, LMS interpolated between months)', () => {
  it.each(who2007)('$id: the measurement scores the expected z at its exact age in months', (row) => {
    const months = need(row.ageMonths, 'age_months');
    const scored = growthZFromTable(refs, `who2007_${row.indicator}` as GrowthTableId, row.sex, months, need(row.value, 'value'));
    expectZ(row, scored?.z);
    if (row.expectedFlag !== null) expect(scored?.flag).toBe(row.expectedFlag);
    if (row.indicator === 'bfa') {
      // WHO 2007 takes height as measured: BMI straight from the raw inputs.
      const bmi = bmiFromWeightHeight(need(row.weightKg, 'weight'), need(row.lenheiCm, 'height'));
      expect(Math.abs(bmi - (row.expectedBmi ?? need(row.value, 'value')))).toBeLessThan(PREPROCESS_TOLERANCE);
    }
  });
});

describe('Fenton 2013 (postmenstrual age in days, weight in grams)', () => {
  it.each(fenton)('$id: the measurement scores the expected z at its postmenstrual age', (row) => {
    const table = `fenton2013_${row.indicator}` as GrowthTableId;
    const scored = growthZFromTable(refs, table, row.sex, need(row.gestationalAgeDays, 'GA'), need(row.value, 'value'));
    expectZ(row, scored?.z);
  });
});

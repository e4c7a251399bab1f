/**
 * CDC 2000 against CDC's own tables: every row of the six data files carries, beside L, M and S, CDC's own smoothed
 * percentiles (P3 … P97; the BMI file also P85). A value equal to a published percentile must score that percentile's
 * z (P50 → 0, P97 → 1.88 at 2 dp) and centile; none of the expected numbers is produced by this code.
 */
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../csv.ts';
import { addDays } from '../dates.ts';
import { cdc2000References, growthReferences, readGrowthReferenceText } from '../test-support/growth-references.ts';
import {
  CDC2000_TABLE_NAMES,
  cdc2000FileName,
  cdc2000LmsAt,
  cdc2000ModifiedZ,
  cdc2000TableForAge,
  type Cdc2000TableName,
} from './cdc2000.ts';
import { roundGrowthZ, valueFromLms, zFromLms } from './lms.ts';
import { growthCentileFromZ, growthZFromCentile } from './normal.ts';
import { scoreGrowth, type GrowthScoreInput } from './score.ts';
import type { GrowthIndicator, Sex } from './types.ts';

const cdc = cdc2000References();
const refs = growthReferences();
const SEX: Readonly<Record<string, Sex>> = { '1': 'male', '2': 'female' };

/** The published rows of one file: sex, age, and each percentile column's value. */
function publishedRows(table: Cdc2000TableName) {
  const records = parseCsv(readGrowthReferenceText(cdc2000FileName(table))).filter((record) => record.Sex !== 'Sex');
  return records.map((record) => ({
    sex: SEX[record.Sex!]!,
    ageMonths: Number(record.Agemos),
    percentiles: Object.entries(record)
      // P3 … P97: CDC's percentiles (the length file's Pub* and Diff* columns are its older published values, not used).
      .filter(([column]) => /^P\d+$/.test(column))
      .map(([column, value]) => ({ centile: Number(column.slice(1)), value: Number(value) })),
  }));
}

/** Data rows (CDC's length and BMI files repeat their header before the girls: not rows) × percentile columns. */
const EXPECTED_VECTORS: Readonly<Record<Cdc2000TableName, number>> = {
  lenageinf: 74 * 9,
  wtageinf: 76 * 9,
  hcageinf: 76 * 9,
  statage: 436 * 9,
  wtage: 436 * 9,
  bmiagerev: 438 * 10,
};

describe("CDC 2000 z-scores against CDC's published percentiles", () => {
  for (const table of CDC2000_TABLE_NAMES) {
    it(`${table}: every published percentile of every row scores its own z and centile`, () => {
      let checked = 0;
      for (const row of publishedRows(table)) {
        const lms = cdc2000LmsAt(cdc[table][row.sex], row.ageMonths);
        expect(lms, `${table} ${row.sex} ${row.ageMonths}`).not.toBeNull();
        for (const { centile, value } of row.percentiles) {
          const z = zFromLms(value, lms!.L, lms!.M, lms!.S);
          const expected = growthZFromCentile(centile);
          const where = `${table} ${row.sex} ${row.ageMonths} mo P${centile}`;
          expect(roundGrowthZ(z), where).toBe(roundGrowthZ(expected));
          // CDC tabulated the percentiles from its LMS at full precision: off by under 1e-4 z (4e-6 found in the length file).
          expect(Math.abs(z - expected), where).toBeLessThan(1e-4);
          expect(growthCentileFromZ(z), where).toBeCloseTo(centile, 4);
          checked++;
        }
      }
      expect(checked).toBe(EXPECTED_VECTORS[table]);
    });
  }

  it('P50 is z 0 and P97 is z 1.88 at 2 dp, P3 −1.88 (the brief’s own example, spelt out)', () => {
    const row = publishedRows('statage').find((r) => r.sex === 'female' && r.ageMonths === 120.5)!;
    const lms = cdc2000LmsAt(cdc.statage.female, 120.5)!;
    const zOf = (c: number) => roundGrowthZ(zFromLms(row.percentiles.find((p) => p.centile === c)!.value, lms.L, lms.M, lms.S));
    expect([zOf(3), zOf(50), zOf(97)]).toEqual([-1.88, 0, 1.88]);
  });
});

const BIRTH = '2000-01-01';
function score(days: number, indicator: GrowthIndicator, value: number, sex: Sex = 'female', ga: number | null = null) {
  const base = { sex, birthDate: BIRTH, measuredOn: addDays(BIRTH, days), gestationalAgeDays: ga, growthReference: 'cdc2000' as const };
  const input: GrowthScoreInput =
    indicator === 'bmi'
      ? { ...base, indicator, weightKg: value, heightCm: 100 }
      : { ...base, indicator, value, ...(indicator === 'height' && days >= 731 ? { measure: 'standing' as const } : {}) };
  return scoreGrowth(refs, input, undefined, undefined, cdc);
}
const published = (table: Cdc2000TableName, sex: Sex, ageMonths: number, centile: number) =>
  publishedRows(table)
    .find((r) => r.sex === sex && r.ageMonths === ageMonths)!
    .percentiles.find((p) => p.centile === centile)!.value;

describe('scoreGrowth on the CDC 2000 charts, at the ages that fall on whole days (birth, 240 months = 7305 days)', () => {
  it.each([
    ['height', 'lenageinf', 0],
    ['weight', 'wtageinf', 0],
    ['headSize', 'hcageinf', 0],
    ['height', 'statage', 7305],
    ['weight', 'wtage', 7305],
  ] as const)('%s on %s at day %i: P3, P50 and P97 of both sexes score −1.88, 0 and 1.88', (indicator, table, days) => {
    for (const sex of ['male', 'female'] as const) {
      const zs = [3, 50, 97].map((c) => score(days, indicator, published(table, sex, days / 30.4375, c), sex));
      expect(zs.map((s) => roundGrowthZ(s.z!))).toEqual([-1.88, 0, 1.88]);
      expect(zs.every((s) => s.reference === 'cdc2000' && s.table === `cdc2000_${table}`)).toBe(true);
      expect(zs.map((s) => Math.round(s.centile!))).toEqual([3, 50, 97]);
    }
  });

  it('BMI at 240 months: the published P85 scores z 1.04 (BMI from weight and height)', () => {
    const p85 = published('bmiagerev', 'male', 240, 85);
    // 100 cm tall: BMI = weight / 1² (the lying/standing adjustment is not applied at 20 years when standing… nor asked).
    const s = score(7305, 'bmi', p85, 'male');
    expect(s.table).toBe('cdc2000_bmiagerev');
    expect(roundGrowthZ(s.z!)).toBe(1.04);
  });
});

describe('the CDC 2000 age ranges', () => {
  it('use the infant charts below 24 months and the 2–20 year charts from 24', () => {
    expect(cdc2000TableForAge('height', 23.99)).toBe('lenageinf');
    expect(cdc2000TableForAge('height', 24)).toBe('statage');
    expect(cdc2000TableForAge('weight', 23.99)).toBe('wtageinf');
    expect(cdc2000TableForAge('weight', 24)).toBe('wtage');
    expect(cdc2000TableForAge('headSize', 36)).toBe('hcageinf');
    expect(cdc2000TableForAge('bmi', 24)).toBe('bmiagerev');
  });

  it('give no score, and no reference, where CDC has no chart (nothing falls back to WHO)', () => {
    expect(score(1100, 'headSize', 48)).toMatchObject({ z: null, centile: null, reference: null, table: null, flag: false });
    expect(score(700, 'bmi', 16)).toMatchObject({ z: null, reference: null });
    expect(score(7306, 'height', 170)).toMatchObject({ z: null, reference: null });
    expect(score(7306, 'weight', 60)).toMatchObject({ z: null, reference: null });
  });

  it('score a preterm baby before term-equivalent age on Fenton, and on CDC from it', () => {
    expect(score(20, 'weight', 2, 'male', 230)).toMatchObject({ reference: 'fenton2013' });
    expect(score(60, 'weight', 4, 'male', 230)).toMatchObject({ reference: 'cdc2000', table: 'cdc2000_wtageinf', ageDaysUsed: 10 });
  });

  it('flag a biologically implausible value on CDC’s modified z, which the plain z cannot reach for a heavy child', () => {
    expect(score(3000, 'height', 70).flag).toBe(true);
    expect(score(3000, 'height', 128).flag).toBe(false);
    const heavy = score(3000, 'weight', 300);
    expect(heavy.z!).toBeLessThan(5); // L < 0: the plain z is bounded above
    expect(heavy.flag).toBe(true);
    expect(score(3000, 'weight', 27).flag).toBe(false);
  });

  it('modified z: the z ±2 lines are modified z ±2 and the median 0 (its definition)', () => {
    const lms = cdc2000LmsAt(cdc.wtage.male, 120.5)!;
    expect(cdc2000ModifiedZ(valueFromLms(2, lms.L, lms.M, lms.S), lms)).toBeCloseTo(2, 12);
    expect(cdc2000ModifiedZ(valueFromLms(-2, lms.L, lms.M, lms.S), lms)).toBeCloseTo(-2, 12);
    expect(cdc2000ModifiedZ(lms.M, lms)).toBe(0);
  });
});

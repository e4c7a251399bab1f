import { describe, expect, it } from 'vitest';
import { addDays } from '../dates.ts';
import { growthReferences, ig21References, readGrowthReferenceText } from '../test-support/growth-references.ts';
import { growthTestVectors } from '../test-support/growth-test-vectors.ts';
import { CHINA_SD_Z } from './china.ts';
import {
  IG21_NEWBORN_FIRST_DAY,
  IG21_NEWBORN_LAST_DAY,
  IG21_NEWBORN_SEAM_DAY,
  IG21_POSTNATAL_FIRST_WEEK,
  IG21_POSTNATAL_LAST_WEEK,
  ig21NewbornLines,
  ig21PostnatalLines,
  ig21StandardFor,
  parseIg21Standard,
  type Ig21Measure,
} from './intergrowth.ts';
import { scoreGrowth, type GrowthScoreInput } from './score.ts';
import type { Sex } from './types.ts';

const refs = growthReferences();
const ig21 = ig21References();
const BIRTH = '2026-01-10';
const MEASURES: readonly Ig21Measure[] = ['weight', 'length', 'headSize'];
const SEXES: readonly Sex[] = ['male', 'female'];
const INDICATOR = { weight: 'weight', length: 'height', headSize: 'headSize' } as const;

/** A preterm baby of `ga` days, measured `ageDays` after birth, scored with INTERGROWTH-21st chosen. */
const score = (measure: Ig21Measure, sex: Sex, ga: number, ageDays: number, value: number) =>
  scoreGrowth(
    refs,
    {
      indicator: INDICATOR[measure],
      value,
      sex,
      birthDate: BIRTH,
      measuredOn: addDays(BIRTH, ageDays),
      gestationalAgeDays: ga,
      pretermReference: 'intergrowth21',
    } as GrowthScoreInput,
    undefined,
    ig21,
  );

/** Every row of a z-score table, read again from the CSV as text, so the test does not trust the parser. */
function csvRows(file: string): Array<Record<string, string>> {
  const [head, ...lines] = readGrowthReferenceText(file).trim().split(/\r?\n/);
  const columns = head!.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((cell, i) => [columns[i]!, cell])));
}
const MEASURE_OF: Record<string, Ig21Measure | undefined> = { weight_kg: 'weight', length_cm: 'length', head_circumference_cm: 'headSize' };
const SEX_OF: Record<string, Sex> = { boys: 'male', girls: 'female' };
const SD_COLUMNS = ['SD3neg', 'SD2neg', 'SD1neg', 'SD0', 'SD1', 'SD2', 'SD3'];

describe('INTERGROWTH-21st tables', () => {
  it('hold every day of gestation 24+0 to 42+6 for newborn size and every week 27 to 64 for the postnatal standard, both sexes', () => {
    for (const measure of MEASURES) {
      for (const sex of SEXES) {
        const newborn = ig21.newborn[measure][sex];
        expect(newborn.map((r) => r.x)).toEqual(
          Array.from({ length: IG21_NEWBORN_LAST_DAY - IG21_NEWBORN_FIRST_DAY + 1 }, (_, i) => IG21_NEWBORN_FIRST_DAY + i),
        );
        const postnatal = ig21.postnatal[measure][sex];
        expect(postnatal.map((r) => r.x)).toEqual(
          Array.from({ length: IG21_POSTNATAL_LAST_WEEK - IG21_POSTNATAL_FIRST_WEEK + 1 }, (_, i) => IG21_POSTNATAL_FIRST_WEEK + i),
        );
      }
    }
  });

  it('grow with age on every SD line, except where the very-preterm equations meet the newborn standard at 33+0 weeks', () => {
    // Newborn size below 33+0 weeks comes from Villar 2016's equations, from 33+0 from Villar 2014's ST3 model: the
    // two meet with a step (the ST3 tails are heavier; weight −3 SD of boys goes 1.08 → 0.63 kg). That is the
    // published standard, not a transcription slip: each side grows on its own (docs/reference-intergrowth21.md).
    const SEAM = IG21_NEWBORN_SEAM_DAY;
    for (const standard of ['newborn', 'postnatal'] as const) {
      for (const measure of MEASURES) {
        for (const sex of SEXES) {
          const rows = ig21[standard][measure][sex];
          for (let i = 1; i < rows.length; i++) {
            if (standard === 'newborn' && rows[i]!.x === SEAM) continue;
            rows[i]!.lines.forEach((v, k) =>
              expect(v, `${standard} ${measure} ${sex} x=${rows[i]!.x} SD${k - 3}`).toBeGreaterThanOrEqual(rows[i - 1]!.lines[k]!),
            );
          }
        }
      }
    }
    expect(ig21NewbornLines(ig21, 'weight', 'male', SEAM - 1)![0]).toBe(1.08);
    expect(ig21NewbornLines(ig21, 'weight', 'male', SEAM)![0]).toBe(0.63);
  });

  it('refuse a table whose SD lines do not increase or whose ages go back', () => {
    const head = 'measure,sex,gestational_age_days,gestational_age_wk_d,SD3neg,SD2neg,SD1neg,SD0,SD1,SD2,SD3';
    const row = (day: number, lines: string) => `weight_kg,boys,${day},x,${lines}`;
    expect(() => parseIg21Standard([head, row(168, '1,2,3,3,5,6,7')].join('\n'), 'newborn', 't')).toThrow(/SD lines must increase/);
    expect(() => parseIg21Standard([head, row(169, '1,2,3,4,5,6,7'), row(168, '1,2,3,4,5,6,7')].join('\n'), 'newborn', 't')).toThrow(
      /must increase/,
    );
  });
});

describe('scores at the tabulated points equal the tables', () => {
  it.each(['ig21_newborn_size_zscores.csv', 'ig21_postnatal_preterm_zscores.csv'])(
    '%s: a value on an SD line scores that line exactly, at every row',
    (file) => {
      let checked = 0;
      for (const row of csvRows(file)) {
        const measure = MEASURE_OF[row.measure!];
        if (!measure || (row.x_name && row.x_name !== 'pma_weeks')) continue;
        const sex = SEX_OF[row.sex!]!;
        // Newborn size: measured on the day of birth at that gestation. Postnatal: born at 26+0 weeks (preterm),
        // measured when postmenstrual age reaches the tabulated week.
        const [ga, ageDays] = row.gestational_age_days ? [Number(row.gestational_age_days), 0] : [26 * 7, Number(row.x_value) * 7 - 26 * 7];
        SD_COLUMNS.forEach((column, k) => {
          const scored = score(measure, sex, ga, ageDays, Number(row[column]));
          expect(scored.reference).toBe(row.gestational_age_days ? 'intergrowth21_newborn' : 'intergrowth21_preterm');
          expect(scored.z, `${file} ${row.measure} ${row.sex} ${row.gestational_age_days ?? row.x_value} ${column}`).toBe(CHINA_SD_Z[k]);
          checked++;
        });
      }
      // Every SD line of every row: 133 days of newborn size, 38 weeks of postnatal growth; 3 measures, 2 sexes.
      expect(checked).toBe((file.includes('newborn') ? 133 : 38) * 3 * 2 * 7);
    },
  );

  const vectors = growthTestVectors().filter((v) => v.reference === 'intergrowth21_newborn');
  it('has the test vectors of newborn size to check', () => expect(vectors.length).toBe(168));
  it.each(vectors)('$id: scores the expected z at birth', (v) => {
    const measure = ({ weight: 'weight', length: 'length', hc: 'headSize' } as const)[v.indicator as 'weight' | 'length' | 'hc'];
    const scored = score(measure, v.sex, v.gestationalAgeDays!, 0, v.value!);
    expect(Math.abs(scored.z! - v.expectedZ!)).toBeLessThanOrEqual(v.zTolerance);
  });
});

describe('between tabulated weeks the postnatal SD lines are linear in postmenstrual age', () => {
  it('is halfway between two weeks at 3.5 days past the first', () => {
    const at30 = ig21PostnatalLines(ig21, 'weight', 'female', 30 * 7)!;
    const at31 = ig21PostnatalLines(ig21, 'weight', 'female', 31 * 7)!;
    const mid = ig21PostnatalLines(ig21, 'weight', 'female', 30 * 7 + 3.5)!;
    mid.forEach((v, k) => expect(v).toBeCloseTo((at30[k]! + at31[k]!) / 2, 12));
  });

  it('scores a value on the interpolated median as z 0 on a day between weeks', () => {
    const lines = ig21PostnatalLines(ig21, 'length', 'male', 40 * 7 + 2)!;
    expect(score('length', 'male', 30 * 7, 10 * 7 + 2, lines[3]!).z).toBeCloseTo(0, 12);
  });

  it('has no newborn row for a fraction of a day', () => expect(ig21NewbornLines(ig21, 'weight', 'male', 200.5)).toBeNull());
});

describe('which standard scores a preterm baby, at each boundary', () => {
  it('uses newborn size on the day of birth for a gestation of 24+0 to 42+6 weeks, and nothing outside', () => {
    expect(ig21StandardFor(0, 167)).toBeNull();
    expect(ig21StandardFor(0, 168)).toBe('newborn');
    expect(ig21StandardFor(0, 300)).toBe('newborn');
    expect(ig21StandardFor(0, 301)).toBeNull();
    expect(score('weight', 'male', 167, 0, 0.6).reference).toBe('fenton2013');
    expect(score('weight', 'male', 168, 0, 0.64).reference).toBe('intergrowth21_newborn');
  });

  it('uses the postnatal standard from 27+0 to 64+0 weeks of postmenstrual age for a baby born before 37 weeks', () => {
    expect(ig21StandardFor(1, 26 * 7 + 6 - 1)).toBeNull(); // 26+6 weeks
    expect(ig21StandardFor(1, 27 * 7 - 1)).toBe('postnatal'); // 27+0 weeks
    expect(ig21StandardFor(64 * 7 - 200, 200)).toBe('postnatal'); // 64+0 weeks
    expect(ig21StandardFor(64 * 7 - 200 + 1, 200)).toBeNull(); // 64+1 weeks
    expect(ig21StandardFor(10, 37 * 7 - 1)).toBe('postnatal'); // born 36+6
    expect(ig21StandardFor(10, 37 * 7)).toBeNull(); // born 37+0: at term, WHO after birth
  });

  it('hands over to Fenton before 27 weeks and to WHO by corrected age after 64 weeks', () => {
    // Born at 24+0 weeks, one week later (25+0): before the postnatal standard, after the day of birth.
    expect(score('weight', 'female', 168, 7, 0.7).reference).toBe('fenton2013');
    // Born at 30+0 weeks, 34 weeks later: 64+0 weeks postmenstrual, still IG-21; a day later WHO 2006.
    expect(score('weight', 'female', 210, 34 * 7, 7).reference).toBe('intergrowth21_preterm');
    const after = score('weight', 'female', 210, 34 * 7 + 1, 7);
    expect(after.reference).toBe('who2006');
    expect(after.ageDaysUsed).toBe(34 * 7 + 1 - (280 - 210));
  });

  it('keeps Fenton when Fenton is chosen, and scores BMI on WHO as before', () => {
    const fenton = scoreGrowth(
      refs,
      { indicator: 'weight', value: 1.2, sex: 'male', birthDate: BIRTH, measuredOn: addDays(BIRTH, 14), gestationalAgeDays: 196 },
      undefined,
      ig21,
    );
    expect(fenton.reference).toBe('fenton2013');
    const bmi = scoreGrowth(
      refs,
      {
        indicator: 'bmi',
        weightKg: 5,
        heightCm: 55,
        sex: 'male',
        birthDate: BIRTH,
        measuredOn: addDays(BIRTH, 120),
        gestationalAgeDays: 196,
        pretermReference: 'intergrowth21',
      },
      undefined,
      ig21,
    );
    expect(bmi.reference).toBe('who2006');
  });

  it('needs the tables when INTERGROWTH-21st is chosen, and refuses a value that is not a positive number', () => {
    expect(() =>
      scoreGrowth(refs, {
        indicator: 'weight',
        value: 1,
        sex: 'male',
        birthDate: BIRTH,
        measuredOn: BIRTH,
        gestationalAgeDays: 200,
        pretermReference: 'intergrowth21',
      }),
    ).toThrow(/INTERGROWTH/);
    expect(() => score('weight', 'male', 200, 0, 0)).toThrow(RangeError);
  });

  it('flags an implausible value with WHO’s rules for the measure', () => {
    const lines = ig21NewbornLines(ig21, 'weight', 'male', 250)!;
    const sd = lines[6]! - lines[5]!;
    expect(score('weight', 'male', 250, 0, lines[6]! + 1.9 * sd).flag).toBe(false); // z 4.9
    expect(score('weight', 'male', 250, 0, lines[6]! + 2.1 * sd).flag).toBe(true); // z 5.1, above WHO's +5
  });
});

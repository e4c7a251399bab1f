import { describe, expect, it } from 'vitest';
import { addDays, DAYS_PER_MONTH } from '../dates.ts';
import { chinaReferences, growthReferences } from '../test-support/growth-references.ts';
import { CHINA_SD_Z, chinaReferenceFileName, chinaSdLinesAt, parseChinaSdTable, valueFromSdLines, zFromSdLines } from './china.ts';
import { scoreGrowth, type GrowthScoreInput } from './score.ts';

const china = chinaReferences();
const refs = growthReferences();
const LINES = [10, 12, 14, 16, 18, 21, 24];

describe('piecewise-linear z between SD lines', () => {
  it('gives each line its own z exactly', () => {
    LINES.forEach((value, k) => expect(zFromSdLines(LINES, value)).toBe(CHINA_SD_Z[k]));
  });

  it('is linear inside an interval, on each side of a line', () => {
    expect(zFromSdLines(LINES, 17)).toBeCloseTo(0.5, 12);
    expect(zFromSdLines(LINES, 15.999)).toBeCloseTo(-0.0005, 12);
    expect(zFromSdLines(LINES, 16.001)).toBeCloseTo(0.0005, 12);
    expect(zFromSdLines(LINES, 22.5)).toBeCloseTo(2.5, 12);
  });

  it('extends the outermost interval beyond +3 and below −3 SD, as WHO restricted adjustment does', () => {
    expect(zFromSdLines(LINES, 27)).toBeCloseTo(4, 12);
    expect(zFromSdLines(LINES, 24.03)).toBeCloseTo(3.01, 12);
    expect(zFromSdLines(LINES, 9.98)).toBeCloseTo(-3.01, 12);
    expect(zFromSdLines(LINES, 8)).toBeCloseTo(-4, 12);
  });

  it('is inverted by valueFromSdLines at every z, inside and beyond the lines', () => {
    for (const z of [-4.2, -3, -2.5, -1.881, 0, 0.3, 1.881, 3, 3.7])
      expect(zFromSdLines(LINES, valueFromSdLines(LINES, z))).toBeCloseTo(z, 10);
  });

  it('refuses a non-positive measurement', () => {
    expect(() => zFromSdLines(LINES, 0)).toThrow(RangeError);
  });
});

describe('SD lines between tabulated ages', () => {
  const rows = china.wfa.male.rows;

  it('returns the row itself at a tabulated age', () => {
    for (const row of rows) expect(chinaSdLinesAt(china, 'wfa', 'male', row.ageMonths)).toEqual(row.lines);
  });

  it('is linear in age between rows, monthly and three-monthly', () => {
    const at = (m: number) => chinaSdLinesAt(china, 'wfa', 'male', m)!;
    const r = (m: number) => rows.find((row) => row.ageMonths === m)!.lines;
    at(5.25).forEach((v, k) => expect(v).toBeCloseTo(r(5)[k]! * 0.75 + r(6)[k]! * 0.25, 12));
    at(28).forEach((v, k) => expect(v).toBeCloseTo(r(27)[k]! * (2 / 3) + r(30)[k]! / 3, 12));
  });

  it('reads the 24-month height row as length (+0.7 cm) between 23 and 24 months', () => {
    const rows23 = china.lhfa.female.rows.find((row) => row.ageMonths === 23)!.lines;
    const rows24 = china.lhfa.female.rows.find((row) => row.ageMonths === 24)!.lines;
    const mid = chinaSdLinesAt(china, 'lhfa', 'female', 23.5)!;
    mid.forEach((v, k) => expect(v).toBeCloseTo((rows23[k]! + rows24[k]! + 0.7) / 2, 12));
    expect(chinaSdLinesAt(china, 'lhfa', 'female', 24)).toEqual(rows24);
  });

  it('has no lines before birth or past the last row (81 months; head circumference 36)', () => {
    expect(chinaSdLinesAt(china, 'wfa', 'male', -0.01)).toBeNull();
    expect(chinaSdLinesAt(china, 'wfa', 'male', 81)).not.toBeNull();
    expect(chinaSdLinesAt(china, 'wfa', 'male', 81.01)).toBeNull();
    expect(chinaSdLinesAt(china, 'hcfa', 'female', 36)).not.toBeNull();
    expect(chinaSdLinesAt(china, 'hcfa', 'female', 36.01)).toBeNull();
  });
});

describe('parsing the tables', () => {
  it('names the files as the reference-data folder does', () => {
    expect(chinaReferenceFileName('hcfa', 'female')).toBe('china_wst423_2022_hcfa_girls_sd.csv');
  });

  it('refuses SD lines out of order and ages that do not increase', () => {
    const head = 'age_months,SD3neg,SD2neg,SD1neg,SD0,SD1,SD2,SD3\n';
    expect(() => parseChinaSdTable(`${head}0,1,2,3,4,5,6,7\n1,1,2,3,3,5,6,7\n`, 't')).toThrow(/SD lines must increase/);
    expect(() => parseChinaSdTable(`${head}1,1,2,3,4,5,6,7\n1,1,2,3,4,5,6,7\n`, 't')).toThrow(/age_months must increase/);
  });
});

describe('scoring a child against WS/T 423—2022', () => {
  const BIRTH = '2020-01-01';
  const input = (days: number, rest: Partial<GrowthScoreInput>): GrowthScoreInput =>
    ({
      sex: 'male',
      birthDate: BIRTH,
      measuredOn: addDays(BIRTH, days),
      gestationalAgeDays: null,
      growthReference: 'china',
      indicator: 'weight',
      value: 1,
      ...rest,
    }) as GrowthScoreInput;

  it('gives the table z exactly for a value on a line at a tabulated age (birth)', () => {
    const row = china.wfa.male.rows[0]!;
    row.lines.forEach((value, k) => {
      const s = scoreGrowth(refs, input(0, { value }), china);
      expect(s).toMatchObject({ reference: 'wst423_2022', table: 'wst423_2022_wfa', z: CHINA_SD_Z[k] });
    });
  });

  it('scores the median between rows as 0 (median interpolated in age)', () => {
    const days = 200;
    const median = chinaSdLinesAt(china, 'lhfa', 'male', days / DAYS_PER_MONTH)![3]!;
    expect(scoreGrowth(refs, input(days, { indicator: 'height', value: median }), china).z).toBeCloseTo(0, 12);
  });

  it('adjusts a length measured standing before 24 months by +0.7 cm, as for WHO', () => {
    const lying = scoreGrowth(refs, input(400, { indicator: 'height', value: 78 }), china);
    const standing = scoreGrowth(refs, input(400, { indicator: 'height', value: 77.3, measure: 'standing' }), china);
    expect(standing.z).toBeCloseTo(lying.z!, 12);
  });

  it('uses China up to 81 months and WHO 2007 the day after, saying so', () => {
    const lastDay = Math.floor(81 * DAYS_PER_MONTH);
    expect(scoreGrowth(refs, input(lastDay, { value: 22 }), china).reference).toBe('wst423_2022');
    expect(scoreGrowth(refs, input(lastDay + 1, { value: 22 }), china).reference).toBe('who2007');
  });

  it('uses China for head circumference to 36 months, then WHO 2006', () => {
    const lastDay = Math.floor(36 * DAYS_PER_MONTH);
    expect(scoreGrowth(refs, input(lastDay, { indicator: 'headSize', value: 49 }), china).reference).toBe('wst423_2022');
    expect(scoreGrowth(refs, input(lastDay + 1, { indicator: 'headSize', value: 49 }), china).reference).toBe('who2006');
  });

  it('scores BMI on WHO (the standard has no BMI-for-age table here)', () => {
    const s = scoreGrowth(refs, input(400, { indicator: 'bmi', weightKg: 10, heightCm: 76 }), china);
    expect(s.reference).toBe('who2006');
  });

  it('scores a preterm baby on Fenton before term-equivalent age, then on China by corrected age', () => {
    const ga = 227;
    expect(scoreGrowth(refs, { ...input(52, { value: 2.9 }), gestationalAgeDays: ga }, china).reference).toBe('fenton2013');
    const atTerm = scoreGrowth(refs, { ...input(53, { value: china.wfa.male.rows[0]!.lines[3]! }), gestationalAgeDays: ga }, china);
    expect(atTerm).toMatchObject({ reference: 'wst423_2022', correctedAgeDays: 0, z: 0 });
  });

  it('flags with WHO’s rule for the indicator (weight z above 5)', () => {
    const lines = china.wfa.male.rows[0]!.lines;
    const y = (z: number) => valueFromSdLines(lines, z);
    expect(scoreGrowth(refs, input(0, { value: y(5) }), china).flag).toBe(false);
    expect(scoreGrowth(refs, input(0, { value: y(5.02) }), china).flag).toBe(true);
  });

  it('needs the China tables when China is chosen, and stays on WHO when it is not', () => {
    expect(() => scoreGrowth(refs, input(0, { value: 3 }))).toThrow(/China tables/);
    expect(scoreGrowth(refs, { ...input(0, { value: 3 }), growthReference: 'who' }, china).reference).toBe('who2006');
  });
});

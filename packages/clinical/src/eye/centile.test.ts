import { describe, expect, it } from 'vitest';
import { eyeTestReference } from '../test-support/eye-reference.ts';
import {
  axialLengthCentile,
  axialLengthCentileLines,
  axialLengthLinesAtAge,
  formatAxialLengthCentile,
  isAxialLengthAboveHighestLine,
} from './centile.ts';
import { examAgeYears } from './exam.ts';
import { AXIAL_LENGTH_CENTILES } from './reference.ts';

const ref = eyeTestReference();

describe('axialLengthCentile on published rows', () => {
  it('gives exactly 50 for a 4-year-old boy on the published median of 22.39 mm', () => {
    expect(axialLengthCentile(ref, 'male', 4, 22.39)).toEqual({ centile: 50, band: 'within' });
  });

  it('gives exactly 25 for a 6-year-old girl on the published P25 of 21.96 mm', () => {
    expect(axialLengthCentile(ref, 'female', 6, 21.96)).toEqual({ centile: 25, band: 'within' });
  });

  it('gives back the centile of every published cell of both tables', () => {
    for (const sex of ['male', 'female'] as const) {
      for (const row of ref.tables[sex]) {
        for (const c of AXIAL_LENGTH_CENTILES) expect(axialLengthCentile(ref, sex, row.ageYears, row.values[c]).centile).toBe(c);
      }
    }
  });
});

describe('axialLengthCentile between tabulated ages', () => {
  it('uses at 4.5 years the mean of the 4- and 5-year lines', () => {
    const lines = axialLengthLinesAtAge(ref, 'male', 4.5)!;
    expect(lines[50]).toBeCloseTo((22.39 + 22.69) / 2, 10);
    expect(lines[3]).toBeCloseTo((21.26 + 21.49) / 2, 10);
    expect(lines[95]).toBeCloseTo((23.33 + 23.74) / 2, 10);
    expect(axialLengthCentile(ref, 'male', 4.5, 22.54).centile).toBeCloseTo(50, 9);
  });

  it('interpolates linearly along a line a quarter of the way between ages', () => {
    // Girls P75: 24.11 at 10 and 24.39 at 11.
    expect(axialLengthLinesAtAge(ref, 'female', 10.25)![75]).toBeCloseTo(24.11 + 0.25 * (24.39 - 24.11), 10);
  });
});

describe('axialLengthCentile between percentile lines', () => {
  it('interpolates on the normal scale: halfway between P25 and P50 is Φ(z25/2), not 37.5', () => {
    // Boys at 4 years: P25 21.99, P50 22.39. scipy: norm.cdf(norm.ppf(0.25) / 2) * 100 = 36.79661556049961.
    const result = axialLengthCentile(ref, 'male', 4, 22.19);
    expect(result.band).toBe('within');
    expect(result.centile).toBeCloseTo(36.79661556049961, 8);
    expect(result.centile).not.toBeCloseTo(37.5, 1);
  });

  it('interpolates on the normal scale between P90 and P95 too', () => {
    // Girls at 12 years: P90 25.28, P95 25.66; a quarter of the way. scipy value of
    // norm.cdf(z90 + 0.25 * (z95 - z90)) * 100 = 91.50269594250119.
    expect(axialLengthCentile(ref, 'female', 12, 25.28 + 0.25 * (25.66 - 25.28)).centile).toBeCloseTo(91.50269594250119, 8);
  });

  it('rises with axial length from the P3 line to the P95 line', () => {
    // Boys at 6 years: P3 21.71, P95 24.15; hundredths built from integers so that both ends are hit exactly.
    let previous = 0;
    for (let hundredths = 2171; hundredths <= 2415; hundredths++) {
      const mm = hundredths / 100;
      const { centile } = axialLengthCentile(ref, 'male', 6, mm);
      expect(centile).not.toBeNull();
      expect(centile!).toBeGreaterThanOrEqual(previous);
      previous = centile!;
    }
  });
});

describe('axialLengthCentile beyond the outer lines', () => {
  it('reports below the P3 line as the below3 band, without a centile', () => {
    expect(axialLengthCentile(ref, 'male', 10, 22.41)).toEqual({ centile: null, band: 'below3' });
  });

  it('reports above the P95 line as the above95 band, without a centile', () => {
    expect(axialLengthCentile(ref, 'female', 12, 25.67)).toEqual({ centile: null, band: 'above95' });
  });

  it('keeps values exactly on P3 and P95 within the range', () => {
    expect(axialLengthCentile(ref, 'male', 10, 22.42)).toEqual({ centile: 3, band: 'within' });
    expect(axialLengthCentile(ref, 'female', 12, 25.66)).toEqual({ centile: 95, band: 'within' });
  });
});

describe('axialLengthCentile at the ends of the reference ages', () => {
  it('gives nothing at 3.99 years, a centile at 4 and at 18, nothing at 18.01', () => {
    expect(axialLengthCentile(ref, 'male', 3.99, 22.39)).toEqual({ centile: null, band: null });
    expect(axialLengthCentile(ref, 'male', 4, 22.39).centile).toBe(50);
    expect(axialLengthCentile(ref, 'male', 18, 25.41).centile).toBe(50);
    expect(axialLengthCentile(ref, 'male', 18.01, 25.41)).toEqual({ centile: null, band: null });
  });

  it('starts on the 4th birthday and not the day before', () => {
    expect(axialLengthCentile(ref, 'female', examAgeYears('2016-05-20', '2020-05-19'), 21.78).band).toBeNull();
    expect(axialLengthCentile(ref, 'female', examAgeYears('2016-05-20', '2020-05-20'), 21.78).centile).toBe(50);
  });

  it('ends at 18 Julian years: on the 18th birthday after four leap days, not the day after', () => {
    // 2001-01-01 to 2019-01-01 is 6574 days (17.9986 years); one day more is 18.0014 years.
    expect(axialLengthCentile(ref, 'female', examAgeYears('2001-01-01', '2019-01-01'), 25.05).band).toBe('within');
    expect(axialLengthCentile(ref, 'female', examAgeYears('2001-01-01', '2019-01-02'), 25.05).band).toBeNull();
  });

  it('refuses an axial length that is not a positive number', () => {
    expect(() => axialLengthCentile(ref, 'male', 8, Number.NaN)).toThrow(RangeError);
    expect(() => axialLengthCentile(ref, 'male', 8, 0)).toThrow(RangeError);
    expect(() => axialLengthCentile(ref, 'male', Number.NaN, 23)).toThrow(RangeError);
  });
});

describe('formatAxialLengthCentile', () => {
  it('shows the bands as <3 and >95, a centile as a whole number, and nothing outside the ages', () => {
    expect(formatAxialLengthCentile({ centile: null, band: 'below3' })).toBe('<3');
    expect(formatAxialLengthCentile({ centile: null, band: 'above95' })).toBe('>95');
    expect(formatAxialLengthCentile(axialLengthCentile(ref, 'male', 4, 22.19))).toBe('37');
    expect(formatAxialLengthCentile({ centile: null, band: null })).toBeNull();
  });
});

describe('axialLengthCentileLines', () => {
  it('draws all eight lines over 4–18 years through every tabulated age by default', () => {
    const lines = axialLengthCentileLines(ref, 'female');
    expect(lines.map((l) => l.centile)).toEqual([3, 5, 10, 25, 50, 75, 90, 95]);
    const median = lines.find((l) => l.centile === 50)!;
    expect(median.points.map((p) => p.ageYears)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18]);
    expect(median.points[0]).toEqual({ ageYears: 4, value: 21.78 });
    expect(median.points[14]).toEqual({ ageYears: 18, value: 25.05 });
  });

  it('adds the ends of a partial range and keeps the tabulated ages inside it', () => {
    const p95 = axialLengthCentileLines(ref, 'male', 6.5, 9.25).find((l) => l.centile === 95)!;
    expect(p95.points.map((p) => p.ageYears)).toEqual([6.5, 7, 8, 9, 9.25]);
    expect(p95.points[0]!.value).toBeCloseTo((24.15 + 24.54) / 2, 10);
  });

  it('spaces points by the step with the end included', () => {
    const p3 = axialLengthCentileLines(ref, 'male', 4, 18, 0.5)[0]!;
    expect(p3.points).toHaveLength(29);
    expect(p3.points[1]!.ageYears).toBe(4.5);
    expect(p3.points[28]).toEqual({ ageYears: 18, value: 22.92 });
  });

  it('never extends the lines outside 4–18 years', () => {
    const lines = axialLengthCentileLines(ref, 'male', 2, 20);
    expect(lines[0]!.points[0]!.ageYears).toBe(4);
    expect(lines[0]!.points.at(-1)!.ageYears).toBe(18);
    expect(axialLengthCentileLines(ref, 'male', 1, 3)[0]!.points).toEqual([]);
  });

  it('refuses a step that is not positive', () => {
    expect(() => axialLengthCentileLines(ref, 'male', 4, 18, 0)).toThrow(RangeError);
  });
});

describe('isAxialLengthAboveHighestLine', () => {
  it("answers as axialLengthCentile's band 'above95', on and around the P95 line, between and on tabulated ages and outside them", () => {
    let above = 0;
    for (const sex of ['male', 'female'] as const) {
      for (let age = 3.5; age <= 18.5; age += 0.25) {
        const p95 = axialLengthLinesAtAge(ref, sex, age)?.[95] ?? 25;
        for (const mm of [p95 - 0.01, p95, p95 + 1e-9, p95 + 0.01, 30]) {
          const expected = axialLengthCentile(ref, sex, age, mm).band === 'above95';
          expect(isAxialLengthAboveHighestLine(ref, sex, age, mm), `${sex} ${age} ${mm}`).toBe(expected);
          if (expected) above += 1;
        }
      }
    }
    // Both answers occur: the loop is no run of falses.
    expect(above).toBeGreaterThan(100);
  });

  it('refuses a length that is not a positive number, as axialLengthCentile does', () => {
    expect(() => isAxialLengthAboveHighestLine(ref, 'male', 10, 0)).toThrow(RangeError);
    expect(() => isAxialLengthAboveHighestLine(ref, 'male', 10, Number.NaN)).toThrow(RangeError);
  });
});

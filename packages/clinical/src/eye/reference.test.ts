import { describe, expect, it } from 'vitest';
import { EYE_REFERENCE_DATA_DIR, eyeTestReference, readEyeReferenceText } from '../test-support/eye-reference.ts';
import {
  AXIAL_LENGTH_REFERENCE_FILES,
  AXIAL_LENGTH_REFERENCE_MAX_AGE_YEARS,
  AXIAL_LENGTH_REFERENCE_MIN_AGE_YEARS,
  loadAxialLengthReference,
  parseAxialLengthTable,
} from './reference.ts';

const HEADER = 'age_years,P3,P5,P10,P25,P50,P75,P90,P95';
const goodRows = (ages: number[]) => ages.map((a) => `${a},${[1, 2, 3, 4, 5, 6, 7, 8].map((v) => v + a).join(',')}`);

describe('loadAxialLengthReference', () => {
  it(`reads both He et al. 2023 tables from ${EYE_REFERENCE_DATA_DIR}`, () => {
    const ref = eyeTestReference();
    for (const sex of ['male', 'female'] as const) {
      expect(ref.tables[sex].map((r) => r.ageYears)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18]);
    }
    expect(ref.tables.male[0]).toEqual({
      ageYears: 4,
      values: { 3: 21.26, 5: 21.41, 10: 21.63, 25: 21.99, 50: 22.39, 75: 22.78, 90: 23.13, 95: 23.33 },
    });
    expect(ref.tables.female[14]!.values[95]).toBe(27.08);
    expect(ref.source.doi).toBe('10.1136/bjophthalmol-2021-319431');
  });

  it('asks the reader for exactly the two reference files', () => {
    const asked: string[] = [];
    loadAxialLengthReference((name) => {
      asked.push(name);
      return readEyeReferenceText(name);
    });
    expect(asked).toEqual([AXIAL_LENGTH_REFERENCE_FILES.male, AXIAL_LENGTH_REFERENCE_FILES.female]);
  });

  it('covers the ages the centile accepts', () => {
    expect([AXIAL_LENGTH_REFERENCE_MIN_AGE_YEARS, AXIAL_LENGTH_REFERENCE_MAX_AGE_YEARS]).toEqual([4, 18]);
  });
});

describe('parseAxialLengthTable', () => {
  const allAges = [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18];

  it('accepts a well-formed table with CRLF line ends', () => {
    expect(parseAxialLengthTable([HEADER, ...goodRows(allAges)].join('\r\n'))).toHaveLength(15);
  });

  it('refuses a cell that is not a number, naming the line and column', () => {
    const rows = goodRows(allAges);
    rows[2] = rows[2]!.replace(/,[^,]*$/, ',n/a');
    expect(() => parseAxialLengthTable([HEADER, ...rows].join('\n'), 'boys.csv')).toThrow('boys.csv line 4: P95 is not a number (n/a)');
  });

  it('refuses a missing column', () => {
    expect(() => parseAxialLengthTable(['age_years,P3,P5', '4,1,2'].join('\n'))).toThrow(/P10 is not a number/);
  });

  it('refuses percentile lines out of order', () => {
    const rows = goodRows(allAges);
    rows[0] = '4,1,2,3,5,4,6,7,8';
    expect(() => parseAxialLengthTable([HEADER, ...rows].join('\n'))).toThrow(/P25 is not below P50/);
  });

  it('refuses ages that do not increase', () => {
    expect(() => parseAxialLengthTable([HEADER, ...goodRows([4, 6, 5, 18])].join('\n'))).toThrow(/ages must increase/);
  });

  it('refuses a table that stops short of 4–18 years', () => {
    expect(() => parseAxialLengthTable([HEADER, ...goodRows([4, 5, 17])].join('\n'))).toThrow(/must cover 4–18/);
    expect(() => parseAxialLengthTable([HEADER, ...goodRows([5, 18])].join('\n'))).toThrow(/must cover 4–18/);
    expect(() => parseAxialLengthTable(HEADER)).toThrow(/must cover 4–18/);
  });
});

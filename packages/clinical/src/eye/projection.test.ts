import { describe, expect, it } from 'vitest';
import { addDays } from '../dates.ts';
import { eyeTestReference } from '../test-support/eye-reference.ts';
import { calendarAgeYears, expectedAxialLength } from './progression-for-age.ts';
import { HIGH_MYOPIA_AXIAL_LENGTH_MM, PROJECTION_DEFAULT_RATIOS, projectAxialLength } from './projection.ts';

const ref = eyeTestReference();
const BIRTH = '2014-03-01';
const at = (age: number) => addDays(BIRTH, Math.round(age * 365.25));

/** Exams that follow the girl's own centile line from `mm` at `fromAge`, every half year. */
function onCentile(fromAge: number, mm: number, count: number) {
  return Array.from({ length: count }, (_, i) => {
    const age = fromAge + i / 2;
    const date = at(age);
    return {
      examDate: date,
      axialLengthMm: expectedAxialLength(ref, 'female', calendarAgeYears(BIRTH, at(fromAge)), mm, calendarAgeYears(BIRTH, date))!,
    };
  });
}

describe('the axial-length projection to 18 years', () => {
  it('runs from the latest exam to 18, at every whole year, and its centre follows the child’s centile line', () => {
    const p = projectAxialLength(ref, { sex: 'female', birthDate: BIRTH, exams: onCentile(10, 24, 5) })!;
    expect(p.points[0]!.ageYears).toBeCloseTo(12, 2);
    expect(p.points.map((q) => q.ageYears).slice(1)).toEqual([13, 14, 15, 16, 17, 18]);
    const last = p.points.at(-1)!;
    expect(last.centreMm).toBeCloseTo(expectedAxialLength(ref, 'female', p.fromAgeYears, p.fromMm, 18)!, 10);
  });

  it('is a band, never a line: it holds the centile line and widens with the years', () => {
    const p = projectAxialLength(ref, { sex: 'female', birthDate: BIRTH, exams: onCentile(10, 24, 5) })!;
    expect(p.measuredRate).toBe(true);
    expect(p.lowRatio).toBeLessThanOrEqual(1);
    expect(p.highRatio).toBeGreaterThanOrEqual(1);
    for (const q of p.points.slice(1)) {
      expect(q.lowMm).toBeLessThan(q.centreMm);
      expect(q.highMm).toBeGreaterThan(q.centreMm);
    }
    const width = (i: number) => p.points[i]!.highMm - p.points[i]!.lowMm;
    expect(width(6)).toBeGreaterThan(width(1));
  });

  it('moves the band up for an eye growing faster than its centile line', () => {
    const exams = onCentile(10, 24, 5).map((e, i) => ({ ...e, axialLengthMm: e.axialLengthMm + 0.2 * i }));
    const p = projectAxialLength(ref, { sex: 'female', birthDate: BIRTH, exams })!;
    expect(p.lowRatio).toBeGreaterThan(1 - 1e-9);
    expect(p.lowRatio).toBe(1);
    expect(p.highRatio).toBeGreaterThan(2);
  });

  it('uses only the exams of the last two years for the rate', () => {
    const old = { examDate: at(6), axialLengthMm: 21 };
    const with_ = projectAxialLength(ref, { sex: 'female', birthDate: BIRTH, exams: [old, ...onCentile(10, 24, 5)] })!;
    const without = projectAxialLength(ref, { sex: 'female', birthDate: BIRTH, exams: onCentile(10, 24, 5) })!;
    expect(with_.highRatio).toBeCloseTo(without.highRatio, 10);
  });

  it('draws the default band (×0.5 to ×1.5) without a measured rate', () => {
    const p = projectAxialLength(ref, { sex: 'female', birthDate: BIRTH, exams: [{ examDate: at(12), axialLengthMm: 24 }] })!;
    expect(p).toMatchObject({ measuredRate: false, lowRatio: PROJECTION_DEFAULT_RATIOS.low, highRatio: PROJECTION_DEFAULT_RATIOS.high });
  });

  it('says when each edge reaches 26 mm, interpolated between years, and null when it does not by 18', () => {
    const p = projectAxialLength(ref, { sex: 'female', birthDate: BIRTH, exams: [{ examDate: at(12), axialLengthMm: 25.6 }] })!;
    const high = p.crosses26.high!;
    expect(high).toBeGreaterThan(12);
    const before = p.points.filter((q) => q.ageYears <= high).at(-1)!;
    const after = p.points.find((q) => q.ageYears > high)!;
    expect(before.highMm).toBeLessThan(HIGH_MYOPIA_AXIAL_LENGTH_MM);
    expect(after.highMm).toBeGreaterThanOrEqual(HIGH_MYOPIA_AXIAL_LENGTH_MM);
    const short = projectAxialLength(ref, { sex: 'female', birthDate: BIRTH, exams: [{ examDate: at(12), axialLengthMm: 23 }] })!;
    expect(short.crosses26).toEqual({ low: null, centre: null, high: null });
    const already = projectAxialLength(ref, { sex: 'female', birthDate: BIRTH, exams: [{ examDate: at(12), axialLengthMm: 26.2 }] })!;
    expect(already.crosses26.low).toBeCloseTo(already.fromAgeYears, 10);
  });

  it('has nothing to project before 4 years, and only today’s point at 18', () => {
    expect(projectAxialLength(ref, { sex: 'male', birthDate: BIRTH, exams: [{ examDate: at(3.9), axialLengthMm: 21 }] })).toBeNull();
    expect(projectAxialLength(ref, { sex: 'male', birthDate: BIRTH, exams: [{ examDate: at(4), axialLengthMm: 21.5 }] })).not.toBeNull();
    const eighteen = projectAxialLength(ref, { sex: 'male', birthDate: BIRTH, exams: [{ examDate: at(18), axialLengthMm: 24 }] })!;
    expect(eighteen.points).toHaveLength(1);
    expect(projectAxialLength(ref, { sex: 'male', birthDate: BIRTH, exams: [] })).toBeNull();
  });
});

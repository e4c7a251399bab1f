import { describe, expect, it } from 'vitest';
import { addDays } from '../dates.ts';
import {
  CENTILE_CROSSING_WINDOW_DAYS,
  EYE_RECHECK_INTERVAL_DAYS,
  Z_P3,
  Z_P97,
  crossesTwoCentileSpaces,
  dueChecks,
  isEyeRecheckOverdue,
  nextDueCheck,
  patientFlags,
  type FlagEyeExam,
  type FlagGrowthRecord,
} from './patient-flags.ts';

const record = (recordDate: string, z: Partial<FlagGrowthRecord> = {}): FlagGrowthRecord => ({
  recordDate,
  ageDays: 3000,
  heightZ: 0,
  weightZ: 0,
  headSizeZ: null,
  bmiZ: 0,
  weightForLengthZ: null,
  ...z,
});
const exam = (examDate: string, e: Partial<FlagEyeExam> = {}): FlagEyeExam => ({
  examDate,
  treatment: 'none',
  axialAboveP95: false,
  fastForAge: false,
  ...e,
});
const asOf = '2026-11-23';

describe('patient flags', () => {
  it('puts P3 and P97 at z = ±1.881', () => {
    expect(Z_P3).toBeCloseTo(-1.881, 3);
    expect(Z_P97).toBeCloseTo(1.881, 3);
  });

  it('flags growth below P3 only when the latest record is below it', () => {
    expect(
      patientFlags({ growth: [record('2026-01-01', { heightZ: -2.5 }), record('2026-06-01', { heightZ: -1.5 })], eye: [], asOf }),
    ).not.toContain('growthBelowP3');
    expect(patientFlags({ growth: [record('2026-06-01', { weightZ: Z_P3 - 0.001 })], eye: [], asOf })).toContain('growthBelowP3');
    expect(patientFlags({ growth: [record('2026-06-01', { weightZ: Z_P3 + 0.001 })], eye: [], asOf })).not.toContain('growthBelowP3');
  });

  it('flags growth above P97 and BMI above P97 separately', () => {
    const flags = patientFlags({ growth: [record('2026-06-01', { heightZ: Z_P97 + 0.001, bmiZ: Z_P97 - 0.001 })], eye: [], asOf });
    expect(flags).toContain('growthAboveP97');
    expect(flags).not.toContain('bmiAboveP97');
    expect(patientFlags({ growth: [record('2026-06-01', { bmiZ: Z_P97 + 0.001 })], eye: [], asOf })).toEqual(['bmiAboveP97']);
  });

  it('flags a fall across two centile spaces (4/3 SD) and not across less', () => {
    expect(crossesTwoCentileSpaces([record('2026-01-01', { weightZ: 0.5 }), record('2026-07-01', { weightZ: 0.5 - 4 / 3 })])).toBe(true);
    expect(crossesTwoCentileSpaces([record('2026-01-01', { weightZ: 0.5 }), record('2026-07-01', { weightZ: 0.5 - 4 / 3 + 0.01 })])).toBe(
      false,
    );
  });

  it('flags a rise across two centile spaces of height', () => {
    expect(crossesTwoCentileSpaces([record('2026-07-01', { heightZ: 1.4 }), record('2025-07-01', { heightZ: 0 })])).toBe(true);
  });

  it('does not compare records older than the two-year window', () => {
    const latest = '2026-07-01';
    const inside = addDays(latest, -CENTILE_CROSSING_WINDOW_DAYS);
    const outside = addDays(latest, -CENTILE_CROSSING_WINDOW_DAYS - 1);
    expect(crossesTwoCentileSpaces([record(inside, { heightZ: -2 }), record(latest)])).toBe(true);
    expect(crossesTwoCentileSpaces([record(outside, { heightZ: -2 }), record(latest)])).toBe(false);
  });

  it('flags axial length above P95 and fast progression from the latest exam only', () => {
    const flags = patientFlags({
      growth: [],
      eye: [exam('2025-01-01', { axialAboveP95: true }), exam('2026-06-01', { fastForAge: true })],
      asOf,
    });
    expect(flags).toEqual(['axialFastForAge']);
  });

  it('flags an eye recheck overdue after more than six months in myopia control, not on the day itself', () => {
    const onTime = exam(addDays(asOf, -EYE_RECHECK_INTERVAL_DAYS), { treatment: 'orthokeratology' });
    const late = exam(addDays(asOf, -EYE_RECHECK_INTERVAL_DAYS - 1), { treatment: 'orthokeratology' });
    expect(isEyeRecheckOverdue([onTime], asOf)).toBe(false);
    expect(isEyeRecheckOverdue([late], asOf)).toBe(true);
    expect(isEyeRecheckOverdue([{ ...late, treatment: 'none' }], asOf)).toBe(false);
  });

  it('lists no flags for a child without data', () => {
    expect(patientFlags({ growth: [], eye: [], asOf })).toEqual([]);
  });
});

describe('next due check', () => {
  it('is three months after the last measurement of a baby and a year after that of a school child', () => {
    expect(nextDueCheck({ growth: [record('2026-01-01', { ageDays: 200 })], eye: [] })).toBe(addDays('2026-01-01', 91));
    expect(nextDueCheck({ growth: [record('2026-01-01', { ageDays: 3000 })], eye: [] })).toBe(addDays('2026-01-01', 365));
  });

  it('is the eye recheck when that comes first, and null without any data', () => {
    const growth = [record('2026-01-01', { ageDays: 3000 })];
    expect(nextDueCheck({ growth, eye: [exam('2026-02-01', { treatment: 'atropine' })] })).toBe(addDays('2026-02-01', 183));
    expect(nextDueCheck({ growth: [], eye: [] })).toBeNull();
  });

  it("names each kind with the date it counts from, and the earlier of the two is the list's date", () => {
    const growth = [record('2025-06-01', { ageDays: 700 }), record('2026-01-01', { ageDays: 900 })];
    const eye = [exam('2025-12-01', { treatment: 'orthokeratology' }), exam('2025-07-01', { treatment: 'orthokeratology' })];
    const due = dueChecks({ growth, eye });
    // 900 days old at the last measurement: between 2 and 3 years, every 6 months.
    expect(due.growth).toEqual({ dueDate: addDays('2026-01-01', 183), lastDate: '2026-01-01' });
    expect(due.eye).toEqual({ dueDate: addDays('2025-12-01', EYE_RECHECK_INTERVAL_DAYS), lastDate: '2025-12-01' });
    expect(due.next).toBe(due.eye!.dueDate);
    expect(nextDueCheck({ growth, eye })).toBe(due.next);
  });

  it('has no eye recheck once the last exam is out of myopia control', () => {
    const eye = [exam('2025-07-01', { treatment: 'atropine' }), exam('2025-12-01')];
    expect(dueChecks({ growth: [], eye })).toEqual({ growth: null, eye: null, next: null });
  });

  it('moves from three-monthly to six-monthly checks on the day a measurement is taken at two years', () => {
    expect(dueChecks({ growth: [record('2026-01-01', { ageDays: 729 })], eye: [] }).growth?.dueDate).toBe(addDays('2026-01-01', 91));
    expect(dueChecks({ growth: [record('2026-01-01', { ageDays: 730 })], eye: [] }).growth?.dueDate).toBe(addDays('2026-01-01', 183));
  });
});

describe('wasting and overweight on weight-for-length/height (WHO/UNICEF 2019: below −2, above +2)', () => {
  it('flags the latest record only, on each side of the cut-offs', () => {
    expect(patientFlags({ growth: [record('2026-01-01', { weightForLengthZ: -2.01 })], eye: [], asOf })).toContain('wasting');
    expect(patientFlags({ growth: [record('2026-01-01', { weightForLengthZ: -2 })], eye: [], asOf })).not.toContain('wasting');
    expect(patientFlags({ growth: [record('2026-01-01', { weightForLengthZ: 2.01 })], eye: [], asOf })).toContain('overweight');
    expect(patientFlags({ growth: [record('2026-01-01', { weightForLengthZ: 2 })], eye: [], asOf })).not.toContain('overweight');
    const healed = [record('2026-01-01', { weightForLengthZ: -2.5 }), record('2026-03-01', { weightForLengthZ: -1 })];
    expect(patientFlags({ growth: healed, eye: [], asOf })).not.toContain('wasting');
  });
});

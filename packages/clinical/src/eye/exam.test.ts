import { describe, expect, it } from 'vitest';
import { EYE_EXAM_BOUNDS, EYE_TREATMENTS, examAgeYears, isEyeTreatment, isWithinEyeExamBounds } from './exam.ts';

describe('examAgeYears', () => {
  it('gives age at the exam in Julian years', () => {
    expect(examAgeYears('2016-05-20', '2020-05-20')).toBe(4);
    expect(examAgeYears('2016-05-20', '2016-05-20')).toBe(0);
    expect(examAgeYears('2015-03-10', '2024-03-12')).toBeCloseTo(3290 / 365.25, 12);
  });

  it('refuses an exam before birth and a date that does not exist', () => {
    expect(() => examAgeYears('2016-05-20', '2016-05-19')).toThrow(RangeError);
    expect(() => examAgeYears('2016-02-30', '2020-01-01')).toThrow(RangeError);
  });
});

describe('EYE_EXAM_BOUNDS', () => {
  it('holds the plausibility limits the server validates exams against', () => {
    expect(EYE_EXAM_BOUNDS).toEqual({
      axialLength: { min: 15, max: 35 },
      sphere: { min: -30, max: 20 },
      cylinder: { min: -10, max: 10 },
      axis: { min: 0, max: 180 },
      k: { min: 35, max: 55 },
    });
  });

  it('accepts both ends of a range and refuses just beyond them', () => {
    expect(isWithinEyeExamBounds('axialLength', 15)).toBe(true);
    expect(isWithinEyeExamBounds('axialLength', 35)).toBe(true);
    expect(isWithinEyeExamBounds('axialLength', 14.99)).toBe(false);
    expect(isWithinEyeExamBounds('axialLength', 35.01)).toBe(false);
    expect(isWithinEyeExamBounds('axis', 180)).toBe(true);
    expect(isWithinEyeExamBounds('axis', -1)).toBe(false);
    expect(isWithinEyeExamBounds('k', Number.NaN)).toBe(false);
  });
});

describe('EYE_TREATMENTS', () => {
  it('lists the treatment keys in the brief order', () => {
    expect(EYE_TREATMENTS).toEqual([
      'none',
      'single_vision',
      'orthokeratology',
      'defocus_spectacles',
      'low_dose_atropine',
      'red_light',
      'other',
    ]);
  });

  it('recognises only those keys', () => {
    expect(isEyeTreatment('orthokeratology')).toBe(true);
    expect(isEyeTreatment('Orthokeratology')).toBe(false);
    expect(isEyeTreatment(undefined)).toBe(false);
  });
});

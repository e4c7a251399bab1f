/**
 * Exam-level constants and age: the bounds the server validates an exam against and the treatment keys.
 * Bounds are plausibility limits that catch typing and unit errors (cm for mm, a missing minus sign), not
 * clinical normal ranges: extreme but real eyes must still pass.
 */
import { ageInYears, toDayNumber, type IsoDate } from '../dates.ts';

export const EYE_EXAM_BOUNDS = {
  /** mm: newborn eyes are about 16–17 mm, pathological high myopia exceeds 30 mm. */
  axialLength: { min: 15, max: 35 },
  /** D: the range of clinical refraction and trial lenses. */
  sphere: { min: -30, max: 20 },
  /** D, either sign so both plus- and minus-cylinder notation are accepted. */
  cylinder: { min: -10, max: 10 },
  /** Degrees: cylinder axis notation runs 0–180. */
  axis: { min: 0, max: 180 },
  /** D: keratometry outside 35–55 D is keratoconus or post-surgical territory and worth a second look. */
  k: { min: 35, max: 55 },
} as const;

export type EyeExamBoundedField = keyof typeof EYE_EXAM_BOUNDS;

/** True when `value` is a finite number within the inclusive bounds of `field`. */
export function isWithinEyeExamBounds(field: EyeExamBoundedField, value: number): boolean {
  const { min, max } = EYE_EXAM_BOUNDS[field];
  return Number.isFinite(value) && value >= min && value <= max;
}

/** Myopia-control treatment in use at an exam; keys only, the client translates them. */
export const EYE_TREATMENTS = [
  'none',
  'single_vision',
  'orthokeratology',
  'defocus_spectacles',
  'low_dose_atropine',
  'red_light',
  'other',
] as const;

export type EyeTreatment = (typeof EYE_TREATMENTS)[number];

export function isEyeTreatment(value: unknown): value is EyeTreatment {
  return typeof value === 'string' && (EYE_TREATMENTS as readonly string[]).includes(value);
}

/**
 * Age at the exam in decimal (Julian) years, the unit of the axial-length reference. An exam before birth is
 * a data error, not an age, so it throws.
 */
export function examAgeYears(birthDate: IsoDate, examDate: IsoDate): number {
  if (toDayNumber(examDate) < toDayNumber(birthDate)) throw new RangeError(`Exam date ${examDate} is before birth date ${birthDate}`);
  return ageInYears(birthDate, examDate);
}

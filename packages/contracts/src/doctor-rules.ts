/**
 * Zod-free values of the doctor workspace (issue 15), importable through `@sprout/contracts/light`.
 * The flag codes are computed by @sprout/clinical (flags/patient-flags.ts lists the same strings, and the
 * milestones' MILESTONE_FLAG last; a server test keeps the lists equal).
 */
export const PATIENT_FLAGS = [
  'growthBelowP3',
  'growthAboveP97',
  'centileCrossing',
  'bmiAboveP97',
  'wasting',
  'overweight',
  'axialAboveP95',
  'axialFastForAge',
  'eyeRecheckOverdue',
  // @sprout/clinical MILESTONE_FLAG (milestones/concern-days.ts): a warning sign applies or a motor milestone is late.
  'milestoneConcern',
] as const;
export type PatientFlag = (typeof PATIENT_FLAGS)[number];

/** Sort orders of the patient list: most recent visit first, or the most overdue check first. */
export const PATIENT_SORTS = ['lastVisit', 'nextDue'] as const;
export type PatientSort = (typeof PATIENT_SORTS)[number];

/** The doctor workspace's own API prefix (beside the spec's doctor growth and eye prefixes). */
export const DOCTOR_API_PREFIX = '/health-info-service/doctor';

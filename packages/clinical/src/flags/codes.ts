/**
 * The codes of the flags on the doctor's patient list (issue 15, and the milestones' of issue 34), in the order the
 * list's filter shows them: the one list of them, which the API's schema (contracts' PATIENT_FLAGS) is made from.
 * No imports, so that a client taking the codes takes nothing else.
 */
export const PATIENT_FLAG_CODES = [
  'growthBelowP3',
  'growthAboveP97',
  'centileCrossing',
  'bmiAboveP97',
  'wasting',
  'overweight',
  'axialAboveP95',
  'axialFastForAge',
  'eyeRecheckOverdue',
] as const;
export type PatientFlagCode = (typeof PATIENT_FLAG_CODES)[number];

/** The milestones' flag (milestones/concern-days.ts): a warning sign applies or a motor milestone is late. */
export const MILESTONE_FLAG = 'milestoneConcern' as const;

/** Every flag of the doctor's list: the growth and eye flags, then the milestones'. */
export const DOCTOR_LIST_FLAGS = [...PATIENT_FLAG_CODES, MILESTONE_FLAG] as const;

import { DOCTOR_LIST_FLAGS } from '@sprout/clinical';

/**
 * Zod-free values of the doctor workspace (issue 15), importable through `@sprout/contracts/light`.
 * The flag codes are computed by @sprout/clinical, whose list (flags/codes.ts) this is.
 */
export const PATIENT_FLAGS = DOCTOR_LIST_FLAGS;
export type PatientFlag = (typeof PATIENT_FLAGS)[number];

/** Sort orders of the patient list: most recent visit first, or the most overdue check first. */
export const PATIENT_SORTS = ['lastVisit', 'nextDue'] as const;
export type PatientSort = (typeof PATIENT_SORTS)[number];

/** The doctor workspace's own API prefix (beside the spec's doctor growth and eye prefixes). */
export const DOCTOR_API_PREFIX = '/health-info-service/doctor';

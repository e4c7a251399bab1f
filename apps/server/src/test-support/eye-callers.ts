import { DEMO_EYE_IDS } from '../db/seed/eye.ts';

/** The eye calls of the parent's app and of the doctor's workspace. */
export const EYE_APP = '/health-info-service/app/eye';
export const EYE_DOCTOR = '/health-info-service/doctor/eye';
export const boy = DEMO_EYE_IDS.boyHaoran;
export const siyu = DEMO_EYE_IDS.teenSiyu;

/** Who stands where towards the Li family's teenager, a patient of the Pudong clinic. */
export const SIYU_CALLERS = {
  owner: 'parentLi',
  otherParent: 'parentWang',
  clinicDoctor: 'doctorZhao',
  otherDoctor: 'doctorChen',
  editor: 'editor',
} as const;

/** The answer each caller gets from a family read, and from a doctor's read or write, of Siyu's eye data. */
export const PARENT_READ = { nobody: 401, owner: 200, otherParent: 404, clinicDoctor: 200, otherDoctor: 404, editor: 404 };
export const DOCTOR_ONLY = { nobody: 401, owner: 404, otherParent: 404, clinicDoctor: 200, otherDoctor: 404, editor: 404 };

import { DEMO_EYE_IDS } from '../db/seed/eye.ts';

/** The eye calls of the parent's app and of the doctor's workspace, and the eye profiles the eye tests read. */
export const EYE_APP = '/health-info-service/app/eye';
export const EYE_DOCTOR = '/health-info-service/doctor/eye';
export const boy = DEMO_EYE_IDS.boyHaoran;
/** The Li family's teenager, a patient of the Pudong clinic (test-app.ts LI_CHILD_CALLERS). */
export const siyu = DEMO_EYE_IDS.teenSiyu;

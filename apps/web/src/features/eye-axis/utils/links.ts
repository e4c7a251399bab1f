import { withQuery } from '../../../lib/navigation.ts';
import type { EyeAxisRole } from '../api/keys.ts';

export const EYE_PAGES = {
  patientDetail: '/eyeAxis/patient/eyeAxisDetail',
  patientRecord: '/eyeAxis/patient/record',
  doctorDetail: '/eyeAxis/doctor/eyeAxisDetail',
  doctorRecord: '/eyeAxis/doctor/record',
  fullScreen: '/eyeAxis/common/ophthalmologyFullScreen',
} as const;

export { withQuery };

/**
 * The full-screen chart is shared by both sides: it takes which side's calls to make and the ids that side's
 * eye info call needs (a parent's familyMemberId, a doctor's eyeId).
 */
export function fullScreenPath(role: EyeAxisRole, eyeRef: string, familyMemberId: string): string {
  return role === 'doctor'
    ? withQuery(EYE_PAGES.fullScreen, { role, eyeId: eyeRef })
    : withQuery(EYE_PAGES.fullScreen, { role, familyMemberId });
}

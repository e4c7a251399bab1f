import type { EyeAxisRole } from '../api/keys.ts';

export const EYE_PAGES = {
  patientDetail: '/eyeAxis/patient/eyeAxisDetail',
  patientRecord: '/eyeAxis/patient/record',
  doctorDetail: '/eyeAxis/doctor/eyeAxisDetail',
  doctorRecord: '/eyeAxis/doctor/record',
  fullScreen: '/eyeAxis/common/ophthalmologyFullScreen',
} as const;

export function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The full-screen chart is shared by both sides: it takes which side's calls to make and the ids that side's
 * eye info call needs (a parent's familyMemberId, a doctor's eyeId).
 */
export function fullScreenPath(role: EyeAxisRole, eyeRef: string, familyMemberId: string): string {
  return role === 'doctor'
    ? withQuery(EYE_PAGES.fullScreen, { role, eyeId: eyeRef })
    : withQuery(EYE_PAGES.fullScreen, { role, familyMemberId });
}

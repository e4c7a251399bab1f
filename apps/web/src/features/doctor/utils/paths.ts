import type { EntryKind } from '../api/create-entry.ts';

/** The doctor workspace's own pages (beside the spec's doctor routes, which they link to). */
export const DOCTOR_PAGES = {
  home: '/doctor',
  patient: '/doctor/patient',
  register: '/doctor/register',
  entry: {
    visit: '/doctor/patient/visit',
    testReport: '/doctor/patient/testReport',
    checkup: '/doctor/patient/checkup',
    advice: '/doctor/patient/advice',
  },
} as const satisfies { home: string; patient: string; register: string; entry: Record<EntryKind, string> };

export const patientPath = (patientId: string) => `${DOCTOR_PAGES.patient}?patientId=${encodeURIComponent(patientId)}`;
/** The entry form of a kind for the patient; with `entryId`, the same form correcting that entry (issue 30). */
export const entryPath = (kind: EntryKind, patientId: string, entryId?: string) =>
  `${DOCTOR_PAGES.entry[kind]}?patientId=${encodeURIComponent(patientId)}${entryId ? `&entryId=${encodeURIComponent(entryId)}` : ''}`;

/** The spec's doctor screens, with the parameters they already take (spec §2, §7). */
export const specDoctorPaths = {
  growthDetail: (growthId: string) => `/growth/doctor/growthDetail?growthId=${encodeURIComponent(growthId)}`,
  eyeDetail: (eyeId: string) => `/eyeAxis/doctor/eyeAxisDetail?eyeId=${encodeURIComponent(eyeId)}`,
  eyeRecord: (eyeId: string) => `/eyeAxis/doctor/record?eyeId=${encodeURIComponent(eyeId)}`,
  /** Issue 17's one child view: growth and eye on one age axis (either id may be missing). */
  childView: (growthId: string | null, eyeId: string | null, patientId?: string) =>
    `/child/doctor/view?${new URLSearchParams({ ...(growthId ? { growthId } : {}), ...(eyeId ? { eyeId } : {}), ...(patientId ? { patientId } : {}) }).toString()}`,
  healthRecord: (familyMemberId: string) => `/familyHealthyRecord/detail?familyMemberId=${encodeURIComponent(familyMemberId)}`,
  /** Every version of a corrected entry (issue 30); `patientId` brings "back" to this patient. */
  entryHistory: (familyMemberId: string, kind: EntryKind, entryId: string, patientId: string) =>
    `/familyHealthyRecord/history?${new URLSearchParams({ familyMemberId, kind, entryId, patientId }).toString()}`,
};

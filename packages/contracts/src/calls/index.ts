// Type only: activity calls carry the widget schemas and are exported from '@sprout/contracts/activity'.
import type { activityCalls } from './activity.ts';
import { adminClinicsCalls } from './admin-clinics.ts';
import { adviceCalls } from './advice.ts';
import { attachmentCalls } from './attachments.ts';
import { auditCalls } from './audit.ts';
import { authCalls } from './auth.ts';
import { boneAgeCalls } from './bone-ages.ts';
import { carersCalls } from './carers.ts';
import { clinicsCalls } from './clinics.ts';
import { consentCalls, leavingCalls } from './consent.ts';
import { contentAdminCalls, contentCalls } from './content.ts';
import { doctorCalls } from './doctor.ts';
import { eyeCalls } from './eye.ts';
import { familyCalls } from './family.ts';
import { growthReferenceCalls } from './growth-reference.ts';
import { doctorGrowthCalls, growthCalls } from './growth.ts';
import { healthRecordCalls } from './health-record.ts';
import { leadsCalls } from './leads.ts';
import { mediaCalls } from './media.ts';
import { memberEventCalls } from './member-events.ts';
import { membershipCalls } from './membership.ts';
import { milestoneCalls } from './milestones.ts';
import { monitoringCalls } from './monitoring.ts';
import { nextCheckCalls } from './next-check.ts';
import { patientsCalls } from './patients.ts';
import { questionnaireCalls } from './questionnaires.ts';
import { reminderCalls } from './reminders.ts';
import { surveyCalls } from './surveys.ts';
import { trustCalls } from './trust.ts';
import { vaccinationCalls } from './vaccinations.ts';
import { wechatCalls } from './wechat.ts';
import { workspaceCalls } from './workspace.ts';

export {
  adminClinicsCalls,
  adviceCalls,
  attachmentCalls,
  auditCalls,
  authCalls,
  carersCalls,
  clinicsCalls,
  consentCalls,
  leavingCalls,
  contentAdminCalls,
  contentCalls,
  doctorCalls,
  doctorGrowthCalls,
  eyeCalls,
  familyCalls,
  growthCalls,
  growthReferenceCalls,
  healthRecordCalls,
  leadsCalls,
  mediaCalls,
  memberEventCalls,
  boneAgeCalls,
  membershipCalls,
  milestoneCalls,
  monitoringCalls,
  nextCheckCalls,
  patientsCalls,
  questionnaireCalls,
  reminderCalls,
  surveyCalls,
  trustCalls,
  vaccinationCalls,
  wechatCalls,
  workspaceCalls,
};

type ValuesOf<T> = T[keyof T];
/** Every call described in the contracts, a union the web's callApi looks a route up in by its id. */
export type AnyContractCall =
  | ValuesOf<typeof activityCalls>
  | ValuesOf<typeof adminClinicsCalls>
  | ValuesOf<typeof adviceCalls>
  | ValuesOf<typeof attachmentCalls>
  | ValuesOf<typeof auditCalls>
  | ValuesOf<typeof authCalls>
  | ValuesOf<typeof carersCalls>
  | ValuesOf<typeof clinicsCalls>
  | ValuesOf<typeof consentCalls>
  | ValuesOf<typeof leavingCalls>
  | ValuesOf<typeof contentAdminCalls>
  | ValuesOf<typeof contentCalls>
  | ValuesOf<typeof doctorCalls>
  | ValuesOf<typeof doctorGrowthCalls>
  | ValuesOf<typeof eyeCalls>
  | ValuesOf<typeof familyCalls>
  | ValuesOf<typeof growthCalls>
  | ValuesOf<typeof growthReferenceCalls>
  | ValuesOf<typeof healthRecordCalls>
  | ValuesOf<typeof leadsCalls>
  | ValuesOf<typeof mediaCalls>
  | ValuesOf<typeof membershipCalls>
  | ValuesOf<typeof milestoneCalls>
  | ValuesOf<typeof memberEventCalls>
  | ValuesOf<typeof boneAgeCalls>
  | ValuesOf<typeof monitoringCalls>
  | ValuesOf<typeof nextCheckCalls>
  | ValuesOf<typeof patientsCalls>
  | ValuesOf<typeof questionnaireCalls>
  | ValuesOf<typeof reminderCalls>
  | ValuesOf<typeof surveyCalls>
  | ValuesOf<typeof trustCalls>
  | ValuesOf<typeof vaccinationCalls>
  | ValuesOf<typeof wechatCalls>
  | ValuesOf<typeof workspaceCalls>;

/** The call a route belongs to. */
export type CallOf<R extends { id: string }> = Extract<AnyContractCall, { id: R['id'] }>;

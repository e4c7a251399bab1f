import type { FastifyPluginAsync } from 'fastify';
import { API_PREFIX, DOCTOR_API_PREFIX } from '@sprout/contracts';
import type { AppDeps } from '../deps.ts';
import { activityRoutes } from './activity/routes.ts';
import { adminClinicRoutes } from './admin-clinics/routes.ts';
import { adviceInputProviders } from './advice/providers.ts';
import { adviceRoutes } from './advice/routes.ts';
import { attachmentRoutes } from './attachments/routes.ts';
import { auditRoutes } from './audit/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { boneAgeRoutes } from './bone-ages/routes.ts';
import { carersRoutes } from './carers/routes.ts';
import { clinicRoutes } from './clinics/routes.ts';
import { consentRoutes } from './consent/routes.ts';
import { contentAdminRoutes } from './content/admin-routes.ts';
import { contentRoutes } from './content/routes.ts';
import { doctorRoutes } from './doctor/routes.ts';
import { eyeAdviceInput } from './eye/advice-input.ts';
import { eyeAppRoutes } from './eye/app-routes.ts';
import { eyeDoctorRoutes } from './eye/doctor-routes.ts';
import { familyRoutes } from './family/routes.ts';
import { growthAdviceInput } from './growth/advice-input.ts';
import { doctorGrowthRoutes, growthRoutes } from './growth/routes.ts';
import { recordChangeRoutes } from './health-record/change-routes.ts';
import { healthRecordRoutes } from './health-record/routes.ts';
import { leadRoutes } from './leads/routes.ts';
import { leavingRoutes } from './leaving/routes.ts';
import { mediaAdminRoutes, mediaFileRoutes } from './media/routes.ts';
import { memberEventRoutes } from './member-events/routes.ts';
import { membershipRoutes } from './membership/routes.ts';
import { milestoneRoutes } from './milestones/routes.ts';
import { monitoringRoutes } from './monitoring/routes.ts';
import { nextCheckModuleRoutes } from './next-check/routes.ts';
import { patientRoutes } from './patients/routes.ts';
import { questionnaireRoutes } from './questionnaires/routes.ts';
import { recordsExportRoutes } from './records-export/routes.ts';
import { reminderRoutes } from './reminders/routes.ts';
import { surveyRoutes } from './surveys/routes.ts';
import { systemRoutes } from './system/routes.ts';
import { trustModuleRoutes } from './trust/routes.ts';
import { vaccinationRoutes } from './vaccinations/routes.ts';
import { wechatRoutes } from './wechat/routes.ts';
import { workspaceRoutes } from './workspace/routes.ts';

// The health-advice rules read growth and eye data through providers those modules export (advice/providers.ts).
adviceInputProviders.push(growthAdviceInput, eyeAdviceInput);

export interface ModuleRegistration {
  prefix: string;
  plugin: (deps: AppDeps) => FastifyPluginAsync;
}

/** Every route module and where it is mounted. A new module adds one line. */
export const MODULES: ModuleRegistration[] = [
  { prefix: '', plugin: systemRoutes },
  { prefix: API_PREFIX.app, plugin: (deps) => authRoutes(deps) },
  { prefix: API_PREFIX.app, plugin: familyRoutes },
  { prefix: API_PREFIX.app, plugin: carersRoutes },
  { prefix: API_PREFIX.aggregation, plugin: patientRoutes },
  { prefix: API_PREFIX.app, plugin: surveyRoutes },
  { prefix: API_PREFIX.app, plugin: questionnaireRoutes },
  { prefix: API_PREFIX.app, plugin: membershipRoutes },
  { prefix: API_PREFIX.app, plugin: leadRoutes },
  { prefix: API_PREFIX.growthApp, plugin: growthRoutes },
  { prefix: API_PREFIX.growthDoctor, plugin: doctorGrowthRoutes },
  { prefix: API_PREFIX.app, plugin: clinicRoutes },
  { prefix: API_PREFIX.app, plugin: healthRecordRoutes },
  { prefix: API_PREFIX.app, plugin: attachmentRoutes },
  { prefix: API_PREFIX.app, plugin: recordChangeRoutes },
  { prefix: API_PREFIX.app, plugin: auditRoutes },
  { prefix: API_PREFIX.app, plugin: contentRoutes },
  { prefix: `${API_PREFIX.app}/admin`, plugin: contentAdminRoutes },
  { prefix: API_PREFIX.app, plugin: adviceRoutes },
  { prefix: API_PREFIX.app, plugin: wechatRoutes },
  { prefix: API_PREFIX.eyeApp, plugin: eyeAppRoutes },
  { prefix: API_PREFIX.eyeDoctor, plugin: eyeDoctorRoutes },
  { prefix: API_PREFIX.app, plugin: (deps) => monitoringRoutes(deps) },
  { prefix: API_PREFIX.app, plugin: activityRoutes },
  { prefix: `${API_PREFIX.app}/admin`, plugin: adminClinicRoutes },
  { prefix: `${API_PREFIX.app}/admin`, plugin: workspaceRoutes },
  { prefix: DOCTOR_API_PREFIX, plugin: doctorRoutes },
  { prefix: API_PREFIX.app, plugin: consentRoutes },
  { prefix: API_PREFIX.app, plugin: leavingRoutes },
  { prefix: API_PREFIX.app, plugin: trustModuleRoutes },
  { prefix: API_PREFIX.app, plugin: recordsExportRoutes },
  { prefix: API_PREFIX.app, plugin: nextCheckModuleRoutes },
  { prefix: API_PREFIX.app, plugin: reminderRoutes },
  { prefix: `${API_PREFIX.app}/admin`, plugin: mediaAdminRoutes },
  { prefix: '', plugin: mediaFileRoutes },
  { prefix: API_PREFIX.app, plugin: vaccinationRoutes },
  { prefix: API_PREFIX.app, plugin: milestoneRoutes },
  { prefix: API_PREFIX.app, plugin: memberEventRoutes },
  { prefix: API_PREFIX.app, plugin: boneAgeRoutes },
];

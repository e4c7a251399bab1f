import { activityRoutes } from './activity.ts';
import { authRoutes } from './auth.ts';
import { childViewRoutes } from './child-view.ts';
import { clinicRoutes } from './clinics.ts';
import { consentRoutes } from './consent.ts';
import { contentRoutes } from './content.ts';
import { doctorRoutes } from './doctor.ts';
import { editorRoutes } from './editor.ts';
import { engagementRoutes } from './engagement.ts';
import { eyeAxisRoutes } from './eye-axis.ts';
import { familyRoutes } from './family.ts';
import { growthRoutes } from './growth.ts';
import { healthRecordRoutes } from './health-record.ts';
import { homeRoutes } from './home.ts';
import { legalRoutes } from './legal.ts';
import { membershipRoutes } from './membership.ts';
import { milestoneRoutes } from './milestones.ts';
import { monitoringRoutes } from './monitoring.ts';
import { trustRoutes } from './trust.ts';
import type { RouteEntry } from './types.ts';
import { vaccinationRoutes } from './vaccinations.ts';

export type { PageModule, RouteEntry } from './types.ts';

/** Every route of the app, one file per area. All are exact matches inside the one root layout. */
export const routeEntries: readonly RouteEntry[] = [
  ...homeRoutes,
  ...authRoutes,
  ...legalRoutes,
  ...contentRoutes,
  ...engagementRoutes,
  ...clinicRoutes,
  ...familyRoutes,
  ...healthRecordRoutes,
  ...consentRoutes,
  ...growthRoutes,
  ...eyeAxisRoutes,
  ...activityRoutes,
  ...membershipRoutes,
  ...monitoringRoutes,
  ...editorRoutes,
  ...doctorRoutes,
  ...trustRoutes,
  ...childViewRoutes,
  ...vaccinationRoutes,
  ...milestoneRoutes,
];

/** Anything no route matches. */
export const notFoundEntry: RouteEntry = {
  path: '*',
  titleKey: 'notFound',
  load: () => import('../../features/errors/pages/not-found-page.tsx'),
};

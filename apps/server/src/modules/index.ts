import type { FastifyPluginAsync } from 'fastify';
import { API_PREFIX } from '@sprout/contracts';
import type { AppDeps } from '../deps.ts';
import { authRoutes } from './auth/routes.ts';
import { familyRoutes } from './family/routes.ts';
import { patientRoutes } from './patients/routes.ts';
import { systemRoutes } from './system/routes.ts';
import { clinicRoutes } from './clinics/routes.ts';
import { healthRecordRoutes } from './health-record/routes.ts';
import { auditRoutes } from './audit/routes.ts';
import { activityRoutes } from './activity/routes.ts';

export interface ModuleRegistration {
  prefix: string;
  plugin: (deps: AppDeps) => FastifyPluginAsync;
}

/** Every route module and where it is mounted. A new module adds one line. */
export const MODULES: ModuleRegistration[] = [
  { prefix: '', plugin: systemRoutes },
  { prefix: API_PREFIX.app, plugin: (deps) => authRoutes(deps) },
  { prefix: API_PREFIX.app, plugin: familyRoutes },
  { prefix: API_PREFIX.aggregation, plugin: patientRoutes },
  { prefix: API_PREFIX.app, plugin: clinicRoutes },
  { prefix: API_PREFIX.app, plugin: healthRecordRoutes },
  { prefix: API_PREFIX.app, plugin: auditRoutes },
  { prefix: API_PREFIX.app, plugin: activityRoutes },
];

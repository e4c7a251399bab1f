import { API_PREFIX } from '../paths.ts';

const app = API_PREFIX.growthApp;
const doctor = API_PREFIX.growthDoctor;

/** Growth, parent side `/health-info-service/app/growth` (spec §7; schemas: calls/growth.ts). */
export const growthRoutes = {
  referenceLines: { id: 'growth.referenceLines', method: 'GET', path: `${app}/reference_lines` },
  init: { id: 'growth.init', method: 'POST', path: `${app}/init` },
  curve: { id: 'growth.curve', method: 'GET', path: `${app}/:growthId/curve` },
  record: { id: 'growth.record', method: 'GET', path: `${app}/records/:recordId` },
  records: { id: 'growth.records', method: 'GET', path: `${app}/:growthId/records` },
  save: { id: 'growth.save', method: 'POST', path: `${app}/save` },
  check: { id: 'growth.check', method: 'POST', path: `${app}/check` },
  edit: { id: 'growth.edit', method: 'POST', path: `${app}/edit` },
  remove: { id: 'growth.remove', method: 'POST', path: `${app}/delete` },
  editGestationalAge: { id: 'growth.editGestationalAge', method: 'POST', path: `${app}/edit_gestational_age` },
} as const;

/** Growth, doctor side `/health-info-service/doctor/growth` (spec §7): read only. Apart, so parents' pages do not carry it. */
export const doctorGrowthRoutes = {
  home: { id: 'doctorGrowth.home', method: 'GET', path: `${doctor}/:growthId/home` },
  curve: { id: 'doctorGrowth.curve', method: 'GET', path: `${doctor}/:growthId/curve` },
  records: { id: 'doctorGrowth.records', method: 'GET', path: `${doctor}/:growthId/records` },
  setReference: { id: 'doctorGrowth.setReference', method: 'POST', path: `${doctor}/reference` },
} as const;

import { API_PREFIX } from '../paths.ts';

/** A clinic patient file (schemas: calls/patients.ts). */
export const patientsRoutes = {
  get: { id: 'patients.get', method: 'GET', path: `${API_PREFIX.aggregation}/app/patients/:patientId` },
} as const;

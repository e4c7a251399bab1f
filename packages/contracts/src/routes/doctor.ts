import { DOCTOR_API_PREFIX } from '../doctor-rules.ts';

/** The doctor workspace (schemas: calls/doctor.ts). */
export const doctorRoutes = {
  home: { id: 'doctor.home', method: 'GET', path: `${DOCTOR_API_PREFIX}/home` },
  patients: { id: 'doctor.patients', method: 'GET', path: `${DOCTOR_API_PREFIX}/patients` },
  overview: { id: 'doctor.overview', method: 'GET', path: `${DOCTOR_API_PREFIX}/patients/:patientId/overview` },
  // Issue 30 item 5: a clinic registers a patient.
  familySearch: { id: 'doctor.familySearch', method: 'GET', path: `${DOCTOR_API_PREFIX}/family_search` },
  registerPatient: { id: 'doctor.registerPatient', method: 'POST', path: `${DOCTOR_API_PREFIX}/patients` },
} as const;

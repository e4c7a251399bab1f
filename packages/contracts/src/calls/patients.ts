import { defineCalls } from '../call-schemas.ts';
import { patientDetailsSchema, patientParamsSchema } from '../family.ts';
import { patientsRoutes } from '../routes/patients.ts';

export const patientsCalls = defineCalls(patientsRoutes, {
  get: { summary: 'Patient details of a clinic patient file', params: patientParamsSchema, response: patientDetailsSchema },
});

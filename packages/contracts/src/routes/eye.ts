import { API_PREFIX } from '../paths.ts';

const app = API_PREFIX.eyeApp;
const doctor = API_PREFIX.eyeDoctor;

/** The eye axis, parent side and doctor side (schemas: calls/eye.ts). `:id` is an eyeId or, failing that, an eyeAxisId. */
export const eyeRoutes = {
  appInfo: { id: 'eye.appInfo', method: 'GET', path: `${app}/get` },
  appCurve: { id: 'eye.appCurve', method: 'GET', path: `${app}/:id/curve` },
  appRecords: { id: 'eye.appRecords', method: 'GET', path: `${app}/:id/records` },
  appAxisRecords: { id: 'eye.appAxisRecords', method: 'GET', path: `${app}/:id/eye_axis_records` },
  appTreatmentEffect: { id: 'eye.appTreatmentEffect', method: 'GET', path: `${app}/:id/treatment_effect` },
  appProjection: { id: 'eye.appProjection', method: 'GET', path: `${app}/:id/projection` },
  doctorInfo: { id: 'eye.doctorInfo', method: 'GET', path: `${doctor}/get` },
  doctorCurve: { id: 'eye.doctorCurve', method: 'GET', path: `${doctor}/:id/curve` },
  doctorRecords: { id: 'eye.doctorRecords', method: 'GET', path: `${doctor}/:id/records` },
  doctorAxisRecords: { id: 'eye.doctorAxisRecords', method: 'GET', path: `${doctor}/:id/eye_axis_records` },
  doctorTreatmentEffect: { id: 'eye.doctorTreatmentEffect', method: 'GET', path: `${doctor}/:id/treatment_effect` },
  doctorProjection: { id: 'eye.doctorProjection', method: 'GET', path: `${doctor}/:id/projection` },
  createExam: { id: 'eye.createExam', method: 'POST', path: `${doctor}/:id/records` },
  updateExam: { id: 'eye.updateExam', method: 'PUT', path: `${doctor}/records/:recordId` },
  deleteExam: { id: 'eye.deleteExam', method: 'DELETE', path: `${doctor}/records/:recordId` },
  importCsv: { id: 'eye.importCsv', method: 'POST', path: `${doctor}/:id/import` },
} as const;

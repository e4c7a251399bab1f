import { notBuilt, type RouteEntry } from './types.ts';

/** Eye axis, patient and doctor (spec §2). */
export const eyeAxisRoutes: RouteEntry[] = [
  notBuilt('/eyeAxis/common/ophthalmologyFullScreen', 'eyeAxisFullScreen'),
  notBuilt('/eyeAxis/doctor/eyeAxisDetail', 'eyeAxisDoctorDetail'),
  notBuilt('/eyeAxis/doctor/record', 'eyeAxisDoctorRecord'),
  notBuilt('/eyeAxis/patient/eyeAxisDetail', 'eyeAxisPatientDetail'),
  notBuilt('/eyeAxis/patient/record', 'eyeAxisPatientRecord'),
];

import { notBuilt, type RouteEntry } from './types.ts';

/** Growth, patient and doctor (spec §2). */
export const growthRoutes: RouteEntry[] = [
  notBuilt('/growth/common/growthChartFullScreen', 'growthChartFullScreen'),
  notBuilt('/growth/doctor/growthDetail', 'growthDoctorDetail'),
  notBuilt('/growth/doctor/recordHistory/RecordHistory', 'growthDoctorRecordHistory'),
  notBuilt('/growth/patient/addGrowthRecord/addGrowthRecord', 'growthAddRecord'),
  notBuilt('/growth/patient/growthDetail', 'growthPatientDetail'),
  notBuilt('/growth/patient/recordHistory/RecordHistory', 'growthPatientRecordHistory'),
];

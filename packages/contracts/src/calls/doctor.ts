import { defineCalls } from '../call-schemas.ts';
import {
  doctorHomeSchema,
  doctorPatientParamsSchema,
  doctorPatientSchema,
  doctorPatientsQuerySchema,
  patientOverviewSchema,
} from '../doctor.ts';
import { pageOf } from '../envelope.ts';
import { doctorRoutes } from '../routes/doctor.ts';

export const doctorCalls = defineCalls(doctorRoutes, {
  home: { summary: "The signed-in doctor's name and clinics with their patient counts", response: doctorHomeSchema },
  patients: {
    summary: "Patients of the doctor's clinics: search, flag filter, sort, paging",
    description:
      '`keyword` matches a part of the name, file number or outpatient file number, the pinyin of the name (wangxiaoyu, wang, wxy), ' +
      'a guardian phone in full or in part (4 digits: its end). ' +
      '`flag` keeps patients carrying that flag; `sort` is lastVisit (default) or nextDue. Flags are computed by @sprout/clinical.',
    query: doctorPatientsQuerySchema,
    response: pageOf(doctorPatientSchema),
  },
  overview: {
    summary: "One patient's overview: header, growth and eye summaries, last visits, the doctors' advice",
    params: doctorPatientParamsSchema,
    response: patientOverviewSchema,
  },
});

import { defineCalls } from '../call-schemas.ts';
import {
  doctorHomeSchema,
  doctorPatientParamsSchema,
  doctorPatientSchema,
  doctorPatientsQuerySchema,
  patientOverviewSchema,
} from '../doctor.ts';
import { pageOf } from '../envelope.ts';
import { familySearchQuerySchema, familySearchResultSchema, patientRegistrationSchema, registeredPatientSchema } from '../registration.ts';
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
  familySearch: {
    summary: 'Find a family by the guardian’s whole phone number, to register a child at the clinic',
    description:
      'Doctors only; each search is on the audit trail. Gives the children’s names, sex and birth dates, and their file at the doctor’s clinics.',
    query: familySearchQuerySchema,
    response: familySearchResultSchema,
  },
  registerPatient: {
    summary: 'Open a child’s patient file at one of the doctor’s clinics (file and outpatient numbers)',
    description:
      'A file already there, or a number the clinic already uses, answers 409 naming the field. `access` says whether the guardian’s ' +
      'consent lets the clinic’s doctors see the child now or the guardian must allow the clinic in the app first.',
    body: patientRegistrationSchema,
    response: registeredPatientSchema,
  },
});

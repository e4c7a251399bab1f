import { z } from 'zod';
import { idSchema, langQueryField } from './common.ts';
import { PATIENT_FLAGS, PATIENT_SORTS } from './doctor-rules.ts';
import { pageQuerySchema } from './envelope.ts';
import { patientDetailsSchema } from './family.ts';
import { growthRecheckSchema } from './growth-recheck.ts';
import { growthRecordSchema } from './growth.ts';
import { entryCorrectionSchema, testReportKindSchema } from './health-record.ts';
import { RECORD_ENTRY_KINDS } from './record-changes.ts';

export * from './doctor-rules.ts';

/**
 * The doctor workspace (issue 15): a signed-in doctor's clinics, their patients through the clinic patient
 * file, and one child's overview. Only doctors call these; a doctor sees only patients of their clinics.
 */

export const patientFlagSchema = z.enum(PATIENT_FLAGS);
export const patientSortSchema = z.enum(PATIENT_SORTS);

export const doctorClinicSchema = z.object({
  clinicId: z.string(),
  name: z.string(),
  patientCount: z.number().int(),
});
export type DoctorClinic = z.infer<typeof doctorClinicSchema>;

export const doctorHomeSchema = z.object({
  doctorName: z.string(),
  clinics: z.array(doctorClinicSchema),
});
export type DoctorHome = z.infer<typeof doctorHomeSchema>;

export const doctorPatientsQuerySchema = /* @__PURE__ */ (() =>
  pageQuerySchema.extend({
    /** Name (any part, or its pinyin: wangxiaoyu, wang, wxy), file number, outpatient file number, a guardian's phone (whole, part, last 4 digits). */
    keyword: z.string().trim().max(50).optional(),
    flag: patientFlagSchema.optional(),
    sort: patientSortSchema.default('lastVisit'),
    clinicId: idSchema.optional(),
    ...langQueryField,
  }))();
export type DoctorPatientsQuery = z.input<typeof doctorPatientsQuerySchema>;

/** A patient file as the family's details give it (family.ts), with what the doctor's list adds. */
export const doctorPatientSchema = patientDetailsSchema.extend({
  lastVisitDate: z.string().nullable(),
  /** When the next growth or eye check is due (BRIEF, @sprout/clinical nextDueCheck); null without data. */
  nextDueDate: z.string().nullable(),
  flags: z.array(patientFlagSchema),
});
export type DoctorPatient = z.infer<typeof doctorPatientSchema>;

export const doctorPatientParamsSchema = z.object({ patientId: idSchema });

const eyeSideSummarySchema = z.object({
  axialLength: z.number().nullable(),
  centile: z.number().nullable(),
  growthPerYear: z.number().nullable(),
});

/**
 * What the overview's entries carry for their edit and withdraw actions (issue 30): the version a correction is
 * made from, the correction mark, and whether this doctor may change the entry (its author, or a colleague of
 * its clinic holding records.amendClinic).
 */
const changeable = { version: z.number().int(), correction: entryCorrectionSchema.nullable(), mayChange: z.boolean() };

export const patientOverviewSchema = z.object({
  patient: doctorPatientSchema.extend({
    /** Gestational age at birth in days for a preterm child; null when full term or unknown. */
    gestationalAgeDays: z.number().int().nullable(),
    /** The guardian account's phone, masked (138****0001). */
    guardianPhones: z.array(z.string()),
  }),
  growth: z
    .object({
      growthId: z.string(),
      latest: z
        .object({
          recordDate: z.string(),
          height: z.number().nullable(),
          weight: z.number().nullable(),
          headSize: z.number().nullable(),
          bmi: z.number().nullable(),
          centiles: z.object({
            height: z.number().nullable(),
            weight: z.number().nullable(),
            headSize: z.number().nullable(),
            bmi: z.number().nullable(),
          }),
          /** The re-measure check of the latest record against the one before it (WHO scores, as the centiles). */
          recheck: growthRecheckSchema,
          /** WHO weight-for-length/height of the latest record and WHO's reading of it (growthRecordSchema). */
          weightForLength: growthRecordSchema.shape.weightForLength,
        })
        .nullable(),
      recordCount: z.number().int(),
    })
    .nullable(),
  eye: z
    .object({
      eyeId: z.string(),
      eyeAxisId: z.string(),
      latest: z.object({ examDate: z.string(), treatment: z.string(), right: eyeSideSummarySchema, left: eyeSideSummarySchema }).nullable(),
      examCount: z.number().int(),
    })
    .nullable(),
  visits: z.array(
    z.object({
      visitId: z.string(),
      visitDate: z.string(),
      department: z.string(),
      diagnosis: z.string(),
      doctorName: z.string().nullable(),
      ...changeable,
    }),
  ),
  testReports: z.array(
    z.object({ reportId: z.string(), reportDate: z.string(), kind: testReportKindSchema, name: z.string(), ...changeable }),
  ),
  checkupReports: z.array(z.object({ reportId: z.string(), checkupDate: z.string(), institution: z.string(), ...changeable })),
  advices: z.array(z.object({ id: z.string(), doctorName: z.string(), text: z.string(), createdAt: z.string(), ...changeable })),
  /**
   * The latest entries a doctor withdrew (issue 30), newest withdrawal first, at most a few of each kind: the patient
   * page keeps a placeholder for each with the way to its versions (the history). Only its kind and dates: what it
   * said stays in the history, which is the clinic's alone.
   */
  withdrawn: z.array(z.object({ kind: z.enum(RECORD_ENTRY_KINDS), entryId: z.string(), date: z.string(), withdrawnAt: z.string() })),
  /** How many current (not withdrawn) entries each section has; the lists above are the latest few. */
  totals: z.object({
    visits: z.number().int(),
    testReports: z.number().int(),
    checkupReports: z.number().int(),
    advices: z.number().int(),
  }),
});
export type PatientOverview = z.infer<typeof patientOverviewSchema>;

export const drugSearchQuerySchema = /* @__PURE__ */ (() =>
  z.object({ q: z.string().trim().min(1).max(50), limit: z.coerce.number().int().min(1).max(20).default(10), ...langQueryField }))();

export const drugOptionSchema = z.object({ productCode: z.string(), name: z.string(), specification: z.string() });
export type DrugOption = z.infer<typeof drugOptionSchema>;

import { z } from 'zod';
import { defineCalls } from '../call-schemas.ts';
import { pageOf, pageQuerySchema } from '../envelope.ts';
import { eyeImportQuerySchema, eyeImportResultSchema } from '../eye-import.ts';
import { eyeProjectionSchema, eyeTreatmentEffectSchema } from '../eye-treatment.ts';
import {
  eyeAppGetQuerySchema,
  eyeAppRecordsQuerySchema,
  eyeAxisRecordSchema,
  eyeCurveSchema,
  eyeDoctorGetQuerySchema,
  eyeExamInputSchema,
  eyeExamRecordSchema,
  eyeIdParamsSchema,
  eyeInfoSchema,
  eyeRecordParamsSchema,
} from '../eye.ts';
import { eyeRoutes } from '../routes/eye.ts';

const params = eyeIdParamsSchema;

export const eyeCalls = defineCalls(eyeRoutes, {
  appInfo: {
    summary: "A family member's eye info (created on first access); patientId wins over familyMemberId",
    query: eyeAppGetQuerySchema,
    response: eyeInfoSchema,
  },
  appCurve: { summary: 'Axial length against age, both eyes, over the percentile lines', params, response: eyeCurveSchema },
  appRecords: {
    summary: 'Exams, newest first, paged (start, limit); eyeId, when given, must name the same profile as the path',
    params,
    query: eyeAppRecordsQuerySchema,
    response: pageOf(eyeExamRecordSchema),
  },
  appAxisRecords: {
    summary: 'Axial length per exam, oldest first, with centile and change per year',
    params,
    response: z.array(eyeAxisRecordSchema),
  },
  appTreatmentEffect: {
    summary:
      'Treatment episodes per eye: growth rate with its 95% band, the expected rate for age and centile, and whether the treatment is slowing growth',
    params,
    response: eyeTreatmentEffectSchema,
  },
  appProjection: {
    summary: 'Axial length to 18 years per eye: a band along the child’s centile, with the age each edge reaches 26 mm',
    params,
    response: eyeProjectionSchema,
  },
  doctorInfo: {
    summary: "A patient's eye info by eyeId, or eyeAxisId when eyeId is empty",
    query: eyeDoctorGetQuerySchema,
    response: eyeInfoSchema,
  },
  doctorCurve: { summary: 'Axial length against age over the percentile lines', params, response: eyeCurveSchema },
  doctorRecords: { summary: 'Exams, newest first, paged', params, query: pageQuerySchema, response: pageOf(eyeExamRecordSchema) },
  doctorAxisRecords: { summary: 'Axial length per exam, oldest first', params, response: z.array(eyeAxisRecordSchema) },
  doctorTreatmentEffect: { summary: 'Treatment episodes per eye, as the parent call', params, response: eyeTreatmentEffectSchema },
  doctorProjection: {
    summary: 'Axial length to 18 years as a band along the centile, as the parent call',
    params,
    response: eyeProjectionSchema,
  },
  createExam: { summary: 'Add an exam', params, body: eyeExamInputSchema, response: eyeExamRecordSchema },
  updateExam: { summary: 'Replace an exam', params: eyeRecordParamsSchema, body: eyeExamInputSchema, response: eyeExamRecordSchema },
  deleteExam: { summary: 'Delete an exam', params: eyeRecordParamsSchema, response: z.null() },
  importCsv: {
    summary: 'Import a biometer CSV export (?dryRun=1 previews)',
    // The long description (columns and rules) is the server's: it is built from the importer's column table.
    params,
    query: eyeImportQuerySchema,
    body: z.string().min(1),
    response: eyeImportResultSchema,
  },
});

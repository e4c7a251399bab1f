/**
 * Eye axis (myopia) calls, parent side `/health-info-service/app/eye` and doctor side
 * `/health-info-service/doctor/eye` (spec §7, API.md "Eye axis").
 *
 * Reading of spec §7 "The eye info is in data.data of the response": the original client's request helper
 * resolves with the parsed JSON body, i.e. the envelope `{ code, data, message }`, and calls that `data`;
 * `data.data` is therefore the envelope's `data`. So GET /get answers `{ code: '1', data: eyeInfo, message }`,
 * with no second wrapper, exactly like every other call of API.md.
 */
import { z } from 'zod';
import { idSchema, isoDateSchema, sexSchema } from './common.ts';
import { pageQuerySchema } from './envelope.ts';

/**
 * Plausibility limits of an exam, inclusive. The clinical package owns these for the measured quantities
 * (`EYE_EXAM_BOUNDS` in @sprout/clinical, with their reasons); contracts may depend on zod only, so they are
 * restated here and a server test fails if the two ever differ. The remaining ones are this product's:
 * - cornealRadius: the radii of the K limits, 337.5 / 55 ≈ 6.14 mm and 337.5 / 35 ≈ 9.64 mm, widened to 6–10;
 * - visualAcuity: decimal acuity as Chinese clinics record it (标准对数视力表 decimal notation), 0.01
 *   (counting fingers) to 2.0 (the top line of the chart);
 * - iop: mmHg; 5–60 catches unit and typing errors, not glaucoma thresholds.
 */
export const EYE_EXAM_LIMITS = {
  axialLength: { min: 15, max: 35 },
  sphere: { min: -30, max: 20 },
  cylinder: { min: -10, max: 10 },
  axis: { min: 0, max: 180 },
  k: { min: 35, max: 55 },
  cornealRadius: { min: 6, max: 10 },
  visualAcuity: { min: 0.01, max: 2 },
  iop: { min: 5, max: 60 },
} as const;

/** Myopia-control treatment keys (BRIEF "Eye axis"); the same list as EYE_TREATMENTS of @sprout/clinical. */
export const EYE_TREATMENT_KEYS = [
  'none',
  'single_vision',
  'orthokeratology',
  'defocus_spectacles',
  'low_dose_atropine',
  'red_light',
  'other',
] as const;
export const eyeTreatmentSchema = z.enum(EYE_TREATMENT_KEYS);
export type EyeTreatmentKey = z.infer<typeof eyeTreatmentSchema>;

/** Right eye is OD, left eye OS. */
export const EYE_SIDES = ['right', 'left'] as const;
export type EyeSide = (typeof EYE_SIDES)[number];

export const EXAM_DEVICE_MAX_LENGTH = 100;
export const EXAM_NOTES_MAX_LENGTH = 1000;

const bounded = (limits: { min: number; max: number }) => z.number().min(limits.min).max(limits.max).nullable().optional();

/** One eye's measurements; every value optional, null and absent mean "not measured". */
export const eyeMeasurementsInputSchema = z.strictObject({
  /** mm */
  axialLength: bounded(EYE_EXAM_LIMITS.axialLength),
  /** D */
  sphere: bounded(EYE_EXAM_LIMITS.sphere),
  /** D, plus or minus cylinder notation */
  cylinder: bounded(EYE_EXAM_LIMITS.cylinder),
  /** degrees, whole */
  axis: z.number().int().min(EYE_EXAM_LIMITS.axis.min).max(EYE_EXAM_LIMITS.axis.max).nullable().optional(),
  /** D, flat meridian */
  k1: bounded(EYE_EXAM_LIMITS.k),
  /** D, steep meridian */
  k2: bounded(EYE_EXAM_LIMITS.k),
  /** mm, mean corneal radius when the device gives radii rather than K */
  cornealRadius: bounded(EYE_EXAM_LIMITS.cornealRadius),
  /** decimal acuity, uncorrected */
  ucva: bounded(EYE_EXAM_LIMITS.visualAcuity),
  /** decimal acuity, best corrected */
  bcva: bounded(EYE_EXAM_LIMITS.visualAcuity),
  /** mmHg */
  iop: bounded(EYE_EXAM_LIMITS.iop),
});
export type EyeMeasurementsInput = z.infer<typeof eyeMeasurementsInputSchema>;
export const EYE_MEASUREMENT_FIELDS = Object.keys(eyeMeasurementsInputSchema.shape) as (keyof EyeMeasurementsInput)[];

/** Body of a doctor's POST (create) and PUT (replace) of an exam. */
export const eyeExamInputSchema = z.strictObject({
  examDate: isoDateSchema,
  treatment: eyeTreatmentSchema.default('none'),
  device: z.string().trim().max(EXAM_DEVICE_MAX_LENGTH).nullable().optional(),
  notes: z.string().trim().max(EXAM_NOTES_MAX_LENGTH).nullable().optional(),
  right: eyeMeasurementsInputSchema.prefault({}),
  left: eyeMeasurementsInputSchema.prefault({}),
});
export type EyeExamInput = z.infer<typeof eyeExamInputSchema>;
export type EyeExamInputBody = z.input<typeof eyeExamInputSchema>;

/** Where an axial length sits against the reference: outside P3–P95, inside, or null (age outside 4–18 y). */
export const axialLengthBandSchema = z.enum(['below3', 'within', 'above95']).nullable();
export const progressionSchema = z.enum(['stable', 'slow', 'moderate', 'fast']).nullable();
export type ProgressionKey = NonNullable<z.infer<typeof progressionSchema>>;

const num = z.number().nullable();

export const eyeMeasurementsSchema = z.object({
  axialLength: num,
  sphere: num,
  cylinder: num,
  axis: num,
  /** sphere + cylinder / 2, D */
  sphericalEquivalent: num,
  k1: num,
  k2: num,
  /** measured, or the mean of the radii of K1 and K2 */
  cornealRadius: num,
  alCrRatio: num,
  ucva: num,
  bcva: num,
  iop: num,
  /** 0–100 within P3–P95; null outside them or outside 4–18 years */
  centile: num,
  band: axialLengthBandSchema,
  /** '<3', '>95', the whole-number centile, or null: language-neutral, shown as is */
  centileLabel: z.string().nullable(),
  /** mm per year against the nearest exam at least 3 months earlier */
  growthPerYear: num,
  progression: progressionSchema,
});
export type EyeMeasurements = z.infer<typeof eyeMeasurementsSchema>;

export const eyeExamRecordSchema = z.object({
  recordId: z.string(),
  eyeId: z.string(),
  examDate: z.string(),
  ageYears: z.number(),
  treatment: eyeTreatmentSchema,
  device: z.string().nullable(),
  notes: z.string().nullable(),
  right: eyeMeasurementsSchema,
  left: eyeMeasurementsSchema,
});
export type EyeExamRecord = z.infer<typeof eyeExamRecordSchema>;

/** The latest measured state of one eye, for the summary cards. */
export const eyeSummarySchema = z.object({
  recordId: z.string(),
  examDate: z.string(),
  ageYears: z.number(),
  treatment: eyeTreatmentSchema,
  axialLength: z.number(),
  centile: num,
  band: axialLengthBandSchema,
  centileLabel: z.string().nullable(),
  growthPerYear: num,
  progression: progressionSchema,
  sphericalEquivalent: num,
  alCrRatio: num,
});
export type EyeSummary = z.infer<typeof eyeSummarySchema>;

export const eyeInfoSchema = z.object({
  eyeId: z.string(),
  eyeAxisId: z.string(),
  familyMemberId: z.string(),
  /** The clinic patient file: the doctor's clinic for a doctor, the one asked for (or the first) for a parent. */
  patientId: z.string().nullable(),
  name: z.string(),
  sex: sexSchema,
  birthDate: z.string(),
  examCount: z.number().int(),
  latestExamDate: z.string().nullable(),
  summary: z.object({ right: eyeSummarySchema.nullable(), left: eyeSummarySchema.nullable() }),
});
export type EyeInfo = z.infer<typeof eyeInfoSchema>;

export const eyeCurvePointSchema = z.object({
  recordId: z.string(),
  examDate: z.string(),
  ageYears: z.number(),
  axialLength: z.number(),
  centile: num,
  band: axialLengthBandSchema,
  centileLabel: z.string().nullable(),
});
export type EyeCurvePoint = z.infer<typeof eyeCurvePointSchema>;

export const eyeCurveSchema = z.object({
  eyeId: z.string(),
  sex: sexSchema,
  birthDate: z.string(),
  /** Reference id, e.g. 'he2023_china' */
  reference: z.string(),
  referenceCitation: z.string(),
  unit: z.literal('mm'),
  centiles: z.array(z.object({ centile: z.number(), points: z.array(z.object({ ageYears: z.number(), value: z.number() })) })),
  right: z.array(eyeCurvePointSchema),
  left: z.array(eyeCurvePointSchema),
});
export type EyeCurve = z.infer<typeof eyeCurveSchema>;

const axisRecordEyeSchema = z.object({
  axialLength: num,
  centile: num,
  band: axialLengthBandSchema,
  growthPerYear: num,
  progression: progressionSchema,
});
export const eyeAxisRecordSchema = z.object({
  recordId: z.string(),
  examDate: z.string(),
  ageYears: z.number(),
  treatment: eyeTreatmentSchema,
  right: axisRecordEyeSchema,
  left: axisRecordEyeSchema,
});
export type EyeAxisRecord = z.infer<typeof eyeAxisRecordSchema>;

/** `{id}` of the paths: an eyeId or, failing that, an eyeAxisId. */
export const eyeIdParamsSchema = z.object({ id: idSchema });
export const eyeRecordParamsSchema = z.object({ recordId: idSchema });

/** Spec §5: the client may send the literal text "undefined" for a missing id; it counts as absent. */
export const optionalIdSchema = z
  .union([z.literal(''), z.literal('undefined'), idSchema])
  .optional()
  .transform((value) => (value === '' || value === 'undefined' ? undefined : value));

/** Parent GET /get: patientId and/or familyMemberId (patientId wins when both are given and agree). */
export const eyeAppGetQuerySchema = z.object({ patientId: optionalIdSchema, familyMemberId: optionalIdSchema });
/** Parent GET /{id}/records: paging, and the eyeId the spec's client repeats in the query. */
export const eyeAppRecordsQuerySchema = pageQuerySchema.extend({ eyeId: optionalIdSchema });
/** Doctor GET /get: eyeId, or eyeAxisId when eyeId is empty. */
export const eyeDoctorGetQuerySchema = z.object({ eyeId: optionalIdSchema, eyeAxisId: optionalIdSchema });

export const eyeImportQuerySchema = z.object({
  dryRun: z
    .enum(['1', '0', 'true', 'false'])
    .optional()
    .transform((value) => value === '1' || value === 'true'),
});

export const eyeImportRowSchema = z.object({
  /** 1-based line number in the file, the header being row 1 (as a spreadsheet numbers it). */
  row: z.number().int(),
  examDate: z.string().nullable(),
  /** Which eye the row holds: one, or both ('both' for right_* / left_* columns). */
  eye: z.enum(['right', 'left', 'both']).nullable(),
  treatment: eyeTreatmentSchema.nullable(),
  device: z.string().nullable(),
  notes: z.string().nullable(),
  right: eyeMeasurementsInputSchema.nullable(),
  left: eyeMeasurementsInputSchema.nullable(),
  /** An exam of this date is already stored: the row is reported and skipped, never stored twice. */
  alreadyStored: z.boolean(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
});
export type EyeImportRow = z.infer<typeof eyeImportRowSchema>;

export const eyeImportResultSchema = z.object({
  dryRun: z.boolean(),
  rows: z.array(eyeImportRowSchema),
  /** Columns of the file the importer does not use (a biometer export has many). */
  ignoredColumns: z.array(z.string()),
  /** Exams the file makes (rows of one date merge into one exam). */
  examCount: z.number().int(),
  /** Exams stored by this call (0 on a dry run). */
  stored: z.number().int(),
  /** Dates skipped because an exam of that date is already stored. */
  skippedDates: z.array(z.string()),
  errorCount: z.number().int(),
});
export type EyeImportResult = z.infer<typeof eyeImportResultSchema>;

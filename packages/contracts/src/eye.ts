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
import { EYE_TREATMENTS } from '@sprout/clinical';
// Calls on anything but `z` itself are marked pure, so that a client importing one constant from here does
// not keep zod in its chunk (vite.config.ts marks `z` pure; these calls are on schemas built from it).
import { idSchema, isoDateSchema, sexSchema, textSchema } from './common.ts';
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
const AXIAL_LENGTH_MIN_MM = 15;
const AXIAL_LENGTH_MAX_MM = 35;
const SPHERE_MIN_D = -30;
const SPHERE_MAX_D = 20;
const CYLINDER_MIN_D = -10;
const CYLINDER_MAX_D = 10;
const AXIS_MIN_DEG = 0;
const AXIS_MAX_DEG = 180;
const K_MIN_D = 35;
const K_MAX_D = 55;
const CORNEAL_RADIUS_MIN_MM = 6;
const CORNEAL_RADIUS_MAX_MM = 10;
const VISUAL_ACUITY_MIN = 0.01;
const VISUAL_ACUITY_MAX = 2;
const IOP_MIN_MMHG = 5;
const IOP_MAX_MMHG = 60;

// The schemas below take the scalars, never `EYE_EXAM_LIMITS.x.min`: a property read in a schema's arguments
// counts as a possible side effect to the bundler, which would then keep zod in every client chunk.
export const EYE_EXAM_LIMITS = {
  axialLength: { min: AXIAL_LENGTH_MIN_MM, max: AXIAL_LENGTH_MAX_MM },
  sphere: { min: SPHERE_MIN_D, max: SPHERE_MAX_D },
  cylinder: { min: CYLINDER_MIN_D, max: CYLINDER_MAX_D },
  axis: { min: AXIS_MIN_DEG, max: AXIS_MAX_DEG },
  k: { min: K_MIN_D, max: K_MAX_D },
  cornealRadius: { min: CORNEAL_RADIUS_MIN_MM, max: CORNEAL_RADIUS_MAX_MM },
  visualAcuity: { min: VISUAL_ACUITY_MIN, max: VISUAL_ACUITY_MAX },
  iop: { min: IOP_MIN_MMHG, max: IOP_MAX_MMHG },
} as const;

/** Myopia-control treatment keys (BRIEF "Eye axis"): the list is @sprout/clinical's, the one source. */
export const eyeTreatmentSchema = z.enum(EYE_TREATMENTS);
export type EyeTreatmentKey = z.infer<typeof eyeTreatmentSchema>;

/** Right eye is OD, left eye OS. */
export const EYE_SIDES = ['right', 'left'] as const;
export type EyeSide = (typeof EYE_SIDES)[number];

export const EXAM_DEVICE_MAX_LENGTH = 100;
export const EXAM_NOTES_MAX_LENGTH = 1000;

/** One eye's measurements; every value optional, null and absent mean "not measured". */
export const eyeMeasurementsInputSchema = z.strictObject({
  /** mm */
  axialLength: z.number().min(AXIAL_LENGTH_MIN_MM).max(AXIAL_LENGTH_MAX_MM).nullable().optional(),
  /** D */
  sphere: z.number().min(SPHERE_MIN_D).max(SPHERE_MAX_D).nullable().optional(),
  /** D, plus or minus cylinder notation */
  cylinder: z.number().min(CYLINDER_MIN_D).max(CYLINDER_MAX_D).nullable().optional(),
  /** degrees, whole */
  axis: z.number().int().min(AXIS_MIN_DEG).max(AXIS_MAX_DEG).nullable().optional(),
  /** D, flat meridian */
  k1: z.number().min(K_MIN_D).max(K_MAX_D).nullable().optional(),
  /** D, steep meridian */
  k2: z.number().min(K_MIN_D).max(K_MAX_D).nullable().optional(),
  /** mm, mean corneal radius when the device gives radii rather than K */
  cornealRadius: z.number().min(CORNEAL_RADIUS_MIN_MM).max(CORNEAL_RADIUS_MAX_MM).nullable().optional(),
  /** decimal acuity, uncorrected */
  ucva: z.number().min(VISUAL_ACUITY_MIN).max(VISUAL_ACUITY_MAX).nullable().optional(),
  /** decimal acuity, best corrected */
  bcva: z.number().min(VISUAL_ACUITY_MIN).max(VISUAL_ACUITY_MAX).nullable().optional(),
  /** mmHg */
  iop: z.number().min(IOP_MIN_MMHG).max(IOP_MAX_MMHG).nullable().optional(),
});
export type EyeMeasurementsInput = z.infer<typeof eyeMeasurementsInputSchema>;
/** A literal list, not Object.keys(schema.shape): a call at module level would keep zod in every client chunk. */
export const EYE_MEASUREMENT_FIELDS = [
  'axialLength',
  'sphere',
  'cylinder',
  'axis',
  'k1',
  'k2',
  'cornealRadius',
  'ucva',
  'bcva',
  'iop',
] as const satisfies readonly (keyof EyeMeasurementsInput)[];

/** Body of a doctor's POST (create) and PUT (replace) of an exam. */
export const eyeExamInputSchema = z.strictObject({
  examDate: isoDateSchema,
  treatment: /* @__PURE__ */ eyeTreatmentSchema.default('none'),
  device: textSchema({ max: EXAM_DEVICE_MAX_LENGTH }).nullable().optional(),
  /** One text (kept for both languages, as written) or one per language, like the health record's texts. */
  notes: z
    .union([
      textSchema({ max: EXAM_NOTES_MAX_LENGTH, multiline: true }),
      z.strictObject({
        'zh-CN': textSchema({ max: EXAM_NOTES_MAX_LENGTH, multiline: true }),
        'en-US': textSchema({ max: EXAM_NOTES_MAX_LENGTH, multiline: true }),
      }),
    ])
    .nullable()
    .optional(),
  right: /* @__PURE__ */ eyeMeasurementsInputSchema.prefault({}),
  left: /* @__PURE__ */ eyeMeasurementsInputSchema.prefault({}),
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
  summary: z.object({ right: /* @__PURE__ */ eyeSummarySchema.nullable(), left: /* @__PURE__ */ eyeSummarySchema.nullable() }),
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

/** Up to this many points of one eye the curve carries every exam (the growth chart's GROWTH_CURVE_FULL_POINTS). */
export const EYE_CURVE_FULL_POINTS = 240;

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
  /**
   * How many exams measured each eye's axial length. A long history (more than EYE_CURVE_FULL_POINTS of an eye)
   * is summarised for a phone chart, as the growth curve is (docs/growth-curve-long-histories.md): each month's
   * latest, every point above the 95th centile and the latest; `right.length < recordCount.right` says so.
   */
  recordCount: z.object({ right: z.number().int(), left: z.number().int() }).optional(),
  /**
   * The exams at which the myopia-control treatment changed (issue 33: events on the chart), oldest first: the
   * first exam under a treatment, or back to none ('none': the treatment stopped). Drawn as markers at those ages.
   */
  treatmentChanges: z
    .array(z.object({ recordId: z.string(), examDate: z.string(), ageYears: z.number(), treatment: eyeTreatmentSchema }))
    .optional(),
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
export const eyeAppRecordsQuerySchema = /* @__PURE__ */ pageQuerySchema.extend({ eyeId: optionalIdSchema });
/** Doctor GET /get: eyeId, or eyeAxisId when eyeId is empty. */
export const eyeDoctorGetQuerySchema = z.object({ eyeId: optionalIdSchema, eyeAxisId: optionalIdSchema });

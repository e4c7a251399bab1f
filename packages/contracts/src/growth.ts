import { z } from 'zod';
import { idSchema, isoDateSchema, sexSchema, textSchema } from './common.ts';
import { pageOf, pageQuerySchema } from './envelope.ts';
import { patientDetailsSchema } from './family.ts';
import { growthRecheckSchema } from './growth-recheck.ts';
import {
  FULL_TERM,
  GROWTH_BOUNDS,
  GROWTH_INDICATORS,
  GROWTH_REFERENCE_CHOICES,
  PRETERM_REFERENCE_CHOICES,
  LENGTH_MEASURES,
  PARENT_HEIGHT_BOUNDS,
  PRETERM,
  PRETERM_GESTATION_DAYS,
  growthInitTarget,
} from './growth-rules.ts';

/**
 * Growth tracking (spec §3, §7; API.md "Growth"). Requests keep the spec's field names; responses carry the
 * raw measurements and, computed on read from the WHO/Fenton references, ages, z-scores and centiles.
 */

/**
 * The reference a score was read against. One rule decides it for every view (packages/clinical, score.ts):
 * Fenton 2013 by postmenstrual age before term-equivalent age, then WHO 2006 (0–5 y) and WHO 2007 (5–19 y)
 * by corrected age. Values name the reference and its year, so another set (e.g. a Chinese one) can be added.
 */
export const GROWTH_SCORE_REFERENCES = [
  'who2006',
  'who2007',
  'fenton2013',
  'wst423_2022',
  'intergrowth21_newborn',
  'intergrowth21_preterm',
  'cdc2000',
] as const;
export const growthScoreReferenceSchema = z.enum(GROWTH_SCORE_REFERENCES);
export type GrowthScoreReference = z.infer<typeof growthScoreReferenceSchema>;

/**
 * The reference set chosen per child (issue 17): WHO (the default) or China's WS/T 423—2022, which scores height
 * and weight to 81 months and head circumference to 36 (docs/reference-china-wst423.md); past those ages, for BMI,
 * and before term-equivalent age the scores stay WHO's (or Fenton's) and name it.
 */
export const growthReferenceChoiceSchema = z.enum(GROWTH_REFERENCE_CHOICES);
export type GrowthReferenceChoice = z.infer<typeof growthReferenceChoiceSchema>;
/** `?reference=who|china` of the curve and records calls; omitted = the child's stored choice (WHO unless changed). */
export const growthReferenceQuerySchema = z.object({ reference: growthReferenceChoiceSchema.optional() });
export const growthRecordsQuerySchema = /* @__PURE__ */ pageQuerySchema.extend({ reference: growthReferenceChoiceSchema.optional() });
/**
 * POST {growthApp}/reference: the owner parent stores the child's reference set (WHO or China; CDC 2000 is a doctor's
 * choice, and once a doctor chose it the family's call answers 403); POST {doctorGrowth}/reference: a doctor of the
 * child's clinic stores any of them.
 */
export const growthReferenceBodySchema = z.strictObject({ growthId: idSchema, reference: growthReferenceChoiceSchema });
export const pretermReferenceChoiceSchema = z.enum(PRETERM_REFERENCE_CHOICES);
/** POST {growthApp}/preterm_reference: the owner parent stores the preterm reference (Fenton 2013 or INTERGROWTH-21st). */
export const pretermReferenceBodySchema = z.strictObject({ growthId: idSchema, pretermReference: pretermReferenceChoiceSchema });

export const growthIndicatorSchema = z.enum(GROWTH_INDICATORS);

/** `replaceFlag`: true when it is `true`, `1`, `'1'` or `'true'` (API.md). */
export const replaceFlagSchema = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
  .nullable()
  .optional();

function measurement(bounds: { min: number; max: number }, key: string) {
  return z
    .number(`validation.type`)
    .min(bounds.min, `validation.growth.${key}Range`)
    .max(bounds.max, `validation.growth.${key}Range`)
    .nullable()
    .optional();
}

const recordFields = {
  growthId: idSchema,
  recordDate: isoDateSchema,
  height: measurement(GROWTH_BOUNDS.height, 'height'),
  weight: measurement(GROWTH_BOUNDS.weight, 'weight'),
  headSize: measurement(GROWTH_BOUNDS.headSize, 'headSize'),
  /** How length/height was taken; omitted = the usual position at that age (lying under 2, standing after). */
  measure: z.enum(LENGTH_MEASURES).nullable().optional(),
  replaceFlag: replaceFlagSchema,
};

const hasAValue = (body: { height?: number | null; weight?: number | null; headSize?: number | null }) =>
  body.height != null || body.weight != null || body.headSize != null;
const AT_LEAST_ONE = { message: 'validation.growth.oneValue', path: ['height'] };

const growthInitFields = z.strictObject({
  patientId: textSchema({ max: 64 }).nullable().optional(),
  familyMemberId: textSchema({ max: 64 }).nullable().optional(),
});

export const growthInitBodySchema = growthInitFields.refine((body) => growthInitTarget(body) !== null, {
  message: 'validation.required',
  path: ['familyMemberId'],
});

export const growthSaveBodySchema = z.strictObject(recordFields).refine(hasAValue, AT_LEAST_ONE);
export type GrowthSaveBody = z.infer<typeof growthSaveBodySchema>;

export const growthEditBodySchema = z.strictObject({ recordId: idSchema, ...recordFields }).refine(hasAValue, AT_LEAST_ONE);
export type GrowthEditBody = z.infer<typeof growthEditBodySchema>;

export const growthDeleteBodySchema = z.strictObject({ recordId: idSchema });
export type GrowthDeleteBody = z.infer<typeof growthDeleteBodySchema>;

const parentHeight = z
  .number('validation.type')
  .min(PARENT_HEIGHT_BOUNDS.min, 'validation.growth.parentHeightRange')
  .max(PARENT_HEIGHT_BOUNDS.max, 'validation.growth.parentHeightRange')
  .nullable()
  .optional();

export const gestationalAgeBodySchema = z
  .strictObject({
    growthId: idSchema,
    fullTermFlag: z.union([z.literal(FULL_TERM), z.literal(PRETERM)], 'validation.growth.fullTermFlag'),
    gestationalAge: z
      .number('validation.type')
      .int('validation.growth.gestationalAgeRange')
      .min(PRETERM_GESTATION_DAYS.min, 'validation.growth.gestationalAgeRange')
      .max(PRETERM_GESTATION_DAYS.max, 'validation.growth.gestationalAgeRange')
      .nullable()
      .optional(),
    /** Not in the spec's call: the parents' heights for the target height, set on the same screen. */
    fatherHeight: parentHeight,
    motherHeight: parentHeight,
  })
  .refine((body) => body.fullTermFlag === FULL_TERM || body.gestationalAge != null, {
    message: 'validation.growth.gestationalAgeRequired',
    path: ['gestationalAge'],
  });
export type GestationalAgeBody = z.infer<typeof gestationalAgeBodySchema>;

export const growthIdParamsSchema = z.object({ growthId: idSchema });
export const growthRecordParamsSchema = z.object({ recordId: idSchema });

const perIndicator = <T extends z.ZodType>(value: T) => z.object({ height: value, weight: value, headSize: value, bmi: value });

export const growthRecordSchema = z.object({
  recordId: z.string(),
  growthId: z.string(),
  recordDate: z.string(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  headSize: z.number().nullable(),
  measure: z.enum(LENGTH_MEASURES).nullable(),
  /** kg/m², from weight and height when both are measured. */
  bmi: z.number().nullable(),
  /** Chronological age in days on the record date. */
  ageDays: z.number().int(),
  /** Age corrected for prematurity while it applies (RCPCH: to 1 year for 32+0–36+6, 2 years below 32+0), else ageDays; negative before term. */
  correctedAgeDays: z.number().int(),
  /** Gestation at birth + chronological age, when the gestation is known. */
  postmenstrualAgeDays: z.number().int().nullable(),
  /** Against WHO 2006 (0–5 y), WHO 2007 (5–19 y) or, before term-equivalent age, Fenton 2013; 2 decimals. */
  zScores: perIndicator(z.number().nullable()),
  /** Percentiles 0–100, 1 decimal. */
  centiles: perIndicator(z.number().nullable()),
  /**
   * The centiles as written: ">99.9" above P99.9 and "<0.1" below P0.1 (never "100" or "0"), one decimal under 1 or
   * over 99, else whole (packages/clinical growthCentileText; issue 33). Optional: absent in records cached earlier.
   */
  centileTexts: perIndicator(z.string().nullable()).optional(),
  /** Which reference each value was read against (the same rule scores every view: see growthScoreReferenceSchema). */
  references: perIndicator(growthScoreReferenceSchema.nullable()),
  /** WHO's implausible-value flags (|z| beyond 5 or 6): worth checking the measurement. */
  flags: perIndicator(z.boolean()),
  /** The re-measure check against the record before this one, on the reference of this answer (growth-recheck.ts). */
  recheck: growthRecheckSchema,
  /**
   * WHO 2006 weight-for-length (`wfl`, under 2 years) or weight-for-height (`wfh`, 2 to 5 years), at the age the other
   * scores are read at, by WHO's rules (packages/clinical weight-for-length.ts); null without both weight and length,
   * before term-equivalent age, after 5 years or outside the table's lengths. `status` is WHO's reading (wasting below
   * −2, severe below −3, overweight above +2, obesity above +3); `flag` is WHO's implausible-value flag (|z| > 5).
   */
  weightForLength: z
    .object({
      table: z.enum(['wfl', 'wfh']),
      zScore: z.number(),
      centile: z.number(),
      status: z.enum(['severeWasting', 'wasting', 'normal', 'overweight', 'obesity']),
      flag: z.boolean(),
    })
    .nullable()
    // Optional: a record cached by an earlier version (offline store) has none.
    .optional(),
});
export type GrowthRecord = z.infer<typeof growthRecordSchema>;

/**
 * POST /check: how the values of a record about to be saved score, so the form can ask the parent to confirm
 * a value WHO would flag (|z| beyond 5 or 6), or one the re-measure check questions, before saving it. Nothing is
 * stored.
 */
export const growthCheckSchema = growthRecordSchema.pick({
  zScores: true,
  references: true,
  flags: true,
  recheck: true,
  weightForLength: true,
});
export type GrowthCheck = z.infer<typeof growthCheckSchema>;

export const growthBaseInfoSchema = z.object({
  growthId: z.string(),
  familyMemberId: z.string(),
  name: z.string(),
  sex: sexSchema,
  birthDate: z.string(),
  fullTermFlag: z.union([z.literal(FULL_TERM), z.literal(PRETERM)]),
  /** Whole days at birth; null when full term. */
  gestationalAge: z.number().int().nullable(),
  fatherHeight: z.number().nullable(),
  motherHeight: z.number().nullable(),
  /** Server's today (UTC) the ages below are computed for. */
  asOf: z.string(),
  ageDays: z.number().int(),
  /** Corrected age while it applies (RCPCH: to 1 year for 32+0–36+6, 2 years below 32+0), else null. */
  correctedAgeDays: z.number().int().nullable(),
  /**
   * Tanner's target (± 8.5 cm), and the target's place among adults of the child's sex: SDS (2 dp) and centile
   * (1 dp, with its written form) on WHO 2007 height-for-age at 19 years.
   */
  midParentalHeight: z
    .object({
      targetCm: z.number(),
      lowCm: z.number(),
      highCm: z.number(),
      targetSds: z.number(),
      targetCentile: z.number(),
      targetCentileText: z.string(),
    })
    .nullable(),
  latestRecord: growthRecordSchema.nullable(),
  /** The latest height velocity over at least 3 months, cm/year. */
  heightVelocity: z.object({ fromDate: z.string(), toDate: z.string(), intervalDays: z.number().int(), cmPerYear: z.number() }).nullable(),
  recordCount: z.number().int(),
  /** The reference set stored for the child (WHO unless the family chose China); scores above use it. */
  growthReference: growthReferenceChoiceSchema,
  /** The preterm reference stored for the child (Fenton 2013 unless the family chose INTERGROWTH-21st). */
  pretermReference: pretermReferenceChoiceSchema,
});
export type GrowthBaseInfo = z.infer<typeof growthBaseInfoSchema>;

export const growthRecordsPageSchema = pageOf(growthRecordSchema);
export type GrowthRecordsPage = z.infer<typeof growthRecordsPageSchema>;

export const doctorGrowthHomeSchema = z.object({
  growthBaseInfo: growthBaseInfoSchema,
  latestRecord: growthRecordSchema.nullable(),
  /** The clinic patient file the doctor opened, as GET …/app/patients/{patientId} answers it. */
  patient: /* @__PURE__ */ patientDetailsSchema.nullable(),
});
export type DoctorGrowthHome = z.infer<typeof doctorGrowthHomeSchema>;

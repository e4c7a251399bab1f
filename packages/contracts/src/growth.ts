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
/** POST {growthApp}/reference: the owner parent stores the child's reference set. */
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
  midParentalHeight: z.object({ targetCm: z.number(), lowCm: z.number(), highCm: z.number() }).nullable(),
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

const unitSchema = z.enum(['cm', 'kg', 'kg/m²']);

export const growthCurveMeasurementSchema = z.object({
  recordId: z.string(),
  recordDate: z.string(),
  /** Corrected age while the correction applies (1 or 2 years: see correctedAgeDays), else chronological, in months. */
  ageMonths: z.number(),
  /** Chronological age in months: differs from ageMonths while the correction applies (the chart joins the two). */
  chronologicalAgeMonths: z.number(),
  value: z.number(),
  zScore: z.number().nullable(),
  centile: z.number().nullable(),
  /** The reference the z-score and centile come from; null where none covers the age. */
  reference: growthScoreReferenceSchema.nullable(),
  /**
   * For a preterm baby's first point of an indicator after the correction ended (RCPCH: 1 year for 32+0–36+6, 2 years
   * below 32+0): the corrected age it would have had, months; the chart draws it joined to the point so the end of
   * correction is seen. Null (or absent) elsewhere.
   */
  correctedAgeMonthsAtEnd: z.number().nullable().optional(),
});
export type GrowthCurveMeasurement = z.infer<typeof growthCurveMeasurementSchema>;

/**
 * One indicator of a child's curve: the child's own points and scores only. The centile lines it is drawn over
 * are static data of the reference (growthReferenceLinesSchema, GET {growthApp}/reference_lines), fetched once
 * per sex and cached; the chart shows them from `fromMonths` to `toMonths`.
 */
export const growthCurveIndicatorSchema = z.object({
  indicator: growthIndicatorSchema,
  unit: unitSchema,
  reference: z.string(),
  /** The age span the chart shows, months. */
  fromMonths: z.number(),
  toMonths: z.number(),
  /**
   * With the China reference: the last age (months) its table covers for this indicator (81, head size 36); the
   * chart draws its lines to there and WHO's after, and says so. Null with WHO, and for BMI (no China table).
   */
  chinaToMonths: z.number().nullable(),
  measurements: z.array(growthCurveMeasurementSchema),
  /**
   * How many of the child's records have a point on this chart. A long history (more than GROWTH_CURVE_FULL_POINTS
   * points) is summarised: at most one point per calendar month (the month's latest record), every flagged
   * record and the latest kept, so `measurements` may hold fewer; every record stays in the records pages
   * (docs/growth-curve-long-histories.md).
   */
  recordCount: z.number().int().optional(),
});
/** Up to this many points a chart carries every record; beyond, one per month (see recordCount). */
export const GROWTH_CURVE_FULL_POINTS = 240;
export type GrowthCurveIndicator = z.infer<typeof growthCurveIndicatorSchema>;

export const pretermCurveIndicatorSchema = z.object({
  indicator: z.enum(['height', 'weight', 'headSize']),
  unit: unitSchema,
  /** The preterm chart's reference: Fenton 2013 or the INTERGROWTH-21st postnatal standard (the child's choice). */
  reference: pretermReferenceChoiceSchema,
  measurements: z.array(
    z.object({
      recordId: z.string(),
      recordDate: z.string(),
      postmenstrualAgeWeeks: z.number(),
      value: z.number(),
      zScore: z.number().nullable(),
      centile: z.number().nullable(),
      /** The record's score's reference: only measurements scored on the preterm reference are on this chart. */
      reference: growthScoreReferenceSchema.nullable(),
    }),
  ),
});
export type PretermCurveIndicator = z.infer<typeof pretermCurveIndicatorSchema>;

export const growthCurveSchema = z.object({
  growthId: z.string(),
  sex: sexSchema,
  birthDate: z.string(),
  fullTermFlag: z.union([z.literal(FULL_TERM), z.literal(PRETERM)]),
  gestationalAge: z.number().int().nullable(),
  /** True when ageMonths of the measurements is corrected for prematurity (some of them at least). */
  correctedAge: z.boolean(),
  /**
   * For a preterm baby: the chronological age in months at which correction ends on this reference set (24 months
   * for WHO and China, packages/clinical CORRECTION_END_DAYS); null for a baby born at term.
   */
  correctionEndMonths: z.number().nullable(),
  /**
   * The version of the reference lines this curve is scored against: pass it as `v` to reference_lines and the
   * answer may be cached for good (it changes only when the reference tables do).
   */
  referenceVersion: z.string(),
  /** The reference set these scores were read against (the query's, else the child's stored choice). */
  growthReference: growthReferenceChoiceSchema,
  /** The preterm reference of the preterm chart and of the scores before the baby joins WHO. */
  pretermReference: pretermReferenceChoiceSchema,
  indicators: z.array(growthCurveIndicatorSchema),
  /**
   * The preterm chart by postmenstrual age, for a baby with measurements scored on the preterm reference (Fenton
   * 2013 before term-equivalent age; INTERGROWTH-21st at birth and from 27 to 64 weeks); else null. The chart
   * shows that reference's lines from `fromWeeks` to `toWeeks` of postmenstrual age.
   */
  preterm: z.object({ fromWeeks: z.number(), toWeeks: z.number(), indicators: z.array(pretermCurveIndicatorSchema) }).nullable(),
});
export type GrowthCurve = z.infer<typeof growthCurveSchema>;

/** `?sex=` of GET reference_lines; `v` (the curve's referenceVersion) makes the answer cacheable for good. */
export const growthReferenceLinesQuerySchema = z.object({
  sex: sexSchema,
  v: z.string().max(64).optional(),
});

/**
 * Centile lines as columns: `x` holds the ages once, and each centile's `values` the line's value at each of
 * them (null where the reference has no value there). Compact, so the whole chart of one sex is a few KB.
 */
const referenceColumnsSchema = z.object({
  centiles: z.array(z.object({ centile: z.number(), values: z.array(z.number().nullable()) })),
});

/**
 * GET {growthApp}/reference_lines?sex=male|female[&v=version] (public, no token: reference data, nothing
 * personal). The WHO lines of every indicator over the whole age range of the standards and references
 * (0–228 months; sampled every ~week to 12 months, every half month to 24, monthly after, plus the seams of
 * the length→height and WHO 2006→2007 switches), and the Fenton 2013 preterm lines (weekly, 22–50 weeks of
 * postmenstrual age). Computed once per process; served with an ETag, compressed ahead of time, and
 * `Cache-Control: public, max-age=31536000, immutable` when `v` is the current version.
 */
export const growthReferenceLinesSchema = z.object({
  version: z.string(),
  sex: sexSchema,
  who: z.array(
    referenceColumnsSchema.extend({
      indicator: growthIndicatorSchema,
      unit: unitSchema,
      reference: z.string(),
      /** Age in months of each column. */
      ageMonths: z.array(z.number()),
    }),
  ),
  fenton: z.array(
    referenceColumnsSchema.extend({
      indicator: z.enum(['height', 'weight', 'headSize']),
      unit: unitSchema,
      reference: z.literal('fenton2013'),
      /** Postmenstrual age in weeks of each column. */
      postmenstrualAgeWeeks: z.array(z.number()),
    }),
  ),
  /** INTERGROWTH-21st postnatal growth of preterm infants: weekly lines, 27–64 weeks of postmenstrual age. */
  intergrowth: z.array(
    referenceColumnsSchema.extend({
      indicator: z.enum(['height', 'weight', 'headSize']),
      unit: unitSchema,
      reference: z.literal('intergrowth21_preterm'),
      postmenstrualAgeWeeks: z.array(z.number()),
    }),
  ),
  /**
   * WS/T 423—2022 (China) lines at the tabulated ages (0–24 months monthly, then every 3 to 81; head size to 36),
   * the same centiles as `who`, on the piecewise-linear z scale between its SD lines (docs/reference-china-wst423.md).
   */
  china: z.array(
    referenceColumnsSchema.extend({
      indicator: z.enum(['height', 'weight', 'headSize']),
      unit: unitSchema,
      reference: z.literal('wst423_2022'),
      ageMonths: z.array(z.number()),
    }),
  ),
});
export type GrowthReferenceLines = z.infer<typeof growthReferenceLinesSchema>;

export const doctorGrowthHomeSchema = z.object({
  growthBaseInfo: growthBaseInfoSchema,
  latestRecord: growthRecordSchema.nullable(),
  /** The clinic patient file the doctor opened, as GET …/app/patients/{patientId} answers it. */
  patient: /* @__PURE__ */ patientDetailsSchema.nullable(),
});
export type DoctorGrowthHome = z.infer<typeof doctorGrowthHomeSchema>;

import { z } from 'zod';
import { sexSchema } from './common.ts';
import { FULL_TERM, PRETERM } from './growth-rules.ts';
import { growthIndicatorSchema, growthReferenceChoiceSchema, growthScoreReferenceSchema, pretermReferenceChoiceSchema } from './growth.ts';

/** The growth curve and its reference lines (spec §3; docs/growth-curve-long-histories.md), apart from the records. */

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

/** The families of centile lines in GET reference_lines: each a field of the answer. */
export const REFERENCE_LINE_FAMILIES = ['who', 'fenton', 'intergrowth', 'china', 'cdc'] as const;
export type ReferenceLineFamily = (typeof REFERENCE_LINE_FAMILIES)[number];

/**
 * `?sex=` of GET reference_lines; `v` (the curve's referenceVersion) makes the answer cacheable for good; `families`
 * (comma-separated, e.g. `who,china`) keeps only those families' lines, the others answered as empty lists: a chart
 * asks for what it draws (the WHO lines are a third of the whole, CDC 2000's another third), and the first screen
 * the server renders carries only those in its state.
 */
export const growthReferenceLinesQuerySchema = z.object({
  sex: sexSchema,
  v: z.string().max(64).optional(),
  families: z
    .string()
    .max(64)
    .transform((value, context) => {
      const names = [...new Set(value.split(','))];
      const unknown = names.filter((name) => !(REFERENCE_LINE_FAMILIES as readonly string[]).includes(name));
      if (unknown.length > 0) context.addIssue({ code: 'custom', message: `Unknown families: ${unknown.join(', ')}` });
      // One order whatever the caller's, so that one set of families is one cached answer.
      return REFERENCE_LINE_FAMILIES.filter((family) => names.includes(family));
    })
    .optional(),
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
  /**
   * CDC 2000 lines (issue 33) at the charts' tabulated ages (half-month points): length and weight 0–24 months then
   * stature and weight 24–240, head size 0–36, BMI 24–240.5; the same centiles as `who`, by Cole's LMS.
   */
  cdc: z.array(
    referenceColumnsSchema.extend({
      indicator: growthIndicatorSchema,
      unit: unitSchema,
      reference: z.literal('cdc2000'),
      ageMonths: z.array(z.number()),
    }),
  ),
});
export type GrowthReferenceLines = z.infer<typeof growthReferenceLinesSchema>;

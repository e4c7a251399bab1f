import { z } from 'zod';
import { eyeTreatmentSchema } from './eye.ts';

const num = z.number().nullable();

/**
 * One treatment episode of one eye (issue 17): a run of exams with the same treatment, from its first exam to the
 * first exam of the next treatment (else its own last). Rates in mm/year; the band is 95% (packages/clinical
 * eye/treatment-effect.ts: biometer repeatability and exam spacing).
 */
export const treatmentEpisodeSchema = z.object({
  treatment: eyeTreatmentSchema,
  from: z.string(),
  to: z.string(),
  /** Exams of the episode with this eye's axial length measured. */
  examCount: z.number().int(),
  /** Least-squares axial-length growth, mm/year; null with fewer than two exams 3 months apart. */
  ratePerYear: num,
  ciLow: num,
  ciHigh: num,
  /** Growth of same-age, same-sex eyes at the child's centile (He 2023), mm/year; null outside 4–18 years. */
  expectedRatePerYear: num,
  /**
   * Myopia-control episodes only: 'slowing' (the band is wholly below the rate before, or the expected rate when
   * there is no rate before), 'notSlowing', or 'tooWide' to tell; null otherwise.
   */
  verdict: z.enum(['slowing', 'notSlowing', 'tooWide']).nullable(),
  comparedWith: z.enum(['before', 'expected']).nullable(),
});
export type TreatmentEpisodeAnswer = z.infer<typeof treatmentEpisodeSchema>;

export const eyeTreatmentEffectSchema = z.object({
  eyeId: z.string(),
  /** SD of one axial-length measurement the bands assume, mm, and where it comes from. */
  repeatabilitySdMm: z.number(),
  repeatabilitySource: z.string(),
  /** A band wider than ± this (mm/year) cannot tell a working treatment from none. */
  tooWideHalfWidth: z.number(),
  right: z.array(treatmentEpisodeSchema),
  left: z.array(treatmentEpisodeSchema),
});
export type EyeTreatmentEffect = z.infer<typeof eyeTreatmentEffectSchema>;

/**
 * GET …/eye/{id}/projection (issue 17, part 5): axial length to 18 years as a band along the child's He 2023
 * centile, per eye, with the 26 mm high-myopia line (packages/clinical eye/projection.ts). Null for an eye with no
 * exam between 4 and 18 years.
 */
const eyeProjectionSideSchema = z
  .object({
    fromAgeYears: z.number(),
    fromMm: z.number(),
    /** Growth ratios against the centile line the band's edges use; from the last two years' rate band, else 0.5–1.5. */
    lowRatio: z.number(),
    highRatio: z.number(),
    measuredRate: z.boolean(),
    points: z.array(z.object({ ageYears: z.number(), centreMm: z.number(), lowMm: z.number(), highMm: z.number() })),
    /** Age at which each edge reaches 26 mm; null when it does not by 18. */
    crosses26: z.object({ low: num, centre: num, high: num }),
  })
  .nullable();

export const eyeProjectionSchema = z.object({
  eyeId: z.string(),
  highMyopiaMm: z.number(),
  right: eyeProjectionSideSchema,
  left: eyeProjectionSideSchema,
});
export type EyeProjection = z.infer<typeof eyeProjectionSchema>;

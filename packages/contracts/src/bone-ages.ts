import { z } from 'zod';
import { BONE_AGE_MAX_MONTHS, BONE_AGE_METHODS, BONE_AGE_NOTE_MAX } from './bone-age-rules.ts';
import { idSchema, isoDateSchema, textSchema } from './common.ts';

/** Bone age readings (bone-age-rules.ts), plotted beside the height on the growth chart. */
export const boneAgeMethodSchema = z.enum(BONE_AGE_METHODS);

export const boneAgesParamsSchema = z.object({ familyMemberId: idSchema });
export const boneAgeParamsSchema = z.object({ familyMemberId: idSchema, boneAgeId: idSchema });

/** takenOn: the radiograph's date, not before birth nor after today (the server checks both against the child). */
export const boneAgeInputSchema = z.strictObject({
  takenOn: isoDateSchema,
  boneAgeMonths: z.number().int().min(0).max(BONE_AGE_MAX_MONTHS),
  method: boneAgeMethodSchema,
  note: textSchema({ max: BONE_AGE_NOTE_MAX }).default(''),
});
export type BoneAgeInput = z.input<typeof boneAgeInputSchema>;

/** The height the reading is plotted beside: the one measured nearest the radiograph, within 31 days. */
export const boneAgeHeightSchema = z.object({
  recordDate: z.string(),
  heightCm: z.number(),
  /** The child's age in months on the height's date: where the height point stands. */
  ageMonths: z.number(),
  /** The bone age on the height's date (the reading moved by the days between): where the bone-age point stands. */
  boneAgeMonths: z.number(),
  /** The height scored at the bone age on the child's reference, 2 dp; null where the reference has no row. */
  sds: z.number().nullable(),
  centile: z.number().nullable(),
  /** ">99.9" / "<0.1" beyond the table's precision, else the centile to 1 dp. */
  centileText: z.string().nullable(),
});

export const boneAgeSchema = z.object({
  id: z.string(),
  takenOn: z.string(),
  boneAgeMonths: z.number(),
  method: boneAgeMethodSchema,
  note: z.string(),
  /** The child's age in months on takenOn (chronological: bone age is not corrected for prematurity). */
  ageMonths: z.number(),
  /** Bone age minus age, in months: negative when the skeleton is behind the calendar. */
  differenceMonths: z.number(),
  /** Null when no height was measured within 31 days: listed, not plotted. */
  height: boneAgeHeightSchema.nullable(),
  /** Whether the caller may take it back: a doctor of the child's clinic. */
  removable: z.boolean(),
});
export type BoneAge = z.infer<typeof boneAgeSchema>;

export const boneAgesSchema = z.object({
  familyMemberId: z.string(),
  /** The reference the heights are scored on (the child's choice: who, china or cdc2000). */
  reference: z.enum(['who', 'china', 'cdc2000']),
  /** Whether the caller may add a reading: a doctor of the child's clinic. */
  canRecord: z.boolean(),
  readings: z.array(boneAgeSchema),
});
export type BoneAges = z.infer<typeof boneAgesSchema>;

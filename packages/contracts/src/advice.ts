import { z } from 'zod';

import { textSchema } from './common.ts';

/** Health advice for one family member: rules over age, growth and eye data, plus their doctors' advice. */
export const ADVICE_CATEGORIES = ['outdoor', 'screen', 'sleep', 'nutrition', 'growth', 'eyes', 'checkups'] as const;
export const adviceCategorySchema = z.enum(ADVICE_CATEGORIES);
export type AdviceCategory = z.infer<typeof adviceCategorySchema>;

/** How much the advice asks of the parent: a habit to keep, something to watch, or a visit to the doctor. */
export const ADVICE_LEVELS = ['info', 'attention', 'seeDoctor'] as const;
export const adviceLevelSchema = z.enum(ADVICE_LEVELS);
export type AdviceLevel = z.infer<typeof adviceLevelSchema>;

export const ruleAdviceSchema = z.object({
  ruleId: z.string(),
  category: adviceCategorySchema,
  level: adviceLevelSchema,
  title: z.string(),
  text: z.string(),
});
export type RuleAdvice = z.infer<typeof ruleAdviceSchema>;

export const doctorAdviceSchema = z.object({
  id: z.string(),
  doctorName: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type DoctorAdvice = z.infer<typeof doctorAdviceSchema>;

export const healthAdvicesSchema = z.object({
  familyMemberId: z.string(),
  name: z.string(),
  ageDays: z.number().int(),
  /** Dates of the data the rules used; null when there was none. */
  growthDate: z.string().nullable(),
  eyeDate: z.string().nullable(),
  advices: z.array(ruleAdviceSchema),
  doctorAdvices: z.array(doctorAdviceSchema),
});
export type HealthAdvices = z.infer<typeof healthAdvicesSchema>;

export const doctorAdviceInputSchema = z.strictObject({ text: textSchema({ min: 1, max: 2000, multiline: true }) });
export type DoctorAdviceInput = z.infer<typeof doctorAdviceInputSchema>;

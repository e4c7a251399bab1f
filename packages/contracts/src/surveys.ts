import { z } from 'zod';
import { idSchema } from './common.ts';
import { answersSchema, localizedInputSchema, questionListInputSchema, questionSchema } from './questions.ts';

/** Disease surveys by disease code (spec §2 /diseaseSurvey/{diseaseCode}): answered per family member. */
export const diseaseCodeSchema = z.string().regex(/^[a-z][a-z0-9-]{1,39}$/, 'validation.format');
export const diseaseCodeParamsSchema = z.object({ diseaseCode: diseaseCodeSchema });

/** Editor input: an edit inserts a new version; answers keep pointing at the version they answered. */
export const surveyInputSchema = z.strictObject({
  title: localizedInputSchema(100),
  intro: localizedInputSchema(1000),
  questions: questionListInputSchema,
});
export type SurveyInput = z.infer<typeof surveyInputSchema>;
export const surveyCreateSchema = surveyInputSchema.extend({ diseaseCode: diseaseCodeSchema });
export type SurveyCreate = z.infer<typeof surveyCreateSchema>;

/** A survey's current version in the request's language. */
export const surveySchema = z.object({
  diseaseCode: z.string(),
  versionId: z.string(),
  version: z.number().int(),
  title: z.string(),
  intro: z.string(),
  questions: z.array(questionSchema),
  updatedAt: z.string(),
});
export type Survey = z.infer<typeof surveySchema>;

/** One version as the editor wrote it, both languages. */
export const surveyVersionSchema = z.object({
  diseaseCode: z.string(),
  versionId: z.string(),
  version: z.number().int(),
  title: localizedInputSchema(100),
  intro: localizedInputSchema(1000),
  questions: questionListInputSchema,
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  /** The name of who saved it, for the version history. */
  createdByName: z.string().nullable(),
  /** False once an editor withdrew it: parents no longer see it. */
  published: z.boolean(),
  /** The version parents get; a newer one is a draft until published. Null: never published. */
  publishedVersion: z.number().int().nullable(),
});
export type SurveyVersion = z.infer<typeof surveyVersionSchema>;

export const surveyAnswerInputSchema = z.strictObject({ familyMemberId: idSchema, answers: answersSchema });
export type SurveyAnswerInput = z.infer<typeof surveyAnswerInputSchema>;

export const surveyAnswerSchema = z.object({
  answerId: z.string(),
  diseaseCode: z.string(),
  familyMemberId: z.string(),
  versionId: z.string(),
  version: z.number().int(),
  answers: answersSchema,
  createdAt: z.string(),
});
export type SurveyAnswer = z.infer<typeof surveyAnswerSchema>;

export const surveyAnswersQuerySchema = z.object({
  familyMemberId: idSchema,
  start: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  /** Kept through validation so the reply's language still follows `?lang=` (API.md). */
  lang: z.string().optional(),
});

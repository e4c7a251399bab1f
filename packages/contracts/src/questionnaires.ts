import { z } from 'zod';
import { idSchema } from './common.ts';
import { answersSchema, localizedInputSchema, questionListInputSchema, questionSchema } from './questions.ts';

/** Questionnaires with scoring, result levels and a once-per-account reward (BRIEF: Content). */
export const questionnaireCodeSchema = z.string().regex(/^[a-z][a-z0-9-]{1,39}$/, 'validation.format');
export const questionnaireCodeParamsSchema = z.object({ code: questionnaireCodeSchema });

export const levelKeySchema = z.string().regex(/^[a-z][a-zA-Z0-9_-]{0,29}$/, 'validation.format');
export const levelInputSchema = z.strictObject({
  key: levelKeySchema,
  minScore: z.number().int(),
  maxScore: z.number().int(),
  label: localizedInputSchema(40),
  reading: localizedInputSchema(2000),
  advice: localizedInputSchema(2000),
});
export type LevelInput = z.infer<typeof levelInputSchema>;

export const REWARD_KINDS = ['points', 'coupon'] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];
/** Limits of a reward an editor may offer: a few thousand points, a coupon valid up to a year. */
export const REWARD_LIMITS = { maxPoints: 10_000, maxValidDays: 365 } as const;
export const rewardInputSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('points'), points: z.number().int().min(1).max(REWARD_LIMITS.maxPoints) }),
  z.strictObject({
    kind: z.literal('coupon'),
    couponName: localizedInputSchema(60),
    validDays: z.number().int().min(1).max(REWARD_LIMITS.maxValidDays),
  }),
]);
export type RewardInput = z.infer<typeof rewardInputSchema>;

export const questionnaireInputSchema = z.strictObject({
  title: localizedInputSchema(100),
  intro: localizedInputSchema(1000),
  questions: questionListInputSchema,
  levels: z.array(levelInputSchema).min(1).max(10),
  reward: rewardInputSchema.nullable(),
});
export type QuestionnaireInput = z.infer<typeof questionnaireInputSchema>;
export const questionnaireCreateSchema = questionnaireInputSchema.extend({ code: questionnaireCodeSchema });
export type QuestionnaireCreate = z.infer<typeof questionnaireCreateSchema>;

export const levelSchema = z.object({ key: z.string(), label: z.string(), minScore: z.number().int(), maxScore: z.number().int() });
export type Level = z.infer<typeof levelSchema>;

export const rewardOfferSchema = z.object({
  kind: z.enum(REWARD_KINDS),
  points: z.number().int().nullable(),
  couponName: z.string().nullable(),
  validDays: z.number().int().nullable(),
});
export type RewardOffer = z.infer<typeof rewardOfferSchema>;

/** The current version in the request's language, as a parent takes it. */
export const questionnaireSchema = z.object({
  code: z.string(),
  versionId: z.string(),
  version: z.number().int(),
  title: z.string(),
  intro: z.string(),
  questions: z.array(questionSchema),
  levels: z.array(levelSchema),
  maxScore: z.number().int(),
  reward: rewardOfferSchema.nullable(),
});
export type Questionnaire = z.infer<typeof questionnaireSchema>;

export const questionnaireVersionSchema = questionnaireInputSchema.extend({
  code: z.string(),
  versionId: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  /** The name of who saved it, for the version history. */
  createdByName: z.string().nullable(),
  /** False once an editor withdrew it: parents no longer see it. */
  published: z.boolean(),
  /** The version parents get; a newer one is a draft until published. Null: never published. */
  publishedVersion: z.number().int().nullable(),
});
export type QuestionnaireVersion = z.infer<typeof questionnaireVersionSchema>;

export const submissionInputSchema = z.strictObject({ answers: answersSchema, familyMemberId: idSchema.optional() });
export type SubmissionInput = z.infer<typeof submissionInputSchema>;

export const rewardGrantSchema = z.object({
  kind: z.enum(REWARD_KINDS),
  points: z.number().int().nullable(),
  couponCode: z.string().nullable(),
  couponName: z.string().nullable(),
  validUntil: z.string().nullable(),
  /** The submission that earned it; null once that submission was erased with the member it was about. */
  submissionId: z.string().nullable(),
  grantedAt: z.string(),
});
export type RewardGrant = z.infer<typeof rewardGrantSchema>;

/** What a submission did about the reward: granted now, granted by an earlier one, or nothing offered. */
export const REWARD_STATUSES = ['granted', 'alreadyGranted', 'none'] as const;
export const rewardOutcomeSchema = z.object({ status: z.enum(REWARD_STATUSES), grant: rewardGrantSchema.nullable() });
export type RewardOutcome = z.infer<typeof rewardOutcomeSchema>;

export const submissionResultSchema = z.object({
  submissionId: z.string(),
  questionnaireCode: z.string(),
  title: z.string(),
  version: z.number().int(),
  score: z.number().int(),
  maxScore: z.number().int(),
  level: levelSchema,
  reading: z.string(),
  advice: z.string(),
  reward: rewardOutcomeSchema,
  createdAt: z.string(),
});
export type SubmissionResult = z.infer<typeof submissionResultSchema>;
export const submissionParamsSchema = z.object({ submissionId: idSchema });

export const rewardStateSchema = z.object({
  questionnaireCode: z.string(),
  title: z.string(),
  offer: rewardOfferSchema.nullable(),
  grant: rewardGrantSchema.nullable(),
  pointsBalance: z.number().int(),
});
export type RewardState = z.infer<typeof rewardStateSchema>;

/**
 * GET /app-web2/family_members/{familyMemberId}/engagement: what a parent can fill in for one child, in the
 * request's language: every questionnaire (done when the account has a result for this child) and every
 * disease survey (answered when this child has answers).
 */
export const openEngagementSchema = z.object({
  questionnaires: z.array(
    z.object({
      code: z.string(),
      title: z.string(),
      reward: rewardOfferSchema.nullable(),
      /** The newest result of this account for this child, if any. */
      lastSubmissionId: z.string().nullable(),
    }),
  ),
  surveys: z.array(z.object({ diseaseCode: z.string(), title: z.string(), answered: z.boolean() })),
});
export type OpenEngagement = z.infer<typeof openEngagementSchema>;

/** GET /app-web2/points: the caller's points, and how each was earned, newest first. */
export const pointsHistorySchema = z.object({
  balance: z.number().int(),
  entries: z.array(
    z.object({
      delta: z.number().int(),
      /** Why: 'questionnaireReward' (more may come); the title names what earned them. */
      reason: z.string(),
      title: z.string().nullable(),
      at: z.string(),
    }),
  ),
});
export type PointsHistory = z.infer<typeof pointsHistorySchema>;

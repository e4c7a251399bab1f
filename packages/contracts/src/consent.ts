import { z } from 'zod';
import { idSchema } from './common.ts';

/**
 * The guardian's separate consent (issue 18 part 4; PIPL art. 28-31: a child under 14's health data is
 * sensitive and needs the guardian's separate consent) and leaving the product (part 5).
 */
export const CONSENT_DECISIONS = ['granted', 'refused'] as const;
/** What the current answer is: none yet, agreed, refused at first, or withdrawn after agreeing. */
export const CONSENT_STATUSES = ['unanswered', 'granted', 'refused', 'revoked'] as const;
/** The policy text a consent is given to (a versioned legal text, content kind `legal`). */
export const CONSENT_POLICY_KEY = 'privatePolicy';
/** Below this age (PIPL art. 28, 31) a child's personal information is sensitive. */
export const SENSITIVE_UNDER_AGE_YEARS = 14;

export const consentParamsSchema = z.object({ familyMemberId: idSchema });

export const consentInputSchema = z.strictObject({
  decision: z.enum(CONSENT_DECISIONS),
  /** The version of the policy text the parent read: it must be the current one. */
  policyVersion: z.number().int().min(1),
  /** The clinics (of the member's patient files) whose doctors may see the data; ignored when refusing. */
  clinicIds: z.array(idSchema).max(50).default([]),
});
export type ConsentInput = z.input<typeof consentInputSchema>;

const consentClinicSchema = z.object({ clinicId: z.string(), name: z.string(), allowed: z.boolean() });

export const consentAnswerSchema = z.object({
  decision: z.enum(['granted', 'refused', 'revoked']),
  clinicIds: z.array(z.string()),
  policyKey: z.string(),
  policyVersion: z.number().int(),
  answeredBy: z.string(),
  answeredAt: z.string(),
});
export type ConsentAnswer = z.infer<typeof consentAnswerSchema>;

export const consentSchema = z.object({
  familyMemberId: z.string(),
  memberName: z.string(),
  /** True when the member is under 14 today: the data is sensitive personal information. */
  sensitive: z.boolean(),
  status: z.enum(CONSENT_STATUSES),
  /** The policy text to agree to now: its key, title and current version. */
  policy: z.object({ key: z.string(), title: z.string(), version: z.number().int() }),
  /** The clinics holding a patient file of the member, and whether the current answer lets them see the data. */
  clinics: z.array(consentClinicSchema),
  /** Every answer, newest first (the first is the current one). */
  history: z.array(consentAnswerSchema),
});
export type Consent = z.infer<typeof consentSchema>;

// ---------- leaving ----------

/** The account's phone typed again, so that a slip of the finger never deletes a family. */
export const accountDeletionSchema = z.strictObject({ confirmPhone: z.string().max(20) });
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;

export const accountDeletedSchema = z.object({
  /** When the data was erased: at once, in the transaction of this call. */
  erasedAt: z.string(),
  familyMembers: z.number().int(),
  /** Rows of the audit trail kept (their client addresses erased), see README "Leaving". */
  auditRowsKept: z.number().int(),
});
export type AccountDeleted = z.infer<typeof accountDeletedSchema>;

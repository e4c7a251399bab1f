import { z } from 'zod';
import { idSchema, langQueryField, phoneSchema, sexSchema } from './common.ts';

/**
 * A clinic registers a patient (issue 30 item 5): the desk finds the family by the guardian's phone (the whole
 * number, as the guardian says it), then opens the child's patient file at one of the doctor's clinics with its
 * file and outpatient numbers. The guardian's consent still decides what the clinic's doctors see: a family that
 * has answered the consent question must allow the new clinic in the app first.
 */

export const familySearchQuerySchema = /* @__PURE__ */ (() => z.object({ phone: phoneSchema, ...langQueryField }))();
export type FamilySearchQuery = z.input<typeof familySearchQuerySchema>;

/** How a member stands with the doctor's clinics: a file at one of them already, or none yet. */
export const familySearchMemberSchema = z.object({
  familyMemberId: z.string(),
  name: z.string(),
  sex: sexSchema,
  birthDate: z.string(),
  /** The member's file at one of the doctor's clinics (the first), or null. */
  patientId: z.string().nullable(),
});
export type FamilySearchMember = z.infer<typeof familySearchMemberSchema>;

export const familySearchResultSchema = z.object({
  /** False when no parent account has this phone: the family signs up in the app first. */
  found: z.boolean(),
  /** The guardian account's phone, masked (138****0001), and its name. */
  guardian: z.object({ phone: z.string(), name: z.string() }).nullable(),
  members: z.array(familySearchMemberSchema),
});
export type FamilySearchResult = z.infer<typeof familySearchResultSchema>;

/** A clinic's file and outpatient numbers: letters, digits and hyphens, as the clinic's own system writes them. */
const fileNumberSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{1,30}$/, 'validation.fileNumber');

export const patientRegistrationSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    familyMemberId: idSchema,
    /** One of the doctor's clinics. */
    clinicId: idSchema,
    fileNumber: fileNumberSchema,
    outpatientNumber: fileNumberSchema,
  }))();
export type PatientRegistration = z.infer<typeof patientRegistrationSchema>;

/**
 * What the guardian's consent lets the clinic do now: `open` (no answer yet, or this clinic allowed), or
 * `awaitingGuardian` (the guardian answered without this clinic, or refused: they allow it in the app).
 */
export const REGISTRATION_ACCESS = ['open', 'awaitingGuardian'] as const;

export const registeredPatientSchema = z.object({
  patientId: z.string(),
  familyMemberId: z.string(),
  clinicId: z.string(),
  fileNumber: z.string(),
  outpatientNumber: z.string(),
  access: z.enum(REGISTRATION_ACCESS),
});
export type RegisteredPatient = z.infer<typeof registeredPatientSchema>;

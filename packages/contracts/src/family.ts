import { z } from 'zod';
import { idSchema, isoDateSchema, sexSchema, textSchema } from './common.ts';

export const RELATIONS = ['self', 'child', 'spouse', 'parent', 'other'] as const;
export const relationSchema = z.enum(RELATIONS);
export type Relation = z.infer<typeof relationSchema>;

export const familyMemberInputSchema = z.strictObject({
  name: textSchema({ min: 1, max: 50 }),
  sex: sexSchema,
  birthDate: isoDateSchema,
  relation: relationSchema,
});
export type FamilyMemberInput = z.infer<typeof familyMemberInputSchema>;

export const familyMemberSchema = z.object({
  familyMemberId: z.string(),
  name: z.string(),
  sex: sexSchema,
  birthDate: z.string(),
  relation: relationSchema,
  /** The member's clinic patient files, so the client can pass patientId where a call takes it. */
  patientIds: z.array(z.string()),
  /**
   * How the signed-in account stands towards the member (issue 34): its `owner`, or an adult the family invited as
   * `guardian` (everything) or `caregiver` (view, add measurements). The server always sends it; the web reads a
   * missing value as `owner` (answers cached before it existed).
   */
  access: z.enum(['owner', 'guardian', 'caregiver']).optional(),
});
export type FamilyMember = z.infer<typeof familyMemberSchema>;

export const familyMemberParamsSchema = z.object({ familyMemberId: idSchema });

export const patientParamsSchema = z.object({ patientId: idSchema });
export const patientDetailsSchema = z.object({
  patientId: z.string(),
  familyMemberId: z.string(),
  name: z.string(),
  sex: sexSchema,
  birthDate: z.string(),
  clinicId: z.string(),
  clinicName: z.string(),
  fileNumber: z.string(),
  outpatientNumber: z.string(),
});
export type PatientDetails = z.infer<typeof patientDetailsSchema>;

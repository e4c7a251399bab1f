import { z } from 'zod';
import { doctorAdviceInputSchema, doctorAdviceSchema } from './advice.ts';
import { idSchema, textSchema } from './common.ts';
import {
  checkupReportInputSchema,
  checkupReportSchema,
  testReportInputSchema,
  testReportSchema,
  visitInputSchema,
  visitSchema,
} from './health-record.ts';

/**
 * Correcting what a doctor saved (issue 30 item 4): a visit, test report, checkup report or advice is amended
 * (PUT, the whole entry again) or withdrawn (POST …/withdraw). Each names the `version` it was made from; a
 * stale one answers 409 and changes nothing. The replaced versions stay in the entry's history.
 */

export const RECORD_ENTRY_KINDS = ['visit', 'testReport', 'checkup', 'advice'] as const;
export type RecordEntryKind = (typeof RECORD_ENTRY_KINDS)[number];

/** The capability that lets a doctor correct or withdraw entries colleagues wrote at a clinic they share. */
export const AMEND_CLINIC_CAPABILITY = 'records.amendClinic';

export const entryParamsSchema = z.object({ familyMemberId: idSchema, entryId: idSchema });

/** The version the doctor's form was filled from (the entry's `version` as read). */
const versionField = { version: z.number().int().min(1) };

export const visitAmendSchema = /* @__PURE__ */ (() => visitInputSchema.extend(versionField))();
export type VisitAmend = z.infer<typeof visitAmendSchema>;
export const testReportAmendSchema = /* @__PURE__ */ (() => testReportInputSchema.extend(versionField))();
export type TestReportAmend = z.infer<typeof testReportAmendSchema>;
export const checkupReportAmendSchema = /* @__PURE__ */ (() => checkupReportInputSchema.extend(versionField))();
export type CheckupReportAmend = z.infer<typeof checkupReportAmendSchema>;
export const doctorAdviceAmendSchema = /* @__PURE__ */ (() => doctorAdviceInputSchema.extend(versionField))();
export type DoctorAdviceAmend = z.infer<typeof doctorAdviceAmendSchema>;

/** A withdrawal: the version withdrawn and, optionally, why (kept with the entry, shown to doctors only). */
export const withdrawInputSchema = /* @__PURE__ */ (() =>
  z.strictObject({ ...versionField, reason: textSchema({ min: 1, max: 500, multiline: true }).optional() }))();
export type WithdrawInput = z.infer<typeof withdrawInputSchema>;

export const withdrawnEntrySchema = z.object({ entryId: z.string(), version: z.number().int(), withdrawnAt: z.string() });
export type WithdrawnEntry = z.infer<typeof withdrawnEntrySchema>;

/**
 * An entry's history for the family (read-only; not once withdrawn) and its clinic doctors: every version, the current first, each with who made it and when,
 * and the withdrawal when there was one.
 */
/* @__NO_SIDE_EFFECTS__ */
function historyOf<T extends z.ZodType>(entry: T) {
  return z.object({
    entryId: z.string(),
    withdrawn: z.object({ at: z.string(), by: z.string().nullable(), reason: z.string().nullable() }).nullable(),
    versions: z.array(z.object({ version: z.number().int(), madeAt: z.string(), madeBy: z.string().nullable(), entry })),
  });
}
export const visitHistorySchema = /* @__PURE__ */ historyOf(visitSchema);
export const testReportHistorySchema = /* @__PURE__ */ historyOf(testReportSchema);
export const checkupReportHistorySchema = /* @__PURE__ */ historyOf(checkupReportSchema);
export const doctorAdviceHistorySchema = /* @__PURE__ */ historyOf(doctorAdviceSchema);
export type EntryHistory<E> = { entryId: string; withdrawn: { at: string; by: string | null; reason: string | null } | null } & {
  versions: { version: number; madeAt: string; madeBy: string | null; entry: E }[];
};

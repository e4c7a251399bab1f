import { z } from 'zod';
import { idSchema, isoDateSchema, langQueryField, sexSchema, textSchema } from './common.ts';
import { productCodeSchema } from './content.ts';
import { pageQuerySchema } from './envelope.ts';
import { MAX_ATTACHMENTS } from './media-rules.ts';

/**
 * The family health record (spec §2, §3; BRIEF "Family health record"): GET
 * /family_members/{familyMemberId}/health_record, and the doctors' write calls beside it.
 * Every text arrives in the request's language.
 */

export const TEST_REPORT_KINDS = ['lab', 'imaging'] as const;
export const testReportKindSchema = z.enum(TEST_REPORT_KINDS);
export type TestReportKind = z.infer<typeof testReportKindSchema>;

/** `abnormal`: out of range for a value without numbers (e.g. "positive"). */
export const REPORT_ITEM_FLAGS = ['low', 'normal', 'high', 'abnormal'] as const;
export const reportItemFlagSchema = z.enum(REPORT_ITEM_FLAGS);
/** How a report item's result reads: a number, or a text result the doctor declares as such. */
export const REPORT_VALUE_TYPES = ['number', 'text'] as const;
export type ReportValueType = (typeof REPORT_VALUE_TYPES)[number];
/** A numeric result as typed: an optional minus, digits, an optional decimal part. */
export const NUMERIC_RESULT = /^-?\d+(\.\d+)?$/;
export type ReportItemFlag = z.infer<typeof reportItemFlagSchema>;

/** How many entries of each section the record carries; older ones come from the paged section calls. */
export const HEALTH_RECORD_SECTION_LIMIT = 20;

export const beneficiarySchema = z.object({
  familyMemberId: z.string(),
  name: z.string(),
  sex: sexSchema,
  birthDate: z.string(),
  /** Patient ID number: the clinic file number; null without a clinic file. */
  fileNumber: z.string().nullable(),
  /** Distinct health record: the outpatient file number; null without a clinic file. */
  outpatientNumber: z.string().nullable(),
  clinicName: z.string().nullable(),
  /** The account's phone, masked: 138****0001. */
  cellphone: z.string(),
});
export type Beneficiary = z.infer<typeof beneficiarySchema>;

/**
 * How an entry a doctor corrected reads (issue 30): when the current version was made and by whom (the doctor's
 * name in the request's language). Null while the entry is as first written.
 */
export const entryCorrectionSchema = z.object({ at: z.string(), by: z.string().nullable() });
export type EntryCorrection = z.infer<typeof entryCorrectionSchema>;
/** What every correctable entry carries: its version (sent back with a correction) and its correction mark. */
const correctable = { version: z.number().int(), correction: entryCorrectionSchema.nullable() };

export const prescriptionSchema = z.object({
  productCode: z.string(),
  drugName: z.string(),
  dosage: z.string(),
  quantity: z.string().nullable(),
  durationDays: z.number().int().nullable(),
});
export type Prescription = z.infer<typeof prescriptionSchema>;

export const visitSchema = z.object({
  visitId: z.string(),
  visitDate: z.string(),
  clinicId: z.string(),
  clinicName: z.string(),
  department: z.string(),
  doctorName: z.string().nullable(),
  chiefComplaint: z.string(),
  presentIllness: z.string().nullable(),
  examination: z.string().nullable(),
  diagnosis: z.string(),
  advice: z.string().nullable(),
  prescriptions: z.array(prescriptionSchema),
  ...correctable,
});
export type Visit = z.infer<typeof visitSchema>;

export const reportItemSchema = z.object({
  name: z.string(),
  value: z.string(),
  unit: z.string().nullable(),
  referenceLow: z.number().nullable(),
  referenceHigh: z.number().nullable(),
  flag: z.enum(REPORT_ITEM_FLAGS).nullable(),
});
export type ReportItem = z.infer<typeof reportItemSchema>;

export const testReportSchema = z.object({
  reportId: z.string(),
  kind: testReportKindSchema,
  name: z.string(),
  reportDate: z.string(),
  clinicName: z.string().nullable(),
  conclusion: z.string().nullable(),
  attachments: z.array(z.string()),
  items: z.array(reportItemSchema),
  ...correctable,
});
export type TestReport = z.infer<typeof testReportSchema>;

export const checkupReportSchema = z.object({
  reportId: z.string(),
  checkupDate: z.string(),
  institution: z.string(),
  summary: z.string(),
  attachments: z.array(z.string()),
  items: z.array(reportItemSchema),
  ...correctable,
});
export type CheckupReport = z.infer<typeof checkupReportSchema>;

export const healthRecordSchema = z.object({
  beneficiary: beneficiarySchema,
  /** Newest first, at most HEALTH_RECORD_SECTION_LIMIT each; `totals` says how many exist. */
  visits: z.array(visitSchema),
  testReports: z.array(testReportSchema),
  checkupReports: z.array(checkupReportSchema),
  totals: z.object({ visits: z.number().int(), testReports: z.number().int(), checkupReports: z.number().int() }),
});
export type HealthRecord = z.infer<typeof healthRecordSchema>;

// ---- Writes (doctors of the member's clinic) ----
// Schemas built from calls on other schemas are wrapped in pure IIFEs: the web bundle imports only types and
// constants from here, and the bundler can drop a schema (and zod with it) only when it knows nothing runs.

const MAX_TEXT = 2000;
const MAX_SHORT = 200;

/** Free text in one language (stored for both) or in both: {"zh-CN": ..., "en-US": ...}. */
/* @__NO_SIDE_EFFECTS__ */
function localizedInput(max: number) {
  return z.union([
    textSchema({ min: 1, max, multiline: true }),
    z.strictObject({ 'zh-CN': textSchema({ min: 1, max, multiline: true }), 'en-US': textSchema({ min: 1, max, multiline: true }) }),
  ]);
}
export type RecordTextInput = string | { 'zh-CN': string; 'en-US': string };

/**
 * A path on this site or an https address; nothing else may be linked from a record. An uploaded attachment is
 * named by its access-checked path (attachmentFilePath), which the server checks belongs to the same child.
 */
export const attachmentUrlSchema = z
  .string()
  .max(500)
  .regex(/^(https:\/\/[^\s]+|\/(?!\/)[^\s]*)$/, 'validation.attachmentUrl');

export const MAX_PRESCRIPTIONS = 20;
export const MAX_REPORT_ITEMS = 100;

export const prescriptionInputSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    productCode: productCodeSchema,
    drugName: localizedInput(MAX_SHORT),
    dosage: localizedInput(MAX_SHORT),
    quantity: localizedInput(MAX_SHORT).optional(),
    durationDays: z.number().int().min(1).max(365).optional(),
  }))();

export const visitInputSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    visitDate: isoDateSchema,
    department: localizedInput(MAX_SHORT),
    chiefComplaint: localizedInput(MAX_TEXT),
    presentIllness: localizedInput(MAX_TEXT).optional(),
    examination: localizedInput(MAX_TEXT).optional(),
    diagnosis: localizedInput(MAX_TEXT),
    advice: localizedInput(MAX_TEXT).optional(),
    prescriptions: z.array(prescriptionInputSchema).max(MAX_PRESCRIPTIONS).default([]),
  }))();
export type VisitInput = z.infer<typeof visitInputSchema>;

export const reportItemInputSchema = /* @__PURE__ */ (() =>
  z
    .strictObject({
      name: localizedInput(MAX_SHORT),
      value: textSchema({ min: 1, max: MAX_SHORT }),
      unit: textSchema({ max: 30 }).optional(),
      referenceLow: z.number().finite().optional(),
      referenceHigh: z.number().finite().optional(),
      /** Only for values without numbers; a numeric value with a range gets its flag from the range. */
      flag: z.enum(REPORT_ITEM_FLAGS).optional(),
      /**
       * A result is a number ("104", "-1.5"; the default) unless declared a text result ("阴性", "98/62"): "abc" as a
       * haemoglobin is refused on `value` rather than stored silently (issue 30).
       */
      valueType: z.enum(REPORT_VALUE_TYPES).optional(),
    })
    .refine((item) => item.valueType === 'text' || NUMERIC_RESULT.test(item.value), {
      message: 'validation.numericResult',
      path: ['value'],
    })
    .refine((item) => item.referenceLow === undefined || item.referenceHigh === undefined || item.referenceLow <= item.referenceHigh, {
      message: 'validation.referenceRange',
      path: ['referenceHigh'],
    }))();
export type ReportItemInput = z.infer<typeof reportItemInputSchema>;

export const testReportInputSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    kind: testReportKindSchema,
    name: localizedInput(MAX_SHORT),
    reportDate: isoDateSchema,
    conclusion: localizedInput(MAX_TEXT).optional(),
    attachments: z.array(attachmentUrlSchema).max(MAX_ATTACHMENTS).default([]),
    items: z.array(reportItemInputSchema).max(MAX_REPORT_ITEMS).default([]),
  }))();
export type TestReportInput = z.infer<typeof testReportInputSchema>;

export const checkupReportInputSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    checkupDate: isoDateSchema,
    institution: localizedInput(MAX_SHORT),
    summary: localizedInput(MAX_TEXT),
    attachments: z.array(attachmentUrlSchema).max(MAX_ATTACHMENTS).default([]),
    items: z.array(reportItemInputSchema).max(MAX_REPORT_ITEMS).default([]),
  }))();
export type CheckupReportInput = z.infer<typeof checkupReportInputSchema>;

export const healthRecordParamsSchema = z.object({ familyMemberId: idSchema });

/** Paging of a section (start, limit), keeping `lang`. */
export const healthRecordPageQuerySchema = /* @__PURE__ */ (() => pageQuerySchema.extend(langQueryField))();

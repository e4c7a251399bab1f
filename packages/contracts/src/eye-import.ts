/** The biometer CSV import of the doctor's eye screen (issue 30: a preview, then the store). */
import { z } from 'zod';
import { eyeMeasurementsInputSchema, eyeTreatmentSchema } from './eye.ts';

const flagQuery = () =>
  z
    .enum(['1', '0', 'true', 'false'])
    .optional()
    .transform((value) => value === '1' || value === 'true');

export const eyeImportQuerySchema = z.object({
  dryRun: flagQuery(),
  /** The doctor confirms rows whose name or birth date differ from the open child (identityWarnings). */
  confirmIdentity: flagQuery(),
});

export const eyeImportRowSchema = z.object({
  /** 1-based line number in the file, the header being row 1 (as a spreadsheet numbers it). */
  row: z.number().int(),
  examDate: z.string().nullable(),
  /** Which eye the row holds: one, or both ('both' for right_* / left_* columns). */
  eye: z.enum(['right', 'left', 'both']).nullable(),
  treatment: /* @__PURE__ */ eyeTreatmentSchema.nullable(),
  device: z.string().nullable(),
  notes: z.string().nullable(),
  right: /* @__PURE__ */ eyeMeasurementsInputSchema.nullable(),
  left: /* @__PURE__ */ eyeMeasurementsInputSchema.nullable(),
  /** An exam of this date is already stored: the row is reported and skipped, never stored twice. */
  alreadyStored: z.boolean(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
});
export type EyeImportRow = z.infer<typeof eyeImportRowSchema>;

export const eyeImportResultSchema = z.object({
  dryRun: z.boolean(),
  rows: z.array(eyeImportRowSchema),
  /** Columns of the file the importer does not use (a biometer export has many). */
  ignoredColumns: z.array(z.string()),
  /** Exams the file makes (rows of one date merge into one exam). */
  examCount: z.number().int(),
  /** Exams stored by this call (0 on a dry run). */
  stored: z.number().int(),
  /** Dates skipped because an exam of that date is already stored. */
  skippedDates: z.array(z.string()),
  errorCount: z.number().int(),
  /**
   * Rows whose name or birth date differ from the open child's: storing needs confirmIdentity=1. A row whose
   * patient id or file number names another patient is an error instead, and is never stored.
   */
  identityWarnings: z.array(z.object({ row: z.number().int(), column: z.string(), value: z.string() })),
});
export type EyeImportResult = z.infer<typeof eyeImportResultSchema>;

import { z } from 'zod';
import {
  DOSE_NOTES,
  DOSE_STATUSES,
  MAX_DOSE_NUMBER_ANNUAL,
  NOT_NEEDED_REASONS,
  OPTIONAL_VACCINES,
  PROGRAMME_VACCINES,
  VACCINE_BATCH_MAX,
  VACCINE_CODES,
} from '@sprout/clinical';
import { idSchema, isoDateSchema, sexSchema, textSchema } from './common.ts';

/**
 * Vaccinations (issue 34): doses a parent records, and the child's national-programme schedule computed from them by
 * @sprout/clinical (planImmunisation). Vaccine codes, statuses and reasons are that package's lists, the one source.
 */
export const vaccinationParamsSchema = z.object({ familyMemberId: idSchema });
export const vaccinationRecordParamsSchema = z.object({ familyMemberId: idSchema, recordId: idSchema });

export const vaccinationInputSchema = z.strictObject({
  vaccine: z.enum(VACCINE_CODES),
  /** The dose number of the vaccination certificate (剂次); at most 10, 20 for yearly influenza (the server checks which). */
  dose: z.number().int().min(1).max(MAX_DOSE_NUMBER_ANNUAL),
  /** The day it was given: not before birth, not after today. */
  date: isoDateSchema,
  batch: textSchema({ max: VACCINE_BATCH_MAX }).nullish(),
});
export type VaccinationInput = z.input<typeof vaccinationInputSchema>;

const date = z.string().nullable();

export const plannedDoseSchema = z.object({
  vaccine: z.enum(PROGRAMME_VACCINES),
  dose: z.number().int(),
  status: z.enum(DOSE_STATUSES),
  /** Birth date plus the schedule's age; null for a catch-up or extra dose the table does not list. */
  scheduledDate: date,
  /** Last day to give it on time (null: no age named). */
  dueBy: date,
  /** False when the last day is borrowed from the next dose of the series. */
  dueByNamed: z.boolean(),
  givenDate: date,
  recordId: z.string().nullable(),
  batch: z.string().nullable(),
  /** Not given yet: the first day it may be given (today or later), every minimum interval kept. */
  plannedDate: date,
  windowEnd: date,
  catchUp: z.boolean(),
  reason: z.enum(NOT_NEEDED_REASONS).nullable(),
  note: z.enum(DOSE_NOTES).nullable(),
  source: z.string(),
});
export type PlannedDoseView = z.infer<typeof plannedDoseSchema>;

export const optionalDoseSchema = z.object({
  vaccine: z.enum(OPTIONAL_VACCINES),
  dose: z.number().int(),
  date: z.string(),
  recordId: z.string().nullable(),
  batch: z.string().nullable(),
});
export type OptionalDoseView = z.infer<typeof optionalDoseSchema>;

export const vaccinationScheduleSchema = z.object({
  familyMemberId: z.string(),
  name: z.string(),
  sex: sexSchema,
  birthDate: z.string(),
  /** The day the schedule was computed for (the server's today). */
  asOf: z.string(),
  schedule: z.literal('CN-NIP-2021'),
  /** Later national changes applied (CN-DTAP-2025, CN-HPV-2025). */
  amendments: z.array(z.string()),
  /** 18 or older: the programme's catch-up no longer applies. */
  beyondProgrammeAge: z.boolean(),
  counts: z.object({ overdue: z.number().int(), due: z.number().int(), upcoming: z.number().int(), done: z.number().int() }),
  doses: z.array(plannedDoseSchema),
  optional: z.array(optionalDoseSchema),
});
export type VaccinationSchedule = z.infer<typeof vaccinationScheduleSchema>;

import type { IsoDate } from '../dates.ts';
import type { Amendment } from './amendments-cn.ts';
import type { OptionalVaccine, ProgrammeVaccine, VaccineCode } from './vaccines.ts';

/** A dose given, as a parent or a booklet records it. */
export interface RecordedDose {
  vaccine: VaccineCode;
  dose: number;
  date: IsoDate;
  /** Carried to the plan's row, so a screen can delete the record it shows. */
  recordId?: string;
}

export interface PlanInput {
  birthDate: IsoDate;
  sex: 'male' | 'female';
  /** The day the plan is made for: "today" of the caller. */
  asOf: IsoDate;
  doses: readonly RecordedDose[];
}

/**
 * - `done`: recorded.
 * - `due`: may be given now (the starting age and every interval are reached) and it is not late yet.
 * - `overdue`: past the age before which the document says to complete it: to catch up, at `plannedDate`.
 * - `upcoming`: not yet: `plannedDate` is the first day it may be given.
 * - `notNeeded`: a catch-up rule says it is no longer given (`reason`).
 */
export const DOSE_STATUSES = ['overdue', 'due', 'upcoming', 'done', 'notNeeded'] as const;
export type DoseStatus = (typeof DOSE_STATUSES)[number];

export const NOT_NEEDED_REASONS = [
  'over18',
  'bcgAge',
  'mpsvAReplaced',
  'dtapAfter6',
  'dtCatchUpComplete',
  'hepACompletedWithLive',
] as const;
export type NotNeededReason = (typeof NOT_NEEDED_REASONS)[number];

/** What a parent must know before a catch-up dose: BCG from 3 months is given only after a negative TB skin test. */
export const DOSE_NOTES = ['tbTestFirst'] as const;
export type DoseNote = (typeof DOSE_NOTES)[number];

export interface PlannedDose {
  vaccine: ProgrammeVaccine;
  dose: number;
  status: DoseStatus;
  /** Birth date plus the age on the schedule table; null for a catch-up or extra dose the table does not list. */
  scheduledDate: IsoDate | null;
  /** The last day to give it on time; null where no age is named. */
  dueBy: IsoDate | null;
  /** False when dueBy is the next dose's age (the document names none for this dose). */
  dueByNamed: boolean;
  givenDate: IsoDate | null;
  recordId: string | null;
  /** Not given yet: the first day it may be given, today or later (every interval to earlier doses kept). */
  plannedDate: IsoDate | null;
  /** The last day of a window the document sets (JE-I 2: 7–10 days after JE-I 1), when it is still ahead. */
  windowEnd: IsoDate | null;
  /** A late dose: it will be given (or was due) after dueBy, or it is a catch-up dose the table does not list. */
  catchUp: boolean;
  reason: NotNeededReason | null;
  note: DoseNote | null;
  /** Where the dose and its rules come from (the document's table and sections, or an amendment). */
  source: string;
}

export interface RecordedOptionalDose {
  vaccine: OptionalVaccine;
  dose: number;
  date: IsoDate;
  recordId: string | null;
}

export interface ImmunisationPlan {
  asOf: IsoDate;
  schedule: 'CN-NIP-2021';
  /** The amendments in force on asOf that the plan applied. */
  amendments: Amendment['id'][];
  /** Programme doses, in the order of the schedule (extra recorded doses by date at their place). */
  doses: PlannedDose[];
  /** Optional vaccines recorded, by vaccine and dose: no schedule is claimed for them. */
  optional: RecordedOptionalDose[];
  /** 18 or older on asOf: the programme's catch-up no longer applies. */
  beyondProgrammeAge: boolean;
}

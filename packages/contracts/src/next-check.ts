import { z } from 'zod';
import { idSchema, langQueryField } from './common.ts';

/**
 * The next check due (issue 31 item 7): when a parent should next bring the child for a growth check and, in myopia
 * control, an eye recheck, by the rule the doctor's patient list uses (@sprout/clinical dueChecks), with a link
 * that adds them to the phone's calendar (docs/decisions/3100-next-check-calendar.md).
 */
export const NEXT_CHECK_KINDS = ['growth', 'eye'] as const;
export type NextCheckKind = (typeof NEXT_CHECK_KINDS)[number];

export const nextCheckParamsSchema = z.object({ familyMemberId: idSchema });
export const nextCheckQuerySchema = z.object({ ...langQueryField });

export const dueCheckSchema = z.object({
  kind: z.enum(NEXT_CHECK_KINDS),
  /** YYYY-MM-DD: the day the check is due (may be past: then it is overdue). */
  dueDate: z.string(),
  /** YYYY-MM-DD: the measurement or exam it counts from. */
  lastDate: z.string(),
});
export type DueCheck = z.infer<typeof dueCheckSchema>;

export const nextCheckSchema = z.object({
  familyMemberId: z.string(),
  /** The earlier of the checks: the date the doctor's patient list shows; null when none is due (no data). */
  nextDueDate: z.string().nullable(),
  /** Each check that is due, earliest first. */
  checks: z.array(dueCheckSchema),
  /**
   * An address that answers the checks as an iCalendar file (text/calendar), signed for the asking parent and
   * this child, that works without the session (a phone's browser or calendar opens it); null when nothing is due.
   */
  calendar: z.object({ url: z.string(), expiresAt: z.string() }).nullable(),
});
export type NextCheck = z.infer<typeof nextCheckSchema>;

/** The signed address's query: who it was made for, until when (Unix seconds), its signature, and the language. */
export const nextCheckCalendarQuerySchema = z.object({
  account: idSchema,
  expires: z.coerce.number().int().positive(),
  signature: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'validation.signature'),
  ...langQueryField,
});
export type NextCheckCalendarQuery = z.infer<typeof nextCheckCalendarQuerySchema>;

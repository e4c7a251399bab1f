import { z } from 'zod';
import { idSchema, isoDateSchema, textSchema } from './common.ts';
import { MEMBER_EVENT_KINDS, MEMBER_EVENT_NOTE_MAX } from './member-event-rules.ts';

/** Events on the child's charts (member-event-rules.ts), drawn as markers on the growth and eye charts. */
export const memberEventKindSchema = z.enum(MEMBER_EVENT_KINDS);

export const memberEventsParamsSchema = z.object({ familyMemberId: idSchema });
export const memberEventParamsSchema = z.object({ familyMemberId: idSchema, eventId: idSchema });

/** Not before birth, not after today (the server checks both against the child). */
export const memberEventInputSchema = z.strictObject({
  eventDate: isoDateSchema,
  kind: memberEventKindSchema,
  note: textSchema({ max: MEMBER_EVENT_NOTE_MAX }).default(''),
});
export type MemberEventInput = z.input<typeof memberEventInputSchema>;

export const memberEventSchema = z.object({
  id: z.string(),
  eventDate: z.string(),
  kind: memberEventKindSchema,
  note: z.string(),
  /** Who wrote it, as the family sees it: the family or the clinic. */
  byClinic: z.boolean(),
  /** Whether the caller may take it back: its author, or a guardian. */
  removable: z.boolean(),
});
export type MemberEvent = z.infer<typeof memberEventSchema>;

export const memberEventsSchema = z.object({ familyMemberId: z.string(), events: z.array(memberEventSchema) });
export type MemberEvents = z.infer<typeof memberEventsSchema>;

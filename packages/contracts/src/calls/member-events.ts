import { defineCalls } from '../call-schemas.ts';
import { memberEventInputSchema, memberEventParamsSchema, memberEventsParamsSchema, memberEventsSchema } from '../member-events.ts';
import { memberEventRoutes } from '../routes/member-events.ts';

export const memberEventCalls = defineCalls(memberEventRoutes, {
  list: {
    summary: 'The events drawn on the member’s growth and eye charts, oldest first',
    description: 'The family (owner, guardians, caregivers) and doctors of the member’s clinics; a doctor’s read is audited.',
    params: memberEventsParamsSchema,
    response: memberEventsSchema,
  },
  add: {
    summary: 'Add an event (a treatment started or stopped, an illness, another); answers the events as they now stand',
    description: 'The family and doctors of the member’s clinics. eventDate not before birth nor after today; note at most 40 characters.',
    params: memberEventsParamsSchema,
    body: memberEventInputSchema,
    response: memberEventsSchema,
  },
  remove: {
    summary: 'Take an event back; answers the events as they now stand',
    description: 'Its author, or the child’s owner or guardian; anyone else 403. An unknown event is 404.',
    params: memberEventParamsSchema,
    response: memberEventsSchema,
  },
});

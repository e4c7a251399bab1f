import { z } from 'zod';
import { defineCalls } from '../call-schemas.ts';
import { nextCheckCalendarQuerySchema, nextCheckParamsSchema, nextCheckQuerySchema, nextCheckSchema } from '../next-check.ts';
import { nextCheckRoutes } from '../routes/next-check.ts';

export const nextCheckCalls = defineCalls(nextCheckRoutes, {
  nextCheck: {
    summary: 'When the child’s next growth check and eye recheck are due (the doctor’s patient list’s rule)',
    description:
      'The owner parent only. `checks` lists each due check, earliest first; `nextDueDate` is the earlier, as on the doctor’s list. `calendar.url` is a signed address of the checks as an iCalendar file.',
    params: nextCheckParamsSchema,
    query: nextCheckQuerySchema,
    response: nextCheckSchema,
  },
  calendar: {
    summary: 'The next checks as an iCalendar file (text/calendar), at the signed address `next_check` gives',
    description:
      'No token: the signature names the parent it was made for, who must still own the child, until `expires`. One all-day event per check, with a reminder the day before. Errors answer the envelope.',
    params: nextCheckParamsSchema,
    query: nextCheckCalendarQuerySchema,
    response: z.unknown(),
  },
});

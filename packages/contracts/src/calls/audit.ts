import { auditEventSchema, auditEventsQuerySchema } from '../audit.ts';
import { defineCalls } from '../call-schemas.ts';
import { pageOf } from '../envelope.ts';
import { auditRoutes } from '../routes/audit.ts';

export const auditCalls = defineCalls(auditRoutes, {
  events: {
    summary: 'Who read or wrote which family member’s health data, newest first',
    description:
      'Filters: accountId, familyMemberId, role, action (read|write), from and to (UTC days, both included). Paged with start and limit.',
    query: auditEventsQuerySchema,
    response: pageOf(auditEventSchema),
  },
});

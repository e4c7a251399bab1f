import { defineCalls } from '../call-schemas.ts';
import { pageOf } from '../envelope.ts';
import { leadCreatedSchema, leadInputSchema, leadParamsSchema, leadSchema, leadsQuerySchema, leadStatusInputSchema } from '../leads.ts';
import { leadsRoutes } from '../routes/leads.ts';

export const leadsCalls = defineCalls(leadsRoutes, {
  create: { summary: 'Ask the clinic to call back (contact form)', body: leadInputSchema, response: leadCreatedSchema },
  list: { summary: 'Contact-form leads, newest first', query: leadsQuerySchema, response: pageOf(leadSchema) },
  setStatus: {
    summary: 'Mark a lead new, contacted or closed',
    params: leadParamsSchema,
    body: leadStatusInputSchema,
    response: leadSchema.pick({ leadId: true, status: true }),
  },
});

import { z } from 'zod';
import { defineCalls } from '../call-schemas.ts';
import {
  clinicDetailSchema,
  clinicParamsSchema,
  clinicSummarySchema,
  customerServiceInfoSchema,
  doctorCardSchema,
  doctorsQuerySchema,
} from '../clinics.ts';
import { clinicsRoutes } from '../routes/clinics.ts';

export const clinicsCalls = defineCalls(clinicsRoutes, {
  list: { summary: 'Every clinic of the group', response: z.array(clinicSummarySchema) },
  get: { summary: 'A clinic page: details and doctors (spec §7)', params: clinicParamsSchema, response: clinicDetailSchema },
  doctors: {
    summary: 'Doctor cards by ids (in that order) or by clinic',
    description: 'Exactly one of `ids` (comma-separated doctor ids, at most 50) and `clinicId`. Unknown ids are left out.',
    query: doctorsQuerySchema,
    response: z.array(doctorCardSchema),
  },
  customerService: {
    summary: 'The customer-service chat widget and phone, from configuration (spec §7)',
    response: customerServiceInfoSchema,
  },
});

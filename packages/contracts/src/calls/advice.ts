import { z } from 'zod';
import { doctorAdviceInputSchema, doctorAdviceSchema, healthAdvicesSchema } from '../advice.ts';
import { defineCalls } from '../call-schemas.ts';
import { langQueryField } from '../common.ts';
import { familyMemberParamsSchema } from '../family.ts';
import { adviceRoutes } from '../routes/advice.ts';

export const adviceCalls = defineCalls(adviceRoutes, {
  forMember: {
    summary: "Advice for a family member from rules over age, growth and eye data, plus their doctors' advice",
    params: familyMemberParamsSchema,
    query: z.object(langQueryField),
    response: healthAdvicesSchema,
  },
  addDoctorAdvice: {
    summary: 'A clinic doctor writes advice for their patient',
    params: familyMemberParamsSchema,
    body: doctorAdviceInputSchema,
    response: doctorAdviceSchema,
  },
});

import { z } from 'zod';
import {
  adviceTextEntrySchema,
  adviceTextInputSchema,
  adviceTextKeyParamsSchema,
  doctorAdviceInputSchema,
  doctorAdviceSchema,
  healthAdvicesSchema,
} from '../advice.ts';
import { defineCalls } from '../call-schemas.ts';
import { langQueryField } from '../common.ts';
import { adminContentItemSchema } from '../content.ts';
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
  adminTexts: {
    summary: "Every advice text with the clinic's default wording and the editors' version, if any",
    response: z.array(adviceTextEntrySchema),
  },
  putText: {
    summary: "Save a new version of an advice's wording (unpublished until an editor publishes it)",
    params: adviceTextKeyParamsSchema,
    body: adviceTextInputSchema,
    response: adminContentItemSchema,
  },
});

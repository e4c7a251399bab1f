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
import {
  doctorAdviceAmendSchema,
  doctorAdviceHistorySchema,
  entryParamsSchema,
  withdrawInputSchema,
  withdrawnEntrySchema,
} from '../record-changes.ts';
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
  doctorAdvice: {
    summary: 'One doctor’s advice as it stands',
    params: entryParamsSchema,
    query: z.object(langQueryField),
    response: doctorAdviceSchema,
  },
  amendDoctorAdvice: {
    summary: 'Correct a doctor’s advice',
    description: 'With the `version` it was read at: a stale version answers 409. The replaced text stays in the history.',
    params: entryParamsSchema,
    body: doctorAdviceAmendSchema,
    response: doctorAdviceSchema,
  },
  withdrawDoctorAdvice: {
    summary: 'Withdraw a doctor’s advice',
    description: 'The advice leaves the family’s screens; it stays in the history. A stale version answers 409.',
    params: entryParamsSchema,
    body: withdrawInputSchema,
    response: withdrawnEntrySchema,
  },
  doctorAdviceHistory: {
    summary: 'Every version of a doctor’s advice (the family, read-only, and clinic doctors; a withdrawn one: clinic doctors only)',
    params: entryParamsSchema,
    query: z.object(langQueryField),
    response: doctorAdviceHistorySchema,
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

import { z } from 'zod';
import { defineCalls } from '../call-schemas.ts';
import { familyMemberInputSchema, familyMemberParamsSchema, familyMemberSchema } from '../family.ts';
import { familyRoutes } from '../routes/family.ts';

const params = familyMemberParamsSchema;

export const familyCalls = defineCalls(familyRoutes, {
  list: { summary: "The signed-in account's family members", response: z.array(familyMemberSchema) },
  create: { summary: 'Add a family member', body: familyMemberInputSchema, response: familyMemberSchema },
  update: { summary: 'Change a family member', params, body: familyMemberInputSchema, response: familyMemberSchema },
  remove: {
    summary: 'Remove a family member, erasing it and all its data',
    description:
      'The owner parent only (anyone else: 404). Erases the member and every row of its data in one transaction (PIPL art. 47); the audit trail keeps its rows about it. A repeat answers 404.',
    params,
    response: z.null(),
  },
});

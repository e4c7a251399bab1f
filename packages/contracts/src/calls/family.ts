import { z } from 'zod';
import { defineCalls } from '../call-schemas.ts';
import { familyMemberInputSchema, familyMemberParamsSchema, familyMemberSchema } from '../family.ts';
import { familyRoutes } from '../routes/family.ts';

const params = familyMemberParamsSchema;

export const familyCalls = defineCalls(familyRoutes, {
  list: { summary: "The signed-in account's family members", response: z.array(familyMemberSchema) },
  create: { summary: 'Add a family member', body: familyMemberInputSchema, response: familyMemberSchema },
  update: { summary: 'Change a family member', params, body: familyMemberInputSchema, response: familyMemberSchema },
  remove: { summary: 'Remove a family member', params, response: z.null() },
});

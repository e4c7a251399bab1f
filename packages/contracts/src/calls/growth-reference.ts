import { defineCalls } from '../call-schemas.ts';
import { growthBaseInfoSchema, growthReferenceBodySchema } from '../growth.ts';
import { growthReferenceRoutes } from '../routes/growth-reference.ts';

export const growthReferenceCalls = defineCalls(growthReferenceRoutes, {
  setReference: {
    summary: "Store the child's growth reference set: WHO (the default) or China's WS/T 423—2022; every score names the one it used",
    body: growthReferenceBodySchema,
    response: growthBaseInfoSchema,
  },
});

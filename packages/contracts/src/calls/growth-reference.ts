import { defineCalls } from '../call-schemas.ts';
import { growthBaseInfoSchema, growthReferenceBodySchema, pretermReferenceBodySchema } from '../growth.ts';
import { growthReferenceRoutes } from '../routes/growth-reference.ts';

export const growthReferenceCalls = defineCalls(growthReferenceRoutes, {
  setReference: {
    summary: "Store the child's growth reference set: WHO (the default) or China's WS/T 423—2022; every score names the one it used",
    body: growthReferenceBodySchema,
    response: growthBaseInfoSchema,
  },
  setPretermReference: {
    summary: "Store the child's preterm reference: Fenton 2013 (the default) or INTERGROWTH-21st; every score names the one it used",
    body: pretermReferenceBodySchema,
    response: growthBaseInfoSchema,
  },
});

import { API_PREFIX } from '../paths.ts';

/** The child's growth reference set (issue 17; schemas: calls/growth-reference.ts). */
export const growthReferenceRoutes = {
  setReference: { id: 'growthReference.set', method: 'POST', path: `${API_PREFIX.growthApp}/reference` },
  setPretermReference: { id: 'growthReference.setPreterm', method: 'POST', path: `${API_PREFIX.growthApp}/preterm_reference` },
} as const;

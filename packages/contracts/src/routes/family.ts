import { API_PREFIX } from '../paths.ts';

const members = `${API_PREFIX.app}/family_members`;

/** The signed-in account's family members (schemas: calls/family.ts). */
export const familyRoutes = {
  list: { id: 'family.list', method: 'GET', path: members },
  create: { id: 'family.create', method: 'POST', path: members },
  update: { id: 'family.update', method: 'PUT', path: `${members}/:familyMemberId` },
  remove: { id: 'family.remove', method: 'DELETE', path: `${members}/:familyMemberId` },
} as const;

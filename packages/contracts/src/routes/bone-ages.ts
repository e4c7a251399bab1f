import { API_PREFIX } from '../paths.ts';

const member = `${API_PREFIX.app}/family_members/:familyMemberId/bone-ages`;

/** Bone age readings of a family member (issue 33; schemas: calls/bone-ages.ts). */
export const boneAgeRoutes = {
  list: { id: 'boneAges.list', method: 'GET', path: member },
  add: { id: 'boneAges.add', method: 'POST', path: member },
  remove: { id: 'boneAges.remove', method: 'DELETE', path: `${member}/:boneAgeId` },
} as const;

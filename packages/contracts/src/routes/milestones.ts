import { API_PREFIX } from '../paths.ts';

const member = `${API_PREFIX.app}/family_members/:familyMemberId/milestones`;

/** A family member's developmental milestones (issue 34 part 2; schemas: calls/milestones.ts). */
export const milestoneRoutes = {
  get: { id: 'milestones.get', method: 'GET', path: member },
  tick: { id: 'milestones.tick', method: 'PUT', path: `${member}/:key` },
  untick: { id: 'milestones.untick', method: 'DELETE', path: `${member}/:key` },
} as const;

import { API_PREFIX } from '../paths.ts';

const member = `${API_PREFIX.app}/family_members/:familyMemberId/events`;

/** Events on a family member's charts (issue 33; schemas: calls/member-events.ts). */
export const memberEventRoutes = {
  list: { id: 'memberEvents.list', method: 'GET', path: member },
  add: { id: 'memberEvents.add', method: 'POST', path: member },
  remove: { id: 'memberEvents.remove', method: 'DELETE', path: `${member}/:eventId` },
} as const;

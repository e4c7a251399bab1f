import { API_PREFIX } from '../paths.ts';

const member = `${API_PREFIX.app}/family_members/:familyMemberId`;
const invites = `${API_PREFIX.app}/carer_invites`;

/** The other adults of a child (issue 34; schemas: calls/carers.ts). */
export const carersRoutes = {
  list: { id: 'carers.list', method: 'GET', path: `${member}/carers` },
  invite: { id: 'carers.invite', method: 'POST', path: `${member}/carer_invites` },
  revokeInvite: { id: 'carers.revokeInvite', method: 'DELETE', path: `${member}/carer_invites/:inviteId` },
  remove: { id: 'carers.remove', method: 'DELETE', path: `${member}/carers/:accountId` },
  received: { id: 'carers.received', method: 'GET', path: invites },
  accept: { id: 'carers.accept', method: 'POST', path: `${invites}/:inviteId/accept` },
  decline: { id: 'carers.decline', method: 'POST', path: `${invites}/:inviteId/decline` },
} as const;

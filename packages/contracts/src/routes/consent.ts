import { API_PREFIX } from '../paths.ts';

/** The guardian's consent and leaving the product (issue 18 parts 4 and 5; schemas: calls/consent.ts). */
export const consentRoutes = {
  get: { id: 'consent.get', method: 'GET', path: `${API_PREFIX.app}/family_members/:familyMemberId/consent` },
  answer: { id: 'consent.answer', method: 'PUT', path: `${API_PREFIX.app}/family_members/:familyMemberId/consent` },
} as const;

export const leavingRoutes = {
  /** A zip of everything held about the family: an answer that is a file, not the envelope (errors are envelopes). */
  exportAll: { id: 'leaving.exportAll', method: 'GET', path: `${API_PREFIX.app}/account/export` },
  deleteAccount: { id: 'leaving.deleteAccount', method: 'DELETE', path: `${API_PREFIX.app}/account` },
} as const;

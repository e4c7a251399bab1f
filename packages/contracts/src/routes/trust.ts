import { API_PREFIX } from '../paths.ts';

const member = `${API_PREFIX.app}/family_members/:familyMemberId`;

/** Family trust (issue 18): who viewed the record, time-limited shares, export (schemas: calls/trust.ts). */
export const trustRoutes = {
  accessLog: { id: 'trust.accessLog', method: 'GET', path: `${member}/access_log` },
  createShare: { id: 'trust.createShare', method: 'POST', path: `${member}/shares` },
  shares: { id: 'trust.shares', method: 'GET', path: `${member}/shares` },
  revokeShare: { id: 'trust.revokeShare', method: 'DELETE', path: `${API_PREFIX.app}/shares/:shareId` },
  sharedView: { id: 'trust.sharedView', method: 'POST', path: `${API_PREFIX.app}/shared/view` },
  fhir: { id: 'trust.fhir', method: 'GET', path: `${member}/fhir` },
  recordExport: { id: 'trust.recordExport', method: 'GET', path: `${member}/record_export` },
} as const;

import { API_PREFIX } from '../paths.ts';

const member = `${API_PREFIX.app}/family_members/:familyMemberId/vaccinations`;

/** A family member's vaccinations (issue 34; schemas: calls/vaccinations.ts). */
export const vaccinationRoutes = {
  schedule: { id: 'vaccinations.schedule', method: 'GET', path: member },
  record: { id: 'vaccinations.record', method: 'POST', path: member },
  remove: { id: 'vaccinations.remove', method: 'DELETE', path: `${member}/:recordId` },
} as const;

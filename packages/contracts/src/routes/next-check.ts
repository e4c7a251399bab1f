import { API_PREFIX } from '../paths.ts';

const member = `${API_PREFIX.app}/family_members/:familyMemberId`;

/** The next check due and its calendar file (schemas: calls/next-check.ts). */
export const nextCheckRoutes = {
  nextCheck: { id: 'nextCheck.get', method: 'GET', path: `${member}/next_check` },
  calendar: { id: 'nextCheck.calendar', method: 'GET', path: `${member}/next_check/calendar.ics` },
} as const;

import { API_PREFIX } from '../paths.ts';

/** The contact form's calls (schemas: calls/leads.ts). */
export const leadsRoutes = {
  create: { id: 'leads.create', method: 'POST', path: `${API_PREFIX.app}/leads` },
  list: { id: 'leads.list', method: 'GET', path: `${API_PREFIX.app}/admin/leads` },
} as const;

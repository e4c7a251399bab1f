import { API_PREFIX } from '../paths.ts';

/** The contact form's calls (schemas: calls/leads.ts). The CSV export answers a file, not the envelope: not a call. */
export const leadsRoutes = {
  create: { id: 'leads.create', method: 'POST', path: `${API_PREFIX.app}/leads` },
  list: { id: 'leads.list', method: 'GET', path: `${API_PREFIX.app}/admin/leads` },
  setStatus: { id: 'leads.setStatus', method: 'PUT', path: `${API_PREFIX.app}/admin/leads/:leadId/status` },
} as const;

/** The leads as a CSV file (a plain GET with the session's headers; the server and the editor's download share it). */
export const LEADS_EXPORT_PATH = `${API_PREFIX.app}/admin/leads/export`;

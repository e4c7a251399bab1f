import { API_PREFIX } from '../paths.ts';

/** The audit trail for editors (schemas: calls/audit.ts). */
export const auditRoutes = {
  events: { id: 'audit.events', method: 'GET', path: `${API_PREFIX.app}/admin/audit_events` },
} as const;

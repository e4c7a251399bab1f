import { API_PREFIX } from '../paths.ts';

/** The editors' workspace home and the rich-text preview (schemas: calls/workspace.ts). */
export const workspaceRoutes = {
  summary: { id: 'workspace.summary', method: 'GET', path: `${API_PREFIX.app}/admin/workspace/summary` },
  sanitize: { id: 'workspace.sanitize', method: 'POST', path: `${API_PREFIX.app}/admin/content/sanitize` },
} as const;

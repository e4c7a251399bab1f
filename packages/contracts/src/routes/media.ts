import { API_PREFIX } from '../paths.ts';

const admin = `${API_PREFIX.app}/admin`;

/** The editors' media library (schemas: calls/media.ts). The files themselves are served at /media/:id. */
export const mediaRoutes = {
  upload: { id: 'media.upload', method: 'POST', path: `${admin}/media` },
  list: { id: 'media.list', method: 'GET', path: `${admin}/media` },
  remove: { id: 'media.remove', method: 'DELETE', path: `${admin}/media/:id` },
} as const;

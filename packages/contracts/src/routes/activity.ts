import { API_PREFIX } from '../paths.ts';

const admin = `${API_PREFIX.app}/admin/activity_pages`;

/** Activity pages (schemas: calls/activity.ts, exported from `@sprout/contracts/activity` with the widget schemas). */
export const activityRoutes = {
  running: { id: 'activity.running', method: 'GET', path: `${API_PREFIX.app}/activity_pages` },
  page: { id: 'activity.page', method: 'GET', path: `${API_PREFIX.app}/activity_pages/:idOrSlug` },
  list: { id: 'activity.list', method: 'GET', path: admin },
  create: { id: 'activity.create', method: 'POST', path: admin },
  draft: { id: 'activity.draft', method: 'GET', path: `${admin}/:pageId` },
  update: { id: 'activity.update', method: 'PUT', path: `${admin}/:pageId` },
  publish: { id: 'activity.publish', method: 'POST', path: `${admin}/:pageId/publish` },
  unpublish: { id: 'activity.unpublish', method: 'POST', path: `${admin}/:pageId/unpublish` },
  setWindow: { id: 'activity.setWindow', method: 'PUT', path: `${admin}/:pageId/window` },
  versions: { id: 'activity.versions', method: 'GET', path: `${admin}/:pageId/versions` },
} as const;

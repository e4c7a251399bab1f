import { API_PREFIX } from '../paths.ts';

const base = `${API_PREFIX.app}/reminders`;

/** The family's reminders (issue 34 part 3; schemas: calls/reminders.ts). */
export const reminderRoutes = {
  get: { id: 'reminders.get', method: 'GET', path: base },
  save: { id: 'reminders.save', method: 'PUT', path: base },
  linkWechat: { id: 'reminders.linkWechat', method: 'POST', path: `${base}/wechat` },
} as const;

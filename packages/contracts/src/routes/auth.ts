import { API_PREFIX } from '../paths.ts';

/** Signing in and out (schemas: calls/auth.ts). */
export const authRoutes = {
  smsCode: { id: 'auth.smsCode', method: 'POST', path: `${API_PREFIX.app}/auth/sms_code` },
  login: { id: 'auth.login', method: 'POST', path: `${API_PREFIX.app}/auth/login` },
  logout: { id: 'auth.logout', method: 'POST', path: `${API_PREFIX.app}/auth/logout` },
  me: { id: 'auth.me', method: 'GET', path: `${API_PREFIX.app}/auth/me` },
  updateMe: { id: 'auth.updateMe', method: 'PUT', path: `${API_PREFIX.app}/auth/me` },
} as const;

import { LOGIN_PATH, loginPath } from '../auth/redirect.ts';
import { currentPath, navigateTo } from '../navigation.ts';
import { clearToken } from '../session.ts';

/**
 * A 401 means the saved token is missing, expired or revoked: forget it and ask the user to sign in again,
 * coming back to this page afterwards. On the login page itself the caller shows the error instead.
 */
export function handleUnauthorized(): void {
  clearToken();
  if (window.location.pathname === LOGIN_PATH) return;
  navigateTo(loginPath(currentPath()), { replace: true });
}

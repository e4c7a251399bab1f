export const LOGIN_PATH = '/login';
export const HOME_PATH = '/';
/** Where an editor (role admin) works: the workspace, not the parents' home. */
export const WORKSPACE_PATH = '/admin';
export const REDIRECT_PARAM = 'redirect';
/** Where a new visitor meets the service; it leads to sign-in. */
export const LANDING_PATH = '/landing';

/**
 * Where a signed-out visitor of a signed-in page goes: home itself introduces the service on the landing
 * page (a new visitor has nothing to sign in for yet); any other page asks to sign in and comes back.
 */
export function signedOutPath(pathname: string, search = ''): string {
  return pathname === HOME_PATH ? `${LANDING_PATH}${search}` : loginPath(`${pathname}${search}`);
}

/**
 * `/login?redirect=<path>`. Slashes stay readable (`redirect=/growth/...`), which RFC 3986 allows in a
 * query; everything else that has a meaning in a query (`?`, `&`, `=`, `#`) is escaped.
 */
export function loginPath(redirectTo: string): string {
  const target = safeRedirectTarget(redirectTo);
  if (target === HOME_PATH && redirectTo !== HOME_PATH) return LOGIN_PATH;
  return `${LOGIN_PATH}?${REDIRECT_PARAM}=${encodeURIComponent(target).replace(/%2F/gi, '/')}`;
}

/**
 * Only a path of this site may follow sign-in: `//evil.example` or `https://…` would hand a fresh token
 * holder to another site. Anything else, and the login page itself, falls back to home.
 */
export function safeRedirectTarget(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return HOME_PATH;
  const pathname = value.split(/[?#]/, 1)[0];
  if (pathname === LOGIN_PATH) return HOME_PATH;
  return value;
}

/** Where a signed-in doctor's work starts (issue 15): their patients. */
export const DOCTOR_HOME_PATH = '/doctor';

/** Where a fresh sign-in goes: the page asked for, except that a doctor or an editor sent "home" lands on their workspace. */
export function landingAfterSignIn(role: string, target: string): string {
  if (target !== HOME_PATH) return target;
  return role === 'admin' ? WORKSPACE_PATH : role === 'doctor' ? DOCTOR_HOME_PATH : target;
}

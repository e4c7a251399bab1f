import { setAuthToken, setToken } from './session.ts';

/** Query parameters the native app or mini-program opens a page with (BRIEF: Signing in). */
export const TOKEN_PARAM = 'token';
export const AUTH_TOKEN_PARAM = 'authToken';

export interface EntryParams {
  token: string | null;
  authToken: string | null;
  /** The address without the two parameters (path, other parameters in order, hash); null when unchanged. */
  cleanedUrl: string | null;
}

export function readEntryParams(location: Pick<Location, 'pathname' | 'search' | 'hash'>): EntryParams {
  const params = new URLSearchParams(location.search);
  const token = params.get(TOKEN_PARAM);
  const authToken = params.get(AUTH_TOKEN_PARAM);
  if (!params.has(TOKEN_PARAM) && !params.has(AUTH_TOKEN_PARAM)) return { token, authToken, cleanedUrl: null };

  params.delete(TOKEN_PARAM);
  params.delete(AUTH_TOKEN_PARAM);
  const search = params.toString();
  return {
    token: token || null,
    authToken: authToken || null,
    cleanedUrl: `${location.pathname}${search ? `?${search}` : ''}${location.hash}`,
  };
}

/**
 * Saves entry tokens and takes them out of the address bar, before the router reads the address, so they
 * are not left in the history, in screenshots or in links the user shares.
 */
export function consumeEntryParams(
  location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location,
  history: Pick<History, 'replaceState' | 'state'> = window.history,
): void {
  const { token, authToken, cleanedUrl } = readEntryParams(location);
  if (token) setToken(token);
  if (authToken) setAuthToken(authToken);
  if (cleanedUrl !== null) history.replaceState(history.state, '', cleanedUrl);
}

import { serverContext } from './ssr/server-context.ts';
import { readStorage, removeStorage, writeStorage } from './storage.ts';

/** The signed-in user's token, sent in the `token` header of every call but the signature call (spec §6). */
export const TOKEN_STORAGE_KEY = 'token';
/** The second token a doctor entry page receives from the native app (spec §3, §4). */
export const AUTH_TOKEN_STORAGE_KEY = 'authToken';

export function getToken(): string | null {
  const server = serverContext();
  if (server) return server.token;
  return readStorage(TOKEN_STORAGE_KEY) || null;
}

export function setToken(token: string): void {
  writeStorage(TOKEN_STORAGE_KEY, token);
}

export function clearToken(): void {
  removeStorage(TOKEN_STORAGE_KEY);
}

export function getAuthToken(): string | null {
  return readStorage(AUTH_TOKEN_STORAGE_KEY) || null;
}

export function setAuthToken(authToken: string): void {
  writeStorage(AUTH_TOKEN_STORAGE_KEY, authToken);
}

export function clearAuthToken(): void {
  removeStorage(AUTH_TOKEN_STORAGE_KEY);
}

export function hasSession(): boolean {
  return getToken() !== null;
}

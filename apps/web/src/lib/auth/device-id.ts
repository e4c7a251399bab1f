import { newIdempotencyKey } from '../request/index.ts';
import { readStorage, writeStorage } from '../storage.ts';

const STORAGE_KEY = 'sprout.signInDevice';
const PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
/** Where storage is refused (private modes, some in-app browsers): one id for as long as the page lives. */
let forThisPage: string | null = null;

/**
 * A random id this browser keeps for itself and sends with the sign-in calls (issue 29): a code is tried only from
 * the browser that asked for it, and once this browser has signed in to a phone its codes are counted apart from
 * anyone else's, so nobody who knows the phone number can use them up or burn them. It names no one and stays
 * after signing out, so that the next sign-in is a known device's.
 */
export function signInDeviceId(): string {
  const stored = readStorage(STORAGE_KEY);
  if (stored && PATTERN.test(stored)) return stored;
  forThisPage ??= newIdempotencyKey();
  writeStorage(STORAGE_KEY, forThisPage);
  return forThisPage;
}

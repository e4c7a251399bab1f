import type { MonitoringConfig } from './config.ts';
import { uuidV4, type Random } from './random.ts';

/**
 * Monitoring sessions and the anonymous user id of spec §9. A session ends after `sessionIdleMinutes` without
 * activity or `sessionMaxHours` after it began, whichever comes first; the sampling decision is made once
 * when a session begins and kept with it, so a session reports completely or not at all.
 */
export interface MonitoringSession {
  id: string;
  startedAt: number;
  lastActiveAt: number;
  sampled: boolean;
}

/** Where ids are kept: local storage, or a cookie where storage is refused, or memory as a last resort. */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string, maxAgeSeconds: number): void;
}

export const SESSION_KEY = 'monitoring:session';
export const USER_KEY = 'monitoring:user';
/** Spec §9: the user id is kept for 365 days. */
export const USER_ID_DAYS = 365;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export function isExpired(
  session: MonitoringSession,
  now: number,
  config: Pick<MonitoringConfig, 'sessionIdleMinutes' | 'sessionMaxHours'>,
): boolean {
  return now - session.lastActiveAt >= config.sessionIdleMinutes * MINUTE_MS || now - session.startedAt >= config.sessionMaxHours * HOUR_MS;
}

function readSession(store: KeyValueStore): MonitoringSession | null {
  try {
    const value = JSON.parse(store.get(SESSION_KEY) ?? 'null') as MonitoringSession | null;
    return value && typeof value.id === 'string' && typeof value.startedAt === 'number' && typeof value.lastActiveAt === 'number'
      ? { ...value, sampled: value.sampled === true }
      : null;
  } catch {
    return null;
  }
}

/**
 * The session as of `now`, marked active: the stored one while it lasts, otherwise a new one whose sampling
 * is decided here with `random`.
 */
export function touchSession(
  store: KeyValueStore,
  now: number,
  config: Pick<MonitoringConfig, 'sessionIdleMinutes' | 'sessionMaxHours' | 'sessionSampleRate'>,
  random: Random,
): MonitoringSession {
  const stored = readSession(store);
  const session =
    stored && !isExpired(stored, now, config)
      ? { ...stored, lastActiveAt: now }
      : { id: uuidV4(), startedAt: now, lastActiveAt: now, sampled: random() < config.sessionSampleRate };
  store.set(SESSION_KEY, JSON.stringify(session), config.sessionMaxHours * 3600);
  return session;
}

/** The anonymous user id, created on first use and kept 365 days from then. */
export function anonymousUserId(store: KeyValueStore, now: number): string {
  try {
    const stored = JSON.parse(store.get(USER_KEY) ?? 'null') as { id?: unknown; expiresAt?: unknown } | null;
    if (stored && typeof stored.id === 'string' && typeof stored.expiresAt === 'number' && stored.expiresAt > now) return stored.id;
  } catch {
    // Unreadable: start a new one.
  }
  const id = uuidV4();
  store.set(USER_KEY, JSON.stringify({ id, expiresAt: now + USER_ID_DAYS * DAY_MS }), USER_ID_DAYS * 86_400);
  return id;
}

export function memoryStore(): KeyValueStore {
  const values = new Map<string, string>();
  return { get: (key) => values.get(key) ?? null, set: (key, value) => void values.set(key, value) };
}

export function cookieStore(doc: Document = document): KeyValueStore {
  return {
    get(key) {
      const name = `${encodeURIComponent(key)}=`;
      const found = doc.cookie.split('; ').find((part) => part.startsWith(name));
      return found ? decodeURIComponent(found.slice(name.length)) : null;
    },
    set(key, value, maxAgeSeconds) {
      doc.cookie = `${encodeURIComponent(key)}=${encodeURIComponent(value)}; max-age=${maxAgeSeconds}; path=/; SameSite=Lax`;
    },
  };
}

/** Local storage when it works (a write reads back), else a cookie when cookies work, else memory. */
export function bestStore(win: Window = window): KeyValueStore {
  try {
    const probe = 'monitoring:probe';
    win.localStorage.setItem(probe, '1');
    const works = win.localStorage.getItem(probe) === '1';
    win.localStorage.removeItem(probe);
    if (works) {
      return { get: (key) => win.localStorage.getItem(key), set: (key, value) => win.localStorage.setItem(key, value) };
    }
  } catch {
    // Private mode or an in-app browser without storage.
  }
  if (win.navigator.cookieEnabled) return cookieStore(win.document);
  return memoryStore();
}

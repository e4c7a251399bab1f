import { describe, expect, test } from 'vitest';
import { parseMonitoringConfig, type MonitoringConfig } from './config.ts';
import { seededRandom } from './random.ts';
import { anonymousUserId, cookieStore, isExpired, memoryStore, touchSession, USER_KEY } from './session.ts';

const config = (overrides: Partial<MonitoringConfig> = {}): MonitoringConfig => {
  const parsed = parseMonitoringConfig({});
  if (!parsed.ok) throw new Error('defaults must parse');
  return { ...parsed.config, ...overrides };
};
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('session sampling', () => {
  test('the product rate of 0.1 samples about 10 percent of 10,000 sessions (seeded generator)', () => {
    const random = seededRandom(20240601);
    let sampled = 0;
    for (let i = 0; i < 10_000; i += 1) {
      if (touchSession(memoryStore(), 0, config(), random).sampled) sampled += 1;
    }
    // Binomial(10000, 0.1): standard deviation 30, so 9.1% to 10.9% is three deviations either side.
    expect(sampled).toBeGreaterThan(910);
    expect(sampled).toBeLessThan(1090);
  });

  test('rate 1 samples every session and rate 0 none', () => {
    const random = seededRandom(7);
    for (let i = 0; i < 100; i += 1) {
      expect(touchSession(memoryStore(), 0, config({ sessionSampleRate: 1 }), random).sampled).toBe(true);
      expect(touchSession(memoryStore(), 0, config({ sessionSampleRate: 0 }), random).sampled).toBe(false);
    }
  });

  test('the decision is kept with the session: a session never changes its mind', () => {
    const store = memoryStore();
    const first = touchSession(store, 0, config({ sessionSampleRate: 1 }), seededRandom(1));
    const later = touchSession(store, 10 * MINUTE, config({ sessionSampleRate: 0 }), seededRandom(2));
    expect(later).toMatchObject({ id: first.id, sampled: true, lastActiveAt: 10 * MINUTE });
  });
});

describe('session expiry (spec §9: idle 30 min by default, at most 24 h)', () => {
  const session = { id: 's', startedAt: 0, lastActiveAt: 0, sampled: true };

  test('ends after the idle time-out, not a millisecond before', () => {
    expect(isExpired(session, 30 * MINUTE - 1, config())).toBe(false);
    expect(isExpired(session, 30 * MINUTE, config())).toBe(true);
    expect(isExpired(session, 10 * MINUTE, config({ sessionIdleMinutes: 10 }))).toBe(true);
    expect(isExpired(session, 60 * MINUTE - 1, config({ sessionIdleMinutes: 60 }))).toBe(false);
  });

  test('ends at the maximum duration even while active', () => {
    const active = { ...session, lastActiveAt: 24 * HOUR - MINUTE };
    expect(isExpired({ ...active, lastActiveAt: 24 * HOUR - 2 }, 24 * HOUR - 1, config())).toBe(false);
    expect(isExpired(active, 24 * HOUR, config())).toBe(true);
    expect(isExpired({ ...session, lastActiveAt: 4 * HOUR - 1 }, 4 * HOUR, config({ sessionMaxHours: 4 }))).toBe(true);
  });

  test('activity keeps a session; an expired one is replaced by a new id with a new sampling decision', () => {
    const store = memoryStore();
    const c = config({ sessionSampleRate: 0.5 });
    const random = seededRandom(3);
    const first = touchSession(store, 0, c, random);
    let now = 0;
    for (let i = 0; i < 49; i += 1) {
      now += 29 * MINUTE;
      expect(touchSession(store, now, c, random).id).toBe(first.id);
    }
    // 49 × 29 min is 23 h 41 min; 29 more minutes are past 24 h: the maximum duration ends it even though it was never idle.
    now += 29 * MINUTE;
    const next = touchSession(store, now, c, random);
    expect(next.id).not.toBe(first.id);
    expect(next.startedAt).toBe(now);
    expect(touchSession(store, now + 30 * MINUTE, c, random).id).not.toBe(next.id);
  });
});

describe('anonymous user id', () => {
  test('is kept 365 days, then replaced', () => {
    const store = memoryStore();
    const id = anonymousUserId(store, 0);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(anonymousUserId(store, 364 * 24 * HOUR)).toBe(id);
    expect(anonymousUserId(store, 365 * 24 * HOUR)).not.toBe(id);
  });

  test('lives in a cookie for 365 days where storage is refused', () => {
    const store = cookieStore(document);
    const id = anonymousUserId(store, Date.now());
    expect(document.cookie).toContain(encodeURIComponent(USER_KEY));
    expect(anonymousUserId(cookieStore(document), Date.now())).toBe(id);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../test-support/test-app.ts';
import { createReadCache, type ReadCacheOptions } from './read-cache.ts';
import type { NoticeHandlers } from './client.ts';
import { doctorClinics, growthRecords, sessions } from './schema/index.ts';
import { DEMO_IDS } from './seed/demo-people.ts';
import { GROWTH_DEMO_IDS } from './seed/growth.ts';

const OPTIONS: ReadCacheOptions = { enabled: true, maxAgeMs: 60_000, maxEntries: 100 };

/** A database whose notices the test sends by hand. */
function fakeListener() {
  let handlers: NoticeHandlers | null = null;
  return {
    database: {
      async listen(_channel: string, h: NoticeHandlers) {
        handlers = h;
        h.listening();
        return async () => undefined;
      },
    },
    notice: () => handlers!.notice('growth_records'),
    lost: () => handlers!.lost(),
    listening: () => handlers!.listening(),
  };
}

describe('the read cache on its own', () => {
  it('serves a kept value without loading it again, and loads again after a notice', async () => {
    const db = fakeListener();
    const cache = await createReadCache(db.database, OPTIONS);
    const load = vi.fn(async () => ({ n: load.mock.calls.length }));
    expect(await cache.get('growth', 'k', load)).toEqual({ n: 1 });
    expect(await cache.get('growth', 'k', load)).toEqual({ n: 1 });
    expect(load).toHaveBeenCalledTimes(1);
    db.notice();
    expect(await cache.get('growth', 'k', load)).toEqual({ n: 2 });
  });

  it('does not keep what a read loaded while a write happened, so a stale answer never outlives the write', async () => {
    const db = fakeListener();
    const cache = await createReadCache(db.database, OPTIONS);
    let release!: (v: string) => void;
    const slow = cache.get('growth', 'k', () => new Promise<string>((resolve) => (release = resolve)));
    db.notice();
    release('read before the write');
    expect(await slow).toBe('read before the write');
    expect(await cache.get('growth', 'k', async () => 'read after the write')).toBe('read after the write');
  });

  it('shares one load between concurrent misses of one key', async () => {
    const cache = await createReadCache(fakeListener().database, OPTIONS);
    const load = vi.fn(async () => 'v');
    await Promise.all([cache.get('access', 'k', load), cache.get('access', 'k', load), cache.get('access', 'k', load)]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps nothing while the listening connection is down, and starts empty when it is back', async () => {
    const db = fakeListener();
    const cache = await createReadCache(db.database, OPTIONS);
    await cache.get('token', 'k', async () => 'before');
    db.lost();
    expect(cache.live).toBe(false);
    expect(await cache.get('token', 'k', async () => 'down 1')).toBe('down 1');
    expect(await cache.get('token', 'k', async () => 'down 2')).toBe('down 2');
    db.listening();
    expect(await cache.get('token', 'k', async () => 'back')).toBe('back');
  });

  it('never keeps an unknown (null) answer, and lets an entry age out', async () => {
    let now = 0;
    const cache = await createReadCache(fakeListener().database, { ...OPTIONS, maxAgeMs: 1000 }, () => now);
    expect(await cache.get('token', 'unknown', async () => null)).toBeNull();
    expect(await cache.get('token', 'unknown', async () => 'known now')).toBe('known now');
    now = 999;
    expect(await cache.get('token', 'unknown', async () => 'reloaded')).toBe('known now');
    now = 1000;
    expect(await cache.get('token', 'unknown', async () => 'reloaded')).toBe('reloaded');
  });

  it('peeks at a kept value synchronously, and at nothing once it is dropped, aged out or not listening', async () => {
    let now = 0;
    const db = fakeListener();
    const cache = await createReadCache(db.database, { ...OPTIONS, maxAgeMs: 1000 }, () => now);
    expect(cache.peek('token', 'k')).toBeUndefined();
    await cache.get('token', 'k', async () => 'kept');
    expect(cache.peek('token', 'k')).toBe('kept');
    expect(cache.peek('access', 'k')).toBeUndefined();
    now = 1000;
    expect(cache.peek('token', 'k')).toBeUndefined();
    await cache.get('token', 'k', async () => 'again');
    db.notice();
    expect(cache.peek('token', 'k')).toBeUndefined();
    await cache.get('token', 'k', async () => 'third');
    db.lost();
    expect(cache.peek('token', 'k')).toBeUndefined();
  });

  it('drops the oldest entry beyond its size', async () => {
    const cache = await createReadCache(fakeListener().database, { ...OPTIONS, maxEntries: 2 });
    await cache.get('eye', 'a', async () => 'a1');
    await cache.get('eye', 'b', async () => 'b1');
    await cache.get('eye', 'c', async () => 'c1');
    expect(await cache.get('eye', 'a', async () => 'a2')).toBe('a2');
    expect(await cache.get('eye', 'c', async () => 'c2')).toBe('c1');
  });
});

describe('the read cache in the server, on the real database', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx?.close());

  const records = `/health-info-service/app/growth/${GROWTH_DEMO_IDS.boyHaoran}/records?start=0&limit=50`;
  const curve = `/health-info-service/doctor/growth/${GROWTH_DEMO_IDS.boyHaoran}/curve`;
  const totalOf = async () => (await ctx.as('parentWang', { method: 'GET', url: records })).json().data.total as number;
  /** Resolves once the database's notice of a write made outside this server has reached it. */
  const noticeArrived = async (before: number) =>
    vi.waitFor(() => expect(ctx.app.readCache.stats.drops).toBeGreaterThan(before), { timeout: 5000 });

  it('answers a repeated read from memory', async () => {
    expect(ctx.app.readCache.live).toBe(true);
    await totalOf();
    const { hits } = ctx.app.readCache.stats;
    await totalOf();
    expect(ctx.app.readCache.stats.hits).toBeGreaterThan(hits);
  });

  it("shows the writer's own save on the very next read", async () => {
    const before = await totalOf();
    const saved = await ctx.as('parentWang', {
      method: 'POST',
      url: '/health-info-service/app/growth/save',
      payload: { growthId: GROWTH_DEMO_IDS.boyHaoran, recordDate: '2026-01-02', height: 120.5 },
    });
    expect(saved.statusCode).toBe(200);
    expect(await totalOf()).toBe(before + 1);
  });

  it('keeps its entries through a growth init of an existing profile, which writes nothing', async () => {
    await totalOf();
    const { drops } = ctx.app.readCache.stats;
    const init = await ctx.as('parentWang', {
      method: 'POST',
      url: '/health-info-service/app/growth/init',
      payload: { familyMemberId: DEMO_IDS.members.boyHaoran },
    });
    expect(init.statusCode).toBe(200);
    expect(ctx.app.readCache.stats.drops).toBe(drops);
    // Notices arrive in commit order: had the init written, its notice would come before this one.
    await ctx.database.db
      .update(growthRecords)
      .set({ measure: 'standing' })
      .where(eq(growthRecords.growthId, 'ffffffff-0000-4000-8000-000000000000'));
    await noticeArrived(drops);
    expect(ctx.app.readCache.stats.drops).toBe(drops + 1);
  });

  it('sees a write made by another instance (straight into the database) once its notice arrives', async () => {
    const before = await totalOf();
    const { drops } = ctx.app.readCache.stats;
    await ctx.database.db
      .delete(growthRecords)
      .where(and(eq(growthRecords.growthId, GROWTH_DEMO_IDS.boyHaoran), eq(growthRecords.recordDate, '2026-01-02')));
    await noticeArrived(drops);
    expect(await totalOf()).toBe(before - 1);
  });

  it('refuses a token revoked elsewhere, though it was just answered from memory', async () => {
    expect((await ctx.as('parentWang', { method: 'GET', url: records })).statusCode).toBe(200);
    const { drops } = ctx.app.readCache.stats;
    await ctx.database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.accountId, DEMO_IDS.accounts.parentWang));
    await noticeArrived(drops);
    expect((await ctx.as('parentWang', { method: 'GET', url: records })).statusCode).toBe(401);
  });

  it("takes a child out of a doctor's reach as soon as the doctor leaves the child's clinic", async () => {
    expect((await ctx.as('doctorChen', { method: 'GET', url: curve })).statusCode).toBe(200);
    const { drops } = ctx.app.readCache.stats;
    await ctx.database.db.delete(doctorClinics).where(eq(doctorClinics.doctorId, DEMO_IDS.doctors.chen));
    await noticeArrived(drops);
    expect((await ctx.as('doctorChen', { method: 'GET', url: curve })).statusCode).toBe(404);
  });
});

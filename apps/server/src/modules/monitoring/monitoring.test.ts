import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONITORING_EVENTS_PATH, MONITORING_SUMMARY_PATH, type MonitoringEvent } from '@sprout/contracts';
import { monitoringEvents } from '../../db/schema/index.ts';
import { createTestContext, statusMatrix, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

let addressSeq = 0;
/** Each test posts from its own address, so the per-address bucket of one test never limits another. */
const freshAddress = () => `10.8.${Math.floor(++addressSeq / 250)}.${addressSeq % 250}`;
const batch = (events: MonitoringEvent[], sessionId = randomUUID()) => ({ sessionId, userId: randomUUID(), events });
const post = (payload: unknown, options: { address?: string; contentType?: string } = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `${MONITORING_EVENTS_PATH}?lang=en-US`,
    remoteAddress: options.address ?? freshAddress(),
    headers: { 'content-type': options.contentType ?? 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
const stored = async (sessionId: string) =>
  ctx.database.db.select().from(monitoringEvents).where(eq(monitoringEvents.sessionId, sessionId));
const total = async () => (await ctx.database.db.select({ n: count() }).from(monitoringEvents))[0]!.n;
const view = (route = '/'): MonitoringEvent => ({ type: 'view', route });

describe('monitoring ingest', () => {
  it('stores every kind of event without a token and answers how many it accepted', async () => {
    const b = batch([
      view('/clinics/:clinicId'),
      { type: 'vital', route: '/', name: 'LCP', value: 2600, rating: 'needs-improvement' },
      {
        type: 'resource',
        route: '/',
        url: '/assets/index-abc.js',
        initiatorType: 'script',
        duration: 120.5,
        transferSize: 3000,
        traceId: 'a'.repeat(32),
      },
      { type: 'error', route: '/', kind: 'error', message: 'boom', stack: 'Error: boom\n at x (/assets/a.js:1:2)', source: '/assets/a.js' },
      { type: 'white_screen', route: '/', ratio: 0.9 },
    ]);
    const res = await post(b);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: '1', data: { accepted: 5 } });
    const rows = await stored(b.sessionId);
    expect(rows.map((r) => r.type).sort()).toEqual(['error', 'resource', 'view', 'vital', 'white_screen']);
    expect(rows.find((r) => r.type === 'vital')).toMatchObject({ name: 'LCP', value: 2600, rating: 'needs-improvement', route: '/' });
    expect(rows.find((r) => r.type === 'resource')).toMatchObject({ name: 'script', value: 120.5, traceId: 'a'.repeat(32) });
    expect(rows.find((r) => r.type === 'white_screen')!.value).toBe(0.9);
    expect(rows[0]!.occurredOn).toBe(new Date().toISOString().slice(0, 10));
  });

  it('reads a sendBeacon body sent as text/plain', async () => {
    const b = batch([view('/faq')]);
    const res = await post(JSON.stringify(b), { contentType: 'text/plain;charset=UTF-8' });
    expect(res.statusCode).toBe(200);
    expect(await stored(b.sessionId)).toHaveLength(1);
  });

  it('keeps no query string, id or token in routes and URLs, and scrubs error text', async () => {
    const b = batch([
      view('/growth/patient/growthDetail?familyMemberId=40000000-0000-4000-8000-000000000001&token=abc'),
      view('https://app.example/clinics/20000000-0000-4000-8000-000000000001#top'),
      {
        type: 'resource',
        route: '/',
        url: '/app-web2/family_members/40000000-0000-4000-8000-000000000001/health_record?token=s3cr3t',
        initiatorType: 'fetch',
        duration: 80,
      },
      {
        type: 'error',
        route: '/',
        kind: 'rejection',
        message: 'failed /app-web2/auth/me?token=abcdefghijklmnopqrstuvwxyz0123456789 for 13800000001 mail a.b@example.com',
      },
    ]);
    expect((await post(b)).statusCode).toBe(200);
    const rows = await stored(b.sessionId);
    expect(
      rows
        .filter((r) => r.type === 'view')
        .map((r) => r.route)
        .sort(),
    ).toEqual(['/clinics/:id', '/growth/patient/growthDetail']);
    expect(rows.find((r) => r.type === 'resource')!.message).toBe('/app-web2/family_members/:id/health_record');
    const message = rows.find((r) => r.type === 'error')!.message!;
    expect(message).toBe('failed /app-web2/auth/me for [phone] mail [email]');
    expect(JSON.stringify(rows)).not.toMatch(/s3cr3t|13800000001|token=/);
  });

  it('refuses a bad batch with the field named and stores none of it', async () => {
    const before = await total();
    const good = view();
    const cases: Array<[unknown, string]> = [
      [batch([{ ...good, type: 'click' } as never]), 'events.0.type'],
      [batch([good, { type: 'vital', route: '/', name: 'LCP', value: 5000, rating: 'good' }]), 'events.1.rating'],
      [batch([{ type: 'vital', route: '/', name: 'XYZ', value: 1, rating: 'good' } as never]), 'events.0.name'],
      [batch([{ type: 'vital', route: '/', name: 'CLS', value: -1, rating: 'good' }]), 'events.0.value'],
      [batch([{ type: 'resource', route: '/', url: '/a', initiatorType: 'img', duration: 3_600_001 }]), 'events.0.duration'],
      [batch([{ type: 'white_screen', route: '/', ratio: 1.5 }]), 'events.0.ratio'],
      [batch([{ type: 'error', route: '/', kind: 'error', message: 'x'.repeat(1001) }]), 'events.0.message'],
      [batch([{ ...good, extra: 1 } as never]), 'events.0.extra'],
      [{ ...batch([good]), sessionId: 'not-a-uuid' }, 'sessionId'],
      [{ ...batch([good]), userId: undefined }, 'userId'],
      [batch([]), 'events'],
      [{ ...batch([good]), account: 'me' }, 'account'],
    ];
    for (const [payload, field] of cases) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 200)).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    const notJson = await post('{"sessionId":', { contentType: 'text/plain' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().errors[0].field).toBe('body');
    expect(await total()).toBe(before);
  });

  it('caps a batch at 100 events, an event at 8 KB and a body at 64 KB', async () => {
    const before = await total();
    const tooMany = await post(batch(Array.from({ length: 101 }, () => view())));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors[0].field).toBe('events');
    expect((await post(batch(Array.from({ length: 100 }, () => view())))).statusCode).toBe(200);

    // Every string at its own limit: about 7.3 KB serialized, accepted. Quotes double in JSON: over 8 KB, refused.
    const fat: MonitoringEvent = {
      type: 'error',
      route: 'r'.repeat(200),
      kind: 'error',
      message: 'm'.repeat(1000),
      stack: 's'.repeat(4000),
      source: 'u'.repeat(2048),
    };
    expect((await post(batch([fat]))).statusCode).toBe(200);
    const overEvent = await post(batch([{ ...fat, message: '"'.repeat(1000), stack: '"'.repeat(4000) }]));
    expect(overEvent.statusCode).toBe(400);
    expect(overEvent.json().errors.map((e: { field: string }) => e.field)).toContain('events.0');

    const hugeBody = await post(batch(Array.from({ length: 10 }, () => fat)));
    expect(hugeBody.statusCode).toBe(413);
    expect(hugeBody.json().code).toBe('TOO_LARGE');
    expect(await total()).toBe(before + 101);
  });

  it('limits one session to 300 events at once and refuses the batch over it with 429', async () => {
    const sessionId = randomUUID();
    const hundred = () =>
      batch(
        Array.from({ length: 100 }, () => view()),
        sessionId,
      );
    for (let i = 0; i < 3; i += 1) expect((await post(hundred())).statusCode).toBe(200);
    const refused = await post(hundred());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    // When the batch would fit again: 100 events at 2 a second, less what refilled while the test ran (the agent
    // stays quiet that long).
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(40);
    expect(retryAfter).toBeLessThanOrEqual(50);
    expect(await stored(sessionId)).toHaveLength(300);
    // Another session from the same address is not affected.
    expect((await post(batch([view()]))).statusCode).toBe(200);
  });

  it('limits one address to 3000 events at once, whatever session ids it makes up', async () => {
    const address = freshAddress();
    const hundred = () => batch(Array.from({ length: 100 }, () => view()));
    for (let i = 0; i < 30; i += 1) expect((await post(hundred(), { address })).statusCode).toBe(200);
    expect((await post(hundred(), { address })).statusCode).toBe(429);
    expect((await post(hundred(), { address: freshAddress() })).statusCode).toBe(200);
  });
});

describe('monitoring summary', () => {
  it('is for editors only', async () => {
    const matrix = await statusMatrix(ctx, () => ({ url: MONITORING_SUMMARY_PATH }));
    expect(matrix).toEqual({ nobody: 401, owner: 403, otherParent: 403, clinicDoctor: 403, otherDoctor: 403, editor: 200 });
  });

  it('gives p75, rating shares, errors with top messages, white-screen rate and sessions per route and day', async () => {
    const route = '/monitoring-test/:id';
    const lcp = [1000, 2000, 3000, 5000];
    const first = batch([
      view(route),
      view(route),
      ...lcp.map((value): MonitoringEvent => ({
        type: 'vital',
        route,
        name: 'LCP',
        value,
        rating: value > 4000 ? 'poor' : value > 2500 ? 'needs-improvement' : 'good',
      })),
      { type: 'error', route, kind: 'error', message: 'A is undefined' },
      { type: 'error', route, kind: 'error', message: 'A is undefined' },
      { type: 'error', route, kind: 'rejection', message: 'B failed' },
    ]);
    const second = batch([view(route), view(route), { type: 'white_screen', route, ratio: 1 }]);
    expect((await post(first)).statusCode).toBe(200);
    expect((await post(second)).statusCode).toBe(200);

    const res = await ctx.as('editor', { url: MONITORING_SUMMARY_PATH });
    expect(res.statusCode).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const data = res.json().data;
    expect(data.to).toBe(today);
    const row = data.routes.find((r: { route: string; day: string }) => r.route === route && r.day === today);
    expect(row).toMatchObject({ sessions: 2, views: 4, errors: 3, whiteScreens: 1, whiteScreenRate: 0.25 });
    // percentile_cont over 1000, 2000, 3000, 5000: 3000 + 0.25 * (5000 - 3000).
    expect(row.vitals).toEqual([{ name: 'LCP', count: 4, p75: 3500, good: 0.5, needsImprovement: 0.25, poor: 0.25 }]);
    expect(row.topErrors).toEqual([
      { message: 'A is undefined', count: 2 },
      { message: 'B failed', count: 1 },
    ]);
    const day = data.days.find((d: { day: string }) => d.day === today);
    expect(day.route).toBeNull();
    expect(day.views).toBeGreaterThanOrEqual(4);
    expect(day.sessions).toBeGreaterThanOrEqual(2);
    expect(day.vitals.find((v: { name: string }) => v.name === 'LCP').count).toBeGreaterThanOrEqual(4);
  });

  it('refuses a range that is upside down, too long or not made of dates', async () => {
    const cases = ['?from=2025-02-01&to=2025-01-01', '?from=2024-01-01&to=2025-01-01', '?from=2025-02-30', '?to=yesterday'];
    for (const query of cases) {
      const res = await ctx.as('editor', { url: `${MONITORING_SUMMARY_PATH}${query}&lang=en-US` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors.length).toBeGreaterThan(0);
    }
    const empty = await ctx.as('editor', { url: `${MONITORING_SUMMARY_PATH}?from=2020-01-01&to=2020-01-31` });
    expect(empty.json().data).toEqual({ from: '2020-01-01', to: '2020-01-31', days: [], routes: [] });
  });
});

import { get as httpGet, type IncomingMessage, type ServerResponse } from 'node:http';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, sessions } from '../db/schema/index.ts';
import { DEMO_EYE_IDS } from '../db/seed/eye.ts';
import { GROWTH_DEMO_IDS } from '../db/seed/growth.ts';
import { createTestContext, type Persona, type TestContext } from '../test-support/test-app.ts';
import { hashToken } from '../auth/tokens.ts';
import { createReadCache } from '../db/read-cache.ts';
import { createFastLane } from './fast-lane.ts';
import { answerKey } from './prepared-reply.ts';

// The lane sits in front of Fastify's server (app.ts's serverFactory): inject() never reaches it, so these
// requests go over a real socket.
let ctx: TestContext;
let base: string;
beforeAll(async () => {
  ctx = await createTestContext();
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => ctx?.close());

const curve = `/health-info-service/app/growth/${GROWTH_DEMO_IDS.boyHaoran}/curve`;
const served = () => ctx.app.fastLane.stats.served;

/** A GET as a browser makes it, with the bytes as they came (fetch would decompress them). */
async function get(persona: Persona, path: string, headers: Record<string, string> = {}) {
  const token = await ctx.tokenFor(persona);
  return new Promise<{ status: number; headers: Record<string, string | undefined>; body: Buffer }>((resolve, reject) => {
    const request = httpGet(base + path, { headers: { token, 'accept-encoding': 'br', ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const { date: _date, ...kept } = response.headers as Record<string, string | undefined>;
        resolve({ status: response.statusCode!, headers: kept, body: Buffer.concat(chunks) });
      });
    });
    request.on('error', reject);
  });
}

describe('the fast lane', () => {
  it("sends a parent's repeated read the bytes and headers the whole path sent", async () => {
    const first = await get('parentWang', curve);
    expect(first.status).toBe(200);
    const before = served();
    const second = await get('parentWang', curve);
    expect(served()).toBe(before + 1);
    expect(second.status).toBe(200);
    expect(second.headers).toEqual(first.headers);
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    expect(second.headers['content-length']).toBe(String(second.body.length));
  });

  it('answers 304 to a client holding the bytes, and keeps languages and encodings apart', async () => {
    const zh = await get('parentWang', curve);
    const again = await get('parentWang', curve, { 'if-none-match': zh.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    let before = served();
    const en = await get('parentWang', curve, { 'accept-language': 'en-US' });
    expect(served()).toBe(before);
    expect(en.headers.etag).not.toBe(zh.headers.etag);
    expect((await get('parentWang', curve, { 'accept-language': 'en-US' })).body.equals(en.body)).toBe(true);
    expect(served()).toBe(before + 1);
    before = served();
    const plain = await get('parentWang', curve, { 'accept-language': 'en-US', 'accept-encoding': 'identity' });
    expect(served()).toBe(before + 1);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString()).message).toBe('OK');
  });

  it('never answers another caller, a HEAD or a request with no token from what it keeps', async () => {
    await get('parentWang', curve);
    await get('parentWang', curve);
    const before = served();
    expect((await get('parentLi', curve)).status).toBe(404);
    expect((await fetch(base + curve)).status).toBe(401);
    const head = await fetch(base + curve, { method: 'HEAD', headers: { token: await ctx.tokenFor('parentWang') } });
    expect(head.status).toBe(200);
    expect(served()).toBe(before);
  });

  it('drops what it keeps on a write: the next read is the new data, by the whole path', async () => {
    const old = await get('parentWang', curve, { 'accept-encoding': 'identity' });
    await get('parentWang', curve, { 'accept-encoding': 'identity' });
    const saved = await fetch(`${base}/health-info-service/app/growth/save`, {
      method: 'POST',
      headers: { token: await ctx.tokenFor('parentWang'), 'content-type': 'application/json' },
      body: JSON.stringify({ growthId: GROWTH_DEMO_IDS.boyHaoran, recordDate: '2025-11-20', weight: 24.9 }),
    });
    expect(saved.status).toBe(200);
    const before = served();
    const fresh = await get('parentWang', curve, { 'accept-encoding': 'identity' });
    expect(served()).toBe(before);
    expect(fresh.headers.etag).not.toBe(old.headers.etag);
    expect(fresh.body.toString()).toContain('2025-11-20');
  });

  it("never carries a clinic doctor's read: each one takes the policy's path and leaves its audit row", async () => {
    const eye = `/health-info-service/app/eye/${DEMO_EYE_IDS.boyHaoran.eyeId}/curve`;
    const rows = async () => (await ctx.database.db.select({ n: count() }).from(auditEvents))[0]!.n;
    const auditedBefore = await rows();
    const before = served();
    for (let i = 0; i < 3; i++) expect((await get('doctorChen', eye)).status).toBe(200);
    expect(served()).toBe(before);
    expect(await rows()).toBe(auditedBefore + 3);
  });

  it('stops at once for a token signed out or a session that has ended', async () => {
    const teen = `/health-info-service/app/eye/${DEMO_EYE_IDS.teenSiyu.eyeId}/curve`;
    await get('parentLi', teen);
    let before = served();
    expect((await get('parentLi', teen)).status).toBe(200);
    expect(served()).toBe(before + 1);
    const out = await fetch(`${base}/app-web2/auth/logout`, { method: 'POST', headers: { token: await ctx.tokenFor('parentLi') } });
    expect(out.status).toBe(200);
    before = served();
    expect((await get('parentLi', teen)).status).toBe(401);

    await get('parentWang', curve);
    expect((await get('parentWang', curve)).status).toBe(200);
    expect(served()).toBe(before + 1);
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(await ctx.tokenFor('parentWang'))));
    expect((await get('parentWang', curve)).status).toBe(401);
    expect(served()).toBe(before + 1);
  });
});

describe('the fast lane on its own', () => {
  const answer = { etag: 'W/"e"', identity: Buffer.from('{"code":"1"}'), encoded: () => null };
  const url = '/health-info-service/app/growth/x/curve';

  async function laneWith(expiresAt: Date) {
    const cache = await createReadCache(
      { listen: async (_channel, handlers) => (handlers.listening(), async () => undefined) },
      { enabled: true, maxAgeMs: 60_000, maxEntries: 10 },
    );
    const hash = hashToken('t0ken');
    cache.keep('token', hash, { expiresAt, account: { id: 'a', role: 'parent' } }, cache.generation);
    cache.keep('answer', answerKey(url, hash, 'zh-CN'), answer, cache.generation);
    const lane = createFastLane(cache, { production: true, trustProxy: true, log: () => undefined });
    const sent: { status?: number; headers?: Record<string, string>; body?: unknown } = {};
    const res = {
      writeHead: (status: number, headers: Record<string, string>) => Object.assign(sent, { status, headers }),
      end: (body: unknown) => Object.assign(sent, { body }),
    } as unknown as ServerResponse;
    const req = (headers: Record<string, string>, method = 'GET') =>
      ({ method, url, headers: { token: 't0ken', ...headers }, socket: {} }) as unknown as IncomingMessage;
    return { cache, lane, res, req, sent };
  }

  it('answers only while the session lasts, as the policy would, though the cache still holds it', async () => {
    const ended = await laneWith(new Date(Date.now() - 1));
    expect(ended.lane.serve(ended.req({}), ended.res)).toBe(false);
    const live = await laneWith(new Date(Date.now() + 60_000));
    expect(live.lane.serve(live.req({}), live.res)).toBe(true);
    expect(live.sent.status).toBe(200);
    expect(live.sent.body).toBe(answer.identity);
  });

  it('sends HSTS in production behind a TLS proxy, and steps aside for a HEAD, another language, a drop or a close', async () => {
    const { cache, lane, res, req, sent } = await laneWith(new Date(Date.now() + 60_000));
    expect(lane.serve(req({ 'x-forwarded-proto': 'http, https' }), res)).toBe(true);
    expect(sent.headers!['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(lane.serve(req({ 'x-forwarded-proto': 'http' }), res)).toBe(true);
    expect(sent.headers!['strict-transport-security']).toBeUndefined();
    expect(lane.serve(req({}, 'HEAD'), res)).toBe(false);
    expect(lane.serve(req({ 'accept-language': 'en-US' }), res)).toBe(false);
    lane.close();
    expect(lane.serve(req({}), res)).toBe(false);
    const reopened = createFastLane(cache, { production: false, trustProxy: false, log: () => undefined });
    expect(reopened.serve(req({}), res)).toBe(true);
    cache.invalidate();
    expect(reopened.serve(req({}), res)).toBe(false);
  });
});

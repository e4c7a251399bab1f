import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROWTH_DEMO_IDS } from '../db/seed/growth.ts';
import { createTestContext, type TestContext } from '../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const curve = `/health-info-service/app/growth/${GROWTH_DEMO_IDS.boyHaoran}/curve`;

describe('the answers of the hot reads', () => {
  it('sends the same envelope in brotli, gzip and plain bytes, in the asked language', async () => {
    const plain = await ctx.as('parentWang', { method: 'GET', url: curve, headers: { 'accept-language': 'en-US' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toContain('application/json');
    expect(plain.json()).toMatchObject({ code: '1', message: 'OK' });
    const br = await ctx.as('parentWang', { method: 'GET', url: curve, headers: { 'accept-language': 'en-US', 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await ctx.as('parentWang', {
      method: 'GET',
      url: curve,
      headers: { 'accept-language': 'en-US', 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const zh = await ctx.as('parentWang', { method: 'GET', url: curve, headers: { 'accept-language': 'zh-CN' } });
    expect(zh.json().message).not.toBe('OK');
    expect(zh.json().data).toEqual(plain.json().data);
  });

  it('answers 304 with no body to a client holding the same bytes, and new bytes after a write', async () => {
    const first = await ctx.as('parentWang', { method: 'GET', url: curve });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await ctx.as('parentWang', { method: 'GET', url: curve, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const saved = await ctx.as('parentWang', {
      method: 'POST',
      url: '/health-info-service/app/growth/save',
      payload: { growthId: GROWTH_DEMO_IDS.boyHaoran, recordDate: '2025-12-01', weight: 25.1 },
    });
    expect(saved.statusCode).toBe(200);
    const after = await ctx.as('parentWang', { method: 'GET', url: curve, headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
  });

  it('still refuses a caller who may not see the child, whatever it holds', async () => {
    const first = await ctx.as('parentWang', { method: 'GET', url: curve });
    const other = await ctx.as('parentLi', { method: 'GET', url: curve, headers: { 'if-none-match': first.headers.etag as string } });
    expect(other.statusCode).toBe(404);
    expect((await ctx.as('nobody', { method: 'GET', url: curve })).statusCode).toBe(401);
  });
});

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROWTH_DEMO_IDS } from '../db/seed/growth.ts';
import { createTestContext, type TestContext } from '../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

/**
 * Issue 29: q=0 refuses a coding on every kind of answer: the precomputed centile lines, a prepared (cached) read,
 * and an answer compressed as it leaves (http/compress-answers.ts).
 */
const CASES: Array<[string, string | undefined]> = [
  ['gzip;q=0', undefined],
  ['br;q=0, gzip;q=0', undefined],
  ['br;q=0, gzip', 'gzip'],
  ['gzip;q=0, *', 'br'],
  ['gzip;q=0.4, br;q=0.9', 'br'],
  ['br;q=0.4, gzip', 'gzip'],
  ['identity', undefined],
];

describe('the coding of an answer', () => {
  const calls = {
    'reference lines': () => ({ url: '/health-info-service/app/growth/reference_lines?sex=male', persona: 'nobody' as const }),
    'a prepared growth curve': () => ({
      url: `/health-info-service/app/growth/${GROWTH_DEMO_IDS.boyHaoran}/curve`,
      persona: 'parentWang' as const,
    }),
    'the OpenAPI document': () => ({ url: '/api/docs', persona: 'nobody' as const }),
  };
  for (const [what, call] of Object.entries(calls)) {
    it(`follows the client's weights: ${what}`, async () => {
      const { url, persona } = call();
      for (const [accept, coding] of CASES) {
        // Twice: the second of a prepared read is sent from what the first made.
        for (let i = 0; i < 2; i += 1) {
          const res = await ctx.as(persona, { url, headers: { 'accept-encoding': accept } });
          expect(res.statusCode, `${what} ${accept}`).toBe(200);
          expect(res.headers['content-encoding'], `${what} ${accept}`).toBe(coding);
          if (!coding) expect(() => JSON.parse(res.body), `${what} ${accept}`).not.toThrow();
        }
      }
    });
  }
});

describe('an answer compressed as it leaves (http/compress-answers.ts)', () => {
  it('decodes to the very answer sent uncompressed, with its length, and says it varies by the coding', async () => {
    const url = '/api/docs';
    const plain = await ctx.as('nobody', { url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    for (const [coding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await ctx.as('nobody', { url, headers: { 'accept-encoding': coding } });
      expect(res.headers['content-encoding']).toBe(coding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      if (res.headers['content-length'] !== undefined) expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(JSON.parse(decode(res.rawPayload).toString('utf8'))).toEqual(plain.json());
    }
  });

  it('leaves a small answer as it is', async () => {
    const res = await ctx.as('doctorChen', {
      url: '/health-info-service/doctor/patients?start=0&limit=1',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(() => JSON.parse(res.body)).not.toThrow();
  });
});

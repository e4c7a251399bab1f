import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../db/seed/demo-people.ts';
import { createTestContext, type TestContext } from '../test-support/test-app.ts';
import { clientErrorHandler } from './error-handler.ts';

/** Issue 11: text a client sends is well-formed or refused by name, and every answer is the envelope. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

const { boyHaoran: boy } = DEMO_IDS.members;
const recent = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

function expectEnvelope(res: { statusCode: number; headers: Record<string, unknown>; body: string }, status: number, code: string) {
  expect(res.statusCode).toBe(status);
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  const body = JSON.parse(res.body) as { code: string; data: unknown; message: string };
  expect(body).toMatchObject({ code, data: null });
  expect(body.message.length).toBeGreaterThan(0);
  return body as { code: string; data: unknown; message: string; errors?: { field: string; message: string }[] };
}

describe('text fields', () => {
  it('refuse an unpaired surrogate with a 400 naming the field instead of a 500', async () => {
    const res = await ctx.as('doctorChen', {
      method: 'POST',
      url: `/app-web2/family_members/${boy}/checkup_reports`,
      payload: { checkupDate: recent, institution: '\udfff\ud800', summary: '正常', items: [] },
      headers: { 'accept-language': 'en-US' },
    });
    const body = expectEnvelope(res, 400, 'VALIDATION');
    expect(body.errors?.[0]).toEqual({ field: 'institution', message: 'is not well-formed Unicode text' });
  });

  it('refuse a NUL byte anywhere in a body, a path or a query', async () => {
    const body = await ctx.as('doctorChen', {
      method: 'POST',
      url: `/app-web2/family_members/${boy}/doctor_advices`,
      payload: { text: 'drink\u0000milk' },
    });
    expect(expectEnvelope(body, 400, 'VALIDATION').errors?.[0]?.field).toBe('text');
    const path = await ctx.as('nobody', { url: '/app-web2/drugs/%00' });
    expect(expectEnvelope(path, 400, 'VALIDATION').errors?.[0]?.field).toBe('productCode');
    const slug = await ctx.as('nobody', { url: '/app-web2/activity_pages/a%00b' });
    expect(expectEnvelope(slug, 400, 'VALIDATION').errors?.[0]?.field).toBe('idOrSlug');
    const query = await ctx.as('nobody', { url: '/app-web2/faq/items?q=a%00' });
    expect(expectEnvelope(query, 400, 'VALIDATION').errors?.[0]?.field).toBe('q');
  });

  it('leave a child’s name untouched when the new one is not Unicode text', async () => {
    const before = (await ctx.as('parentWang', { url: '/app-web2/family_members' })).json().data as {
      familyMemberId: string;
      name: string;
    }[];
    const member = before.find((m) => m.familyMemberId === boy)!;
    const res = await ctx.as('parentWang', {
      method: 'PUT',
      url: `/app-web2/family_members/${boy}`,
      payload: { name: 'x\udc00y', sex: 'male', birthDate: '2017-05-02', relation: 'child' },
    });
    expect(expectEnvelope(res, 400, 'VALIDATION').errors?.[0]?.field).toBe('name');
    const after = (await ctx.as('parentWang', { url: '/app-web2/family_members' })).json().data as {
      familyMemberId: string;
      name: string;
    }[];
    expect(after.find((m) => m.familyMemberId === boy)?.name).toBe(member.name);
  });

  it('refuse a newline in a one-line field but keep it in a multi-line one, both trimmed', async () => {
    const oneLine = await ctx.as('parentWang', {
      method: 'POST',
      url: '/app-web2/family_members',
      payload: { name: 'a\nb', sex: 'male', birthDate: '2020-01-01', relation: 'child' },
    });
    expect(expectEnvelope(oneLine, 400, 'VALIDATION').errors?.[0]?.field).toBe('name');
    const multi = await ctx.as('doctorChen', {
      method: 'POST',
      url: `/app-web2/family_members/${boy}/doctor_advices`,
      payload: { text: '  first line\r\nsecond line  ' },
    });
    expect(multi.statusCode).toBe(200);
  });
});

describe('framework and router errors', () => {
  it('answer a malformed percent-encoding with the envelope in the request’s language', async () => {
    const res = await ctx.app.inject({ url: '/app-web2/clinics/%C0%AF?lang=en-US' });
    const body = expectEnvelope(res, 400, 'VALIDATION');
    expect(body.message).toMatch(/not valid/);
    expect(body.errors?.[0]).toEqual({ field: 'path', message: 'is not a valid address' });
  });

  it('answer a path parameter over 100 characters with a 400 envelope, not a bare 414', async () => {
    const res = await ctx.app.inject({ url: `/app-web2/clinics/${'a'.repeat(150)}`, headers: { 'accept-language': 'zh-CN' } });
    expect(expectEnvelope(res, 400, 'VALIDATION').errors?.[0]?.field).toBe('path');
  });

  it('answer an unsupported media type, a body too large and an unknown method with the envelope', async () => {
    const media = await ctx.as('parentWang', {
      method: 'POST',
      url: '/app-web2/auth/logout',
      payload: 'x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(expectEnvelope(media, 400, 'VALIDATION').errors?.[0]?.field).toBe('body');
    const large = await ctx.app.inject({
      method: 'POST',
      url: '/app-web2/leads',
      payload: JSON.stringify({ name: 'x'.repeat(1_100_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expectEnvelope(large, 413, 'TOO_LARGE');
    const method = await ctx.app.inject({ method: 'PATCH', url: '/app-web2/clinics' });
    expectEnvelope(method, 404, 'NOT_FOUND');
  });

  it('answer bytes that are not HTTP with the envelope before closing the connection', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.write('NOT HTTP AT ALL\r\n\r\n'));
      let out = '';
      socket.on('data', (chunk) => (out += chunk.toString()));
      socket.on('close', () => resolve(out));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    const body = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)) as Record<string, unknown>;
    expect(body).toMatchObject({ code: 'VALIDATION', data: null });
  });
});

describe('what Node refuses before routing', () => {
  /** Sends raw bytes to a listening copy of the app and returns everything it answers before closing. */
  async function raw(bytes: string): Promise<string> {
    const address = ctx.app.server.listening
      ? `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`
      : await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    return new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.write(bytes));
      let out = '';
      socket.on('data', (chunk) => (out += chunk.toString()));
      socket.on('close', () => resolve(out));
      socket.on('error', reject);
    });
  }

  it('answers headers over 16 KB with 431 TOO_LARGE in the envelope', async () => {
    const answer = await raw(`GET /app-web2/clinics HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({ code: 'TOO_LARGE', data: null });
  });

  it('answers a request that did not arrive in time with 408 TIMEOUT in the envelope', () => {
    let written = '';
    const socket = { destroyed: false, writable: true, write: (text: string) => (written += text), destroy: () => undefined };
    const error = Object.assign(new Error('timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' });
    clientErrorHandler.call(ctx.app, error, socket as never);
    expect(written).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(JSON.parse(written.slice(written.indexOf('\r\n\r\n') + 4))).toEqual({
      code: 'TIMEOUT',
      data: null,
      message: expect.any(String),
    });
  });
});

describe('security headers', () => {
  it('send nosniff and the referrer policy on every answer, errors included', async () => {
    for (const url of ['/healthz', '/app-web2/clinics', '/app-web2/nowhere', '/app-web2/clinics/%C0%AF']) {
      const res = await ctx.app.inject({ url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });

  it('send HSTS in production behind a TLS proxy, and never over plain http', async () => {
    const prod = await createTestContext({
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'https://sprout.example.com',
      AUTH_SECRET: 'a-production-secret-of-at-least-32-chars',
      DATA_DIR: '/nonexistent-unused',
      TRUST_PROXY: 'true',
      SEED_DEMO: 'true',
      SMS_PROVIDER: 'tencent',
      TENCENT_SMS_SECRET_ID: 'id',
      TENCENT_SMS_SECRET_KEY: 'key',
      TENCENT_SMS_SDK_APP_ID: '1400000001',
      TENCENT_SMS_SIGN_NAME: 'sign',
      TENCENT_SMS_TEMPLATE_ID: '1',
    });
    try {
      const tls = await prod.app.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
      expect(tls.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
      expect(tls.headers['x-content-type-options']).toBe('nosniff');
      const plain = await prod.app.inject({ url: '/healthz' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await prod.close();
    }
    const dev = await ctx.app.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(dev.headers['strict-transport-security']).toBeUndefined();
  }, 180_000);
});

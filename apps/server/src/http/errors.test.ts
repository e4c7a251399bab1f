import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyMembers } from '../db/schema/index.ts';
import { createTestContext, type TestContext } from '../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const members = async () => (await ctx.database.db.select({ n: count() }).from(familyMembers))[0]!.n;

describe('bad input anywhere', () => {
  it('answers malformed JSON with 400 VALIDATION naming the body, and writes nothing', async () => {
    const before = await members();
    const res = await ctx.as('parentWang', {
      method: 'POST',
      url: '/app-web2/family_members',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "x", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', data: null, errors: [{ field: 'body' }] });
    expect(await members()).toBe(before);
  });

  it('refuses a body over 1 MiB with 413 TOO_LARGE', async () => {
    const res = await ctx.as('parentWang', {
      method: 'POST',
      url: '/app-web2/family_members',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10), sex: 'male', birthDate: '2020-01-01', relation: 'child' }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'TOO_LARGE', data: null });
  });

  it('refuses a body that is not JSON', async () => {
    const res = await ctx.as('parentWang', {
      method: 'POST',
      url: '/app-web2/family_members',
      headers: { 'content-type': 'text/plain' },
      payload: 'name=x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });

  it('answers an unknown API path with a JSON 404 in the envelope', async () => {
    const res = await ctx.app.inject({ url: '/app-web2/no_such_call' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', data: null, message: '未找到相关信息' });
  });

  it('speaks the lang parameter, else Accept-Language, else Chinese', async () => {
    const url = '/app-web2/auth/me';
    expect((await ctx.app.inject({ url: `${url}?lang=en-US` })).json().message).toBe('Please sign in first.');
    expect((await ctx.app.inject({ url, headers: { 'accept-language': 'en-GB,en;q=0.9' } })).json().message).toBe('Please sign in first.');
    expect((await ctx.app.inject({ url: `${url}?lang=fr`, headers: { 'accept-language': 'fr-FR' } })).json().message).toBe('请先登录');
    expect((await ctx.app.inject({ url: `${url}?lang=zh-CN`, headers: { 'accept-language': 'en-US' } })).json().message).toBe('请先登录');
  });

  it('keeps serving after a burst of bad requests', async () => {
    const bad = ['{', '[]', 'null', '"x"', '{"phone":{"$gt":""}}', '{"phone":"1380000000\\u0000"}'];
    for (const payload of bad) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/app-web2/auth/sms_code',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
    }
    expect((await ctx.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('an unexpected failure', () => {
  it('is a 500 INTERNAL that leaks no stack and no SQL', async () => {
    const { buildApp } = await import('../app.ts');
    const app = await buildApp({ config: ctx.config, database: ctx.database, db: ctx.database.db }, { logger: false });
    app.get('/app-web2/test_boom', { config: { access: { kind: 'public' } } }, async () => {
      throw new Error('select * from accounts where secret = 1 at Object.<anonymous> (/srv/app.ts:1:1)');
    });
    const res = await app.inject({ url: '/app-web2/test_boom?lang=en-US' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'INTERNAL', data: null, message: 'Something went wrong on our side. Please try again later.' });
    expect(res.body).not.toMatch(/select|app\.ts|at Object/);
    await app.close();
  });
});

describe('service endpoints', () => {
  it('reports liveness and readiness', async () => {
    expect((await ctx.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await ctx.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });

  it('serves an OpenAPI description generated from the zod schemas', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/app-web2/auth/login', '/app-web2/family_members', '/app-aggregation-service/app/patients/{patientId}']),
    );
    const loginBody = doc.paths['/app-web2/auth/login'].post.requestBody.content['application/json'].schema;
    expect(loginBody.required).toEqual(expect.arrayContaining(['phone', 'code']));
  });
});

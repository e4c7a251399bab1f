import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test-support/test-app.ts';
import { readCookie, SESSION_COOKIE } from './session-cookie.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

async function signIn(phone: string) {
  const sent = await ctx.app.inject({ method: 'POST', url: '/app-web2/auth/sms_code', payload: { phone } });
  return ctx.app.inject({ method: 'POST', url: '/app-web2/auth/login', payload: { phone, code: sent.json().data.devCode } });
}

describe('the session cookie of the server-rendered first screen', () => {
  it('is set by the sign-in beside the token, HttpOnly and SameSite=Lax, for as long as the session', async () => {
    const res = await signIn('13800000001');
    const cookie = String(res.headers['set-cookie']);
    const token = res.json().data.token as string;
    expect(cookie).toContain(`${SESSION_COOKIE}=${encodeURIComponent(token)};`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).toMatch(/Max-Age=\d+/);
  });

  it('never authorises an API call: without the token header the call is anonymous', async () => {
    const token = (await signIn('13900000001')).json().data.token as string;
    const res = await ctx.app.inject({ url: '/app-web2/auth/me', headers: { cookie: `${SESSION_COOKIE}=${encodeURIComponent(token)}` } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('is cleared by the sign-out', async () => {
    const token = (await signIn('13800000002')).json().data.token as string;
    const res = await ctx.app.inject({ method: 'POST', url: '/app-web2/auth/logout', headers: { token } });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(new RegExp(`^${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly`));
  });

  it('is read from a Cookie header among others, and a malformed value reads as none', () => {
    expect(readCookie({ headers: { cookie: `a=1; ${SESSION_COOKIE}=t%2Bk; b=2` } }, SESSION_COOKIE)).toBe('t+k');
    expect(readCookie({ headers: { cookie: `${SESSION_COOKIE}=%E0%A4%A` } }, SESSION_COOKIE)).toBeNull();
    expect(readCookie({ headers: {} }, SESSION_COOKIE)).toBeNull();
  });
});

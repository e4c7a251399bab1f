import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/migrate.ts';
import { sessions, smsCodes } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const sendCode = (phone: string, query = '') =>
  ctx.app.inject({ method: 'POST', url: `/app-web2/auth/sms_code${query}`, payload: { phone } });
const login = (phone: string, code: string) => ctx.app.inject({ method: 'POST', url: '/app-web2/auth/login', payload: { phone, code } });

describe('sign-in by phone and one-time code', () => {
  it('signs a demo parent in with the code and returns the account', async () => {
    const sent = await sendCode('13800000001');
    expect(sent.statusCode).toBe(200);
    const { devCode } = sent.json().data;
    expect(devCode).toMatch(/^\d{6}$/);
    const res = await login('13800000001', devCode);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: '1', data: { account: { role: 'parent', name: '王丽', phone: '13800000001' } } });
    const me = await ctx.app.inject({ url: '/app-web2/auth/me', headers: { token: res.json().data.token } });
    expect(me.json().data.phone).toBe('13800000001');
  });

  it('stores the code and the token only as hashes', async () => {
    const sent = await sendCode('13800000077');
    const { devCode } = sent.json().data;
    const token = (await login('13800000077', devCode)).json().data.token as string;
    const codes = await ctx.database.db.select().from(smsCodes).where(eq(smsCodes.phone, '13800000077'));
    expect(codes[0]!.codeHash).not.toContain(devCode);
    expect(codes[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    const all = rowsOf<{ token_hash: string }>(await ctx.database.db.execute(sql`select token_hash from sessions`));
    expect(all.some((s) => s.token_hash === token)).toBe(false);
  });

  it('gives a new phone a new parent account', async () => {
    const { devCode } = (await sendCode('13811112222')).json().data;
    const res = await login('13811112222', devCode);
    expect(res.json().data.account).toMatchObject({ role: 'parent', phone: '13811112222' });
  });

  it('accepts a code only once', async () => {
    const { devCode } = (await sendCode('13800000088')).json().data;
    expect((await login('13800000088', devCode)).statusCode).toBe(200);
    const again = await login('13800000088', devCode);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({
      code: 'UNAUTHORIZED',
      data: { reason: 'used', triesLeft: null },
      message: '验证码已使用，请重新获取',
    });
  });

  it('refuses a code after its five minutes', async () => {
    const { devCode } = (await sendCode('13800000089')).json().data;
    await ctx.database.db
      .update(smsCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(smsCodes.phone, '13800000089'));
    const res = await login('13800000089', devCode);
    expect(res.statusCode).toBe(401);
    expect(res.json().data).toEqual({ reason: 'expired', triesLeft: null });
  });

  it('burns a code after five wrong tries, even if the sixth is right', async () => {
    const { devCode } = (await sendCode('13800000090')).json().data;
    const wrong = devCode === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await login('13800000090', wrong));
    expect(answers.map((res) => res.statusCode)).toEqual([401, 401, 401, 401, 401]);
    expect(answers.map((res) => res.json().data)).toEqual([
      { reason: 'wrong', triesLeft: 4 },
      { reason: 'wrong', triesLeft: 3 },
      { reason: 'wrong', triesLeft: 2 },
      { reason: 'wrong', triesLeft: 1 },
      { reason: 'tooManyTries', triesLeft: null },
    ]);
    const sixth = await login('13800000090', devCode);
    expect(sixth.statusCode).toBe(401);
    expect(sixth.json().data).toEqual({ reason: 'tooManyTries', triesLeft: null });
  });

  it('says how many tries are left in the asked language', async () => {
    const { devCode } = (await sendCode('13800000094')).json().data;
    const wrong = devCode === '000000' ? '111111' : '000000';
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/app-web2/auth/login?lang=en-US',
      payload: { phone: '13800000094', code: wrong },
    });
    expect(res.json()).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'The code is wrong. Tries left: 4.',
      data: { reason: 'wrong', triesLeft: 4 },
    });
  });

  it('calls a code for a phone that never asked for one wrong, with no tries to count', async () => {
    const res = await login('13800000095', '123456');
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', data: { reason: 'wrong', triesLeft: null } });
  });

  it('refuses a second code for the same phone within a minute, in the asked language', async () => {
    expect((await sendCode('13800000091')).statusCode).toBe(200);
    const again = await sendCode('13800000091', '?lang=en-US');
    expect(again.statusCode).toBe(429);
    // When the next one can be asked for: within the minute, in the header and in the envelope.
    expect(again.json()).toMatchObject({ code: 'RATE_LIMITED', data: { retryAfterSeconds: expect.any(Number) } });
    expect(again.json().data.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(Number(again.headers['retry-after'])).toBe(again.json().data.retryAfterSeconds);
    expect(again.json().message).toMatch(/wait/i);
  });

  it('signs out: the token stops working', async () => {
    const { devCode } = (await sendCode('13800000092')).json().data;
    const token = (await login('13800000092', devCode)).json().data.token;
    expect((await ctx.app.inject({ method: 'POST', url: '/app-web2/auth/logout', headers: { token } })).statusCode).toBe(200);
    const me = await ctx.app.inject({ url: '/app-web2/auth/me', headers: { token } });
    expect(me.statusCode).toBe(401);
  });

  it('refuses an expired session', async () => {
    const { devCode } = (await sendCode('13800000093')).json().data;
    const token = (await login('13800000093', devCode)).json().data.token;
    await ctx.database.db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await ctx.app.inject({ url: '/app-web2/auth/me', headers: { token } })).statusCode).toBe(401);
  });

  it('refuses an unknown token and a missing one with 401', async () => {
    expect((await ctx.app.inject({ url: '/app-web2/auth/me', headers: { token: 'nope' } })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/app-web2/auth/me' })).json()).toMatchObject({ code: 'UNAUTHORIZED', data: null });
  });
});

// Production (no devCode, codes by SMS, never in the log): tencent-sms.test.ts.

describe('sending limits', () => {
  it('caps codes per phone per hour as configured', async () => {
    const limited = await createTestContext({ OTP_RESEND_INTERVAL_SECONDS: '0', OTP_MAX_PER_PHONE_PER_HOUR: '3' });
    try {
      const send = () => limited.app.inject({ method: 'POST', url: '/app-web2/auth/sms_code', payload: { phone: '13800000055' } });
      for (let i = 0; i < 3; i++) expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

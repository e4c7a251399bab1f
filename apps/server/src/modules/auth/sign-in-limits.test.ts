import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test-support/test-app.ts';

/** Issue 11: wrong codes are limited per phone and per client address, across codes, with Retry-After. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ OTP_MAX_WRONG_PER_PHONE: '3', OTP_MAX_WRONG_PER_IP: '5', OTP_RESEND_INTERVAL_SECONDS: '0' });
});
afterAll(async () => ctx.close());

const sendCode = (phone: string, remoteAddress = '203.0.113.1') =>
  ctx.app.inject({ method: 'POST', url: '/app-web2/auth/sms_code', payload: { phone }, remoteAddress });
const login = (phone: string, code: string, remoteAddress = '203.0.113.1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/app-web2/auth/login',
    payload: { phone, code },
    remoteAddress,
    headers: { 'accept-language': 'en-US' },
  });

describe('wrong sign-in codes', () => {
  it('are limited per phone across codes: then 429 with Retry-After, even for the right code', async () => {
    const phone = '13612340001';
    const code = (await sendCode(phone)).json().data.devCode as string;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i += 1) expect((await login(phone, wrong, `198.51.100.${i}`)).statusCode).toBe(401);
    const limited = await login(phone, code, '198.51.100.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many wrong codes. Please wait a while and try again.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().data.retryAfterSeconds).toBe(Number(limited.headers['retry-after']));
  });

  it('are limited per client address whatever the phone, and another address is not affected', async () => {
    const address = '192.0.2.77';
    for (let i = 0; i < 5; i += 1) {
      const phone = `1361234010${i}`;
      await sendCode(phone, address);
      expect((await login(phone, '000001', address)).statusCode).toBe(401);
    }
    const next = '13612340199';
    await sendCode(next, address);
    const limited = await login(next, '000001', address);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await login(next, '000001', '192.0.2.78')).statusCode).toBe(401);
  });
});

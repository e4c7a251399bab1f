import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/migrate.ts';
import { createTestContext, type TestContext } from '../../test-support/test-app.ts';
import { dropOldSignInRows } from './repository.ts';

/**
 * Issue 29 item 5: wrong codes are limited per code and per client address, never per phone, so nobody can lock a
 * parent out; what bounds guessing at a phone is the codes it is sent a day. The default limits (one code a minute
 * and nine a day per phone and kind of device, five tries a code, twenty wrong codes per address in 15 minutes).
 * Time passes by moving the rows back (`age`), never by waiting: every window is judged on the database's clock.
 */
let ctx: TestContext;
beforeAll(async () => {
  // Production's daily cap (outside production the demo's is 1000: its codes are on screen anyway).
  ctx = await createTestContext({ OTP_MAX_PER_PHONE_PER_DAY: '9' });
});
afterAll(async () => ctx?.close());

const OWNER_DEVICE = 'owner-phone-browser-0001';
const sendCode = (phone: string, remoteAddress: string, deviceId?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/app-web2/auth/sms_code',
    payload: { phone, ...(deviceId ? { deviceId } : {}) },
    remoteAddress,
    headers: { 'accept-language': 'en-US' },
  });
const login = (phone: string, code: string, remoteAddress: string, deviceId?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/app-web2/auth/login',
    payload: { phone, code, ...(deviceId ? { deviceId } : {}) },
    remoteAddress,
    headers: { 'accept-language': 'en-US' },
  });
const devCode = async (res: Awaited<ReturnType<typeof sendCode>>) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.devCode as string;
};
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
/** Moves every code of the phone and every wrong try `seconds` into the past. */
async function age(seconds: number, phone?: string): Promise<void> {
  const back = sql`${seconds} * interval '1 second'`;
  await ctx.database.db.execute(sql`UPDATE sms_codes SET created_at = created_at - ${back}, expires_at = expires_at - ${back}
    WHERE ${phone ? sql`phone = ${phone}` : sql`true`}`);
  if (!phone) await ctx.database.db.execute(sql`UPDATE sign_in_failures SET created_at = created_at - ${back}`);
}
const attacker = (i: number) => `198.51.100.${i}`;

describe('an attacker who knows a parent’s phone', () => {
  const phone = '13612340001';

  it('does not stop the parent with fifteen and more wrong codes from other addresses: a fresh code signs in within a minute', async () => {
    let wrongs = 0;
    for (let round = 0; round < 4; round += 1) {
      const code = await devCode(await sendCode(phone, attacker(round), round % 2 ? `attacker-device-${round}-000` : undefined));
      for (let i = 0; i < 5; i += 1, wrongs += 1) {
        const res = await login(phone, wrongFor(code), attacker(10 + wrongs), round % 2 ? `attacker-device-${round}-000` : undefined);
        expect(res.statusCode).toBe(401);
      }
      if (round < 3) await age(61, phone);
    }
    expect(wrongs).toBe(20);
    // The attacker asked for a code a moment ago: the parent's own browser waits out the rest of that minute.
    const tooSoon = await sendCode(phone, '203.0.113.7', OWNER_DEVICE);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({ code: 'RATE_LIMITED', data: { retryAfterSeconds: expect.any(Number) } });
    expect(tooSoon.json().data.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(Number(tooSoon.headers['retry-after'])).toBe(tooSoon.json().data.retryAfterSeconds);
    await age(61, phone);
    const code = await devCode(await sendCode(phone, '203.0.113.7', OWNER_DEVICE));
    // Wrong codes sent while the parent reads the SMS hit the attacker's own codes, never the parent's.
    for (let i = 0; i < 6; i += 1) expect((await login(phone, wrongFor(code), attacker(40 + i))).statusCode).toBe(401);
    const signedIn = await login(phone, code, '203.0.113.7', OWNER_DEVICE);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().data.account.phone).toBe(phone);
  });

  it('cannot hold back a browser that signed in to the phone before: its own minute and daily codes, no address limit', async () => {
    const phone = '13612340002';
    const shared = '203.0.113.8';
    await login(phone, await devCode(await sendCode(phone, shared, OWNER_DEVICE)), shared, OWNER_DEVICE);
    // The attacker uses up the day's codes of every other browser, from the parent's own network too.
    for (let i = 0; i < 8; i += 1) {
      await age(61, phone);
      await devCode(await sendCode(phone, attacker(60 + i), `attacker-device-9${i}-000`));
    }
    const spent = await sendCode(phone, attacker(70));
    expect(spent.statusCode).toBe(429);
    expect(spent.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'This phone has been sent as many codes as allowed for now. Please try again later.',
    });
    for (let i = 0; i < 20; i += 1) expect((await login(`1361234${String(1000 + i)}`, '123456', shared)).statusCode).toBe(401);
    expect((await login(phone, '123456', shared)).statusCode).toBe(429);
    // The parent's browser: a code at once (the attacker's last one is not a minute old), and in.
    const code = await devCode(await sendCode(phone, shared, OWNER_DEVICE));
    const signedIn = await login(phone, code, shared, OWNER_DEVICE);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });
});

describe('a code', () => {
  it('is dead after five wrong tries, even with the right one after; a new code starts a new count', async () => {
    const phone = '13612340011';
    const code = await devCode(await sendCode(phone, '192.0.2.11'));
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push((await login(phone, wrongFor(code), attacker(100 + i))).json().data);
    expect(answers).toEqual([
      { reason: 'wrong', triesLeft: 4 },
      { reason: 'wrong', triesLeft: 3 },
      { reason: 'wrong', triesLeft: 2 },
      { reason: 'wrong', triesLeft: 1 },
      { reason: 'tooManyTries', triesLeft: null },
    ]);
    expect((await login(phone, code, '192.0.2.11')).json().data).toEqual({ reason: 'tooManyTries', triesLeft: null });
    await age(61, phone);
    const fresh = await devCode(await sendCode(phone, '192.0.2.11'));
    expect((await login(phone, wrongFor(fresh), '192.0.2.11')).json().data).toEqual({ reason: 'wrong', triesLeft: 4 });
    expect((await login(phone, fresh, '192.0.2.11')).statusCode).toBe(200);
  });

  it('judges no more than five guesses when many arrive at once', async () => {
    const phone = '13612340012';
    const code = await devCode(await sendCode(phone, '192.0.2.12'));
    const guesses = await Promise.all(Array.from({ length: 12 }, (_, i) => login(phone, wrongFor(code), attacker(120 + i))));
    expect(guesses.every((res) => res.statusCode === 401)).toBe(true);
    expect(guesses.filter((res) => res.json().data.triesLeft !== null)).toHaveLength(4);
    const [row] = rowsOf<{ failed_attempts: number; dead: boolean }>(
      await ctx.database.db.execute(sql`SELECT failed_attempts, consumed_at IS NOT NULL AS dead FROM sms_codes WHERE phone = ${phone}`),
    );
    expect(row).toEqual({ failed_attempts: 5, dead: true });
    expect((await login(phone, code, '192.0.2.12')).statusCode).toBe(401);
  });

  it('is tried only from the browser that asked for it: another browser’s wrong tries leave it whole', async () => {
    const phone = '13612340013';
    const code = await devCode(await sendCode(phone, '192.0.2.13', 'the-parents-browser-13'));
    for (let i = 0; i < 5; i += 1) {
      expect((await login(phone, wrongFor(code), attacker(140 + i), 'someone-elses-browser-13')).json().data).toEqual({
        reason: 'wrong',
        triesLeft: null,
      });
    }
    expect((await login(phone, code, '192.0.2.13', 'the-parents-browser-13')).statusCode).toBe(200);
  });
});

describe('limits per client address', () => {
  it('answer twenty-one wrong codes in 15 minutes with 429, Retry-After in the header and the envelope, in the asked language; another address goes on', async () => {
    const address = '192.0.2.77';
    for (let i = 0; i < 20; i += 1) expect((await login(`1361234${2000 + i}`, '000001', address)).statusCode).toBe(401);
    const limited = await login('13612342999', '000001', address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many wrong codes. Please wait a while and try again.',
      data: { retryAfterSeconds: expect.any(Number) },
    });
    expect(Number(limited.headers['retry-after'])).toBe(limited.json().data.retryAfterSeconds);
    expect(limited.json().data.retryAfterSeconds).toBeGreaterThan(15 * 60 - 60);
    expect((await login('13612342999', '000001', '192.0.2.78')).statusCode).toBe(401);
    await age(15 * 60);
    expect((await login('13612342999', '000001', address)).statusCode).toBe(401);
  });

  it('answer the 31st code asked from one address in an hour with 429 and Retry-After', async () => {
    const address = '192.0.2.88';
    for (let i = 0; i < 30; i += 1) await devCode(await sendCode(`1361234${3000 + i}`, address));
    const limited = await sendCode('13612343999', address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many codes were asked from this network. Please try again later.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500);
    expect((await sendCode('13612343999', '192.0.2.89')).statusCode).toBe(200);
  });
});

describe('the daily cap per phone', () => {
  it('sends nine codes a day to browsers new to the phone, then 429 until the first is a day old; a known browser has nine of its own', async () => {
    const phone = '13612340021';
    const known = 'known-browser-of-0021';
    await login(phone, await devCode(await sendCode(phone, '192.0.2.21', known)), '192.0.2.21', known);
    await age(61, phone);
    // That first code was the known browser's own while it was new: eight more for new browsers.
    for (let i = 0; i < 8; i += 1) {
      await devCode(await sendCode(phone, attacker(200 + i)));
      await age(61, phone);
    }
    const capped = await sendCode(phone, attacker(210));
    expect(capped.statusCode).toBe(429);
    const wait = capped.json().data.retryAfterSeconds as number;
    expect(Number(capped.headers['retry-after'])).toBe(wait);
    expect(wait).toBeGreaterThan(86_400 - 10 * 61 - 5);
    expect(wait).toBeLessThanOrEqual(86_400);
    for (let i = 0; i < 9; i += 1) {
      await devCode(await sendCode(phone, '192.0.2.21', known));
      await age(61, phone);
    }
    expect((await sendCode(phone, '192.0.2.21', known)).statusCode).toBe(429);
    await age(wait, phone);
    expect((await sendCode(phone, attacker(211))).statusCode).toBe(200);
  });
});

describe('the hourly housekeeping', () => {
  it('drops codes and wrong tries older than a day, with their phones and addresses', async () => {
    await age(86_400 + 60);
    const dropped = await dropOldSignInRows(ctx.database.db);
    expect(dropped.droppedSignInCodes).toBeGreaterThan(50);
    expect(dropped.droppedSignInFailures).toBeGreaterThan(20);
    const left = rowsOf<{ n: number }>(await ctx.database.db.execute(sql`SELECT count(*)::int AS n FROM sms_codes`));
    expect(left[0]!.n).toBe(0);
  });
});

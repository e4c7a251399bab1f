import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../../app.ts';
import { loadConfig } from '../../config/env.ts';
import { startServer } from '../../test-support/server-process.ts';
import { openTestDatabase } from '../../test-support/test-app.ts';
import { startFakeTencentSms, type FakeTencentSms } from './fake-tencent-sms.ts';

/** Issue 11, item 8: production sends sign-in codes by SMS through Tencent Cloud's SDK and never logs them. */
const SECRET_ID = 'AKIDfakeSecretIdForTests';
const SECRET_KEY = 'fakeSecretKeyForTests0123456789';
const settings = (endpoint: string) => ({
  NODE_ENV: 'production',
  PUBLIC_ORIGIN: 'https://sprout.example.com',
  AUTH_SECRET: 'a-production-secret-of-at-least-32-chars',
  DATA_DIR: '/nonexistent-unused',
  SMS_PROVIDER: 'tencent',
  TENCENT_SMS_SECRET_ID: SECRET_ID,
  TENCENT_SMS_SECRET_KEY: SECRET_KEY,
  TENCENT_SMS_SDK_APP_ID: '1400000001',
  TENCENT_SMS_SIGN_NAME: '禾苗成长',
  TENCENT_SMS_TEMPLATE_ID: '1234567',
  TENCENT_SMS_ENDPOINT: endpoint,
});

let fake: FakeTencentSms;
let app: FastifyInstance;
let drop: () => Promise<void>;
const log: string[] = [];

beforeAll(async () => {
  fake = await startFakeTencentSms(SECRET_ID, SECRET_KEY);
  const config = loadConfig(settings(fake.endpoint));
  // The run's migrated database (the seeded copy: a fresh one is an initdb and every migration, seconds on PGlite).
  const opened = await openTestDatabase({ seeded: true });
  drop = opened.drop;
  // Every log line at every level, as production would write it, to look for the code in.
  const stream = new Writable({ write: (chunk: Buffer, _enc, done) => (log.push(chunk.toString()), done()) });
  const logger = { ...(loggerOptions('trace') as object), stream };
  app = await buildApp({ config, database: opened.database, db: opened.database.db }, { logger });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await drop?.();
  await fake?.close();
});

const sendCode = (phone: string) =>
  app.inject({ method: 'POST', url: '/app-web2/auth/sms_code', payload: { phone }, headers: { 'accept-language': 'en-US' } });
/** A 6-digit code found in the log as a number of its own (not inside a timestamp). */
const inLog = (code: string) => log.some((line) => new RegExp(`(?<![0-9])${code}(?![0-9])`).test(line));

describe('sign-in codes in production', () => {
  it('are sent through Tencent Cloud SMS, signed with the configured keys, and never returned', async () => {
    fake.mode = 'ok';
    const res = await sendCode('13800000001');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: '1', data: { sent: true }, message: expect.any(String) });
    const call = fake.received.at(-1)!;
    expect(call).toMatchObject({ action: 'SendSms', version: '2021-01-11', region: 'ap-guangzhou', signatureValid: true });
    expect(call.body).toMatchObject({
      PhoneNumberSet: ['+8613800000001'],
      SmsSdkAppId: '1400000001',
      SignName: '禾苗成长',
      TemplateId: '1234567',
      TemplateParamSet: [expect.stringMatching(/^\d{6}$/), '5'],
    });
    // The code the phone received is the one that signs in.
    const code = (call.body.TemplateParamSet as string[])[0]!;
    const login = await app.inject({ method: 'POST', url: '/app-web2/auth/login', payload: { phone: '13800000001', code } });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.account.phone).toBe('13800000001');
  });

  it('never appear in the log, which says that a code was sent', async () => {
    fake.mode = 'ok';
    await sendCode('13800000002');
    const code = (fake.received.at(-1)!.body.TemplateParamSet as string[])[0]!;
    expect(log.some((line) => line.includes('"msg":"sign-in code sent"'))).toBe(true);
    expect(inLog(code)).toBe(false);
    expect(log.some((line) => line.includes('development sender'))).toBe(false);
  });

  it('answer 503 in the envelope when the provider refuses the number, logging its status but not the code', async () => {
    fake.mode = 'refused';
    const res = await sendCode('13800000003');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      code: 'UNAVAILABLE',
      data: null,
      message: 'The code could not be sent by SMS. Please try again in a moment.',
    });
    expect(log.some((line) => line.includes('LimitExceeded.PhoneNumberDailyLimit'))).toBe(true);
    const unsent = (fake.received.at(-1)!.body.TemplateParamSet as string[])[0]!;
    expect(inLog(unsent)).toBe(false);
    // The code that was not sent neither signs in nor holds back the next one (a minute apart otherwise).
    const login = await app.inject({ method: 'POST', url: '/app-web2/auth/login', payload: { phone: '13800000003', code: unsent } });
    expect(login.statusCode).toBe(401);
    fake.mode = 'ok';
    expect((await sendCode('13800000003')).statusCode).toBe(200);
  });

  it('answer 503 when the API refuses the call itself (bad keys), logging the error code', async () => {
    fake.mode = 'apiError';
    const res = await sendCode('13800000004');
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('UNAVAILABLE');
    expect(log.some((line) => line.includes('AuthFailure.SignatureFailure') && line.includes('fake-'))).toBe(true);
    expect(inLog((fake.received.at(-1)!.body.TemplateParamSet as string[])[0]!)).toBe(false);
  });
});

describe('a production server without a code sender', () => {
  it('refuses to start, naming the setting', async () => {
    const env = settings('https://sms.tencentcloudapi.com');
    const { SMS_PROVIDER: _provider, ...withoutSender } = env;
    await expect(startServer(withoutSender)).rejects.toThrow(/server exited \(1\)[\s\S]*SMS_PROVIDER=tencent/);
    await expect(startServer({ ...withoutSender, SMS_PROVIDER: 'log' })).rejects.toThrow(
      /SMS_PROVIDER=log writes sign-in codes to the log/,
    );
  }, 60_000);
});

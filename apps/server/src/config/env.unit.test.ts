import { describe, expect, it } from 'vitest';
import { OTP_LENGTH } from '@sprout/contracts';
import { ConfigError, loadConfig } from './env.ts';
import { OTP_DIGITS, OTP_SAFE_CODES_PER_DAY, OTP_TRIES_PER_CODE } from './limits.ts';

/** A configured code sender and the site's origin, which production requires. */
const SMS = {
  PUBLIC_ORIGIN: 'https://sprout.example.com',
  SMS_PROVIDER: 'tencent',
  TENCENT_SMS_SECRET_ID: 'id',
  TENCENT_SMS_SECRET_KEY: 'key',
  TENCENT_SMS_SDK_APP_ID: '1400000001',
  TENCENT_SMS_SIGN_NAME: 'sign',
  TENCENT_SMS_TEMPLATE_ID: '1',
};

describe('configuration', () => {
  it('defaults to the embedded database in ./data, port 8080 and demo mode', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.demo).toBe(true);
    expect(config.database.kind).toBe('pglite');
    expect(config.database.kind === 'pglite' && config.database.dataDir).toMatch(/\/data$/);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/db' });
    expect(config.database).toMatchObject({ kind: 'postgres', url: 'postgres://u@127.0.0.1:5432/db' });
  });

  it('refuses production without DATABASE_URL or an explicit DATA_DIR', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), ...SMS })).toThrow(/DATABASE_URL.*DATA_DIR/);
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), DATA_DIR: '/var/lib/sprout', ...SMS }).demo).toBe(false);
  });

  it('gives demo mode a chat widget (a company id and the in-app demo chat), production none, a configured one always wins', () => {
    expect(loadConfig({}).customerService).toEqual({
      companyId: 'sprout-demo',
      entranceLink: '/customerService/demoChat',
      phone: '400-000-0000',
    });
    const production = loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), DATA_DIR: '/var/lib/sprout', ...SMS });
    expect(production.customerService).toEqual({ companyId: '', entranceLink: '', phone: '400-000-0000' });
    const configured = loadConfig({ CUSTOMER_SERVICE_COMPANY_ID: 'c42', CUSTOMER_SERVICE_ENTRANCE_LINK: 'https://chat.example.com/entry' });
    expect(configured.customerService).toMatchObject({ companyId: 'c42', entranceLink: 'https://chat.example.com/entry' });
  });

  it('refuses production without an AUTH_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: '/x', ...SMS })).toThrow(/AUTH_SECRET/);
  });

  it('refuses production without an SMS code sender, or with the log sender, and names missing Tencent settings', () => {
    const prod = { NODE_ENV: 'production', DATA_DIR: '/x', AUTH_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig(prod)).toThrow(/SMS_PROVIDER=tencent/);
    expect(() => loadConfig({ ...prod, SMS_PROVIDER: 'log' })).toThrow(/allowed only outside production/);
    expect(() => loadConfig({ ...prod, ...SMS, TENCENT_SMS_SIGN_NAME: '', TENCENT_SMS_TEMPLATE_ID: '' })).toThrow(
      /TENCENT_SMS_SIGN_NAME: required[\s\S]*TENCENT_SMS_TEMPLATE_ID: required/,
    );
    expect(loadConfig({ ...prod, ...SMS }).sms).toMatchObject({
      provider: 'tencent',
      region: 'ap-guangzhou',
      endpoint: 'https://sms.tencentcloudapi.com',
    });
  });

  it('writes codes to the log outside production unless an SMS provider is named', () => {
    expect(loadConfig({}).sms).toEqual({ provider: 'log' });
    expect(loadConfig({ NODE_ENV: 'test' }).sms).toEqual({ provider: 'log' });
    expect(loadConfig(SMS).sms.provider).toBe('tencent');
  });

  it('names every bad variable', () => {
    try {
      loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/LOG_LEVEL/);
    }
  });

  it('keeps monitoring events 30 days unless told otherwise, and refuses a retention that is not a whole number of days from 1', () => {
    expect(loadConfig({}).monitoring.retentionDays).toBe(30);
    expect(loadConfig({ MONITORING_RETENTION_DAYS: '7' }).monitoring.retentionDays).toBe(7);
    for (const bad of ['0', '-1', '2.5', 'month']) {
      expect(() => loadConfig({ MONITORING_RETENTION_DAYS: bad }), bad).toThrow(/MONITORING_RETENTION_DAYS/);
    }
  });

  it('watches the listening socket through four descriptors unless told otherwise, from 1 to 16', () => {
    expect(loadConfig({}).listeningHandles).toBe(4);
    expect(loadConfig({ LISTENING_HANDLES: '1' }).listeningHandles).toBe(1);
    for (const bad of ['0', '17', '2.5', 'many']) {
      expect(() => loadConfig({ LISTENING_HANDLES: bad }), bad).toThrow(/LISTENING_HANDLES/);
    }
  });

  it('lists every missing or invalid production setting in one message', () => {
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production', PORT: 'eighty', PUBLIC_ORIGIN: 'http://sprout.example.com', SMS_PROVIDER: 'tencent' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    for (const name of [
      'PORT',
      'DATABASE_URL',
      'AUTH_SECRET',
      'PUBLIC_ORIGIN: must be https',
      'TENCENT_SMS_SECRET_ID',
      'TENCENT_SMS_SECRET_KEY',
      'TENCENT_SMS_SDK_APP_ID',
      'TENCENT_SMS_SIGN_NAME',
      'TENCENT_SMS_TEMPLATE_ID',
    ]) {
      expect(message, name).toContain(name);
    }
    expect(message.split('\n')).toHaveLength(10);
    // Nothing set at all: each setting production needs, named at once.
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /DATABASE_URL[\s\S]*AUTH_SECRET[\s\S]*PUBLIC_ORIGIN[\s\S]*SMS_PROVIDER=tencent[\s\S]*TENCENT_SMS_TEMPLATE_ID/,
    );
  });

  it('makes links from PUBLIC_ORIGIN: required in production, http://localhost:<port> outside it, an origin only', () => {
    expect(loadConfig({}).publicOrigin).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '9123' }).publicOrigin).toBe('http://localhost:9123');
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://sprout.example.com/' }).publicOrigin).toBe('https://sprout.example.com');
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'https://sprout.example.com/app' })).toThrow(/PUBLIC_ORIGIN: an origin only/);
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'javascript:alert(1)' })).toThrow(/PUBLIC_ORIGIN/);
    const { PUBLIC_ORIGIN: _unset, ...withoutOrigin } = SMS;
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: '/x', AUTH_SECRET: 'x'.repeat(32), ...withoutOrigin })).toThrow(
      /needs PUBLIC_ORIGIN/,
    );
  });

  it('keeps guessing a sign-in code below 1 in 10,000 per phone per day: production refuses a daily cap that breaks it', () => {
    // Two kinds of requester (known devices, the others) x codes a day x tries a code, over 10^6 six-digit codes.
    expect(OTP_DIGITS).toBe(OTP_LENGTH);
    expect(OTP_SAFE_CODES_PER_DAY).toBe(9);
    expect((2 * OTP_SAFE_CODES_PER_DAY * OTP_TRIES_PER_CODE) / 10 ** OTP_DIGITS).toBeLessThan(1 / 10_000);
    expect((2 * (OTP_SAFE_CODES_PER_DAY + 1) * OTP_TRIES_PER_CODE) / 10 ** OTP_DIGITS).toBeGreaterThanOrEqual(1 / 10_000);
    const prod = { NODE_ENV: 'production', DATA_DIR: '/x', AUTH_SECRET: 'x'.repeat(32), ...SMS };
    expect(loadConfig(prod).otpLimits.maxPerPhonePerDay).toBe(9);
    expect(() => loadConfig({ ...prod, OTP_MAX_PER_PHONE_PER_DAY: '10' })).toThrow(
      /OTP_MAX_PER_PHONE_PER_DAY: at most 9 in production \(2 x 10 codes x 5 tries in 10\^6 is 1 in 10000/,
    );
    // Outside production the demo shows its codes on screen: many people may sign in to one demo phone a day.
    expect(loadConfig({}).otpLimits.maxPerPhonePerDay).toBe(1000);
    expect(loadConfig({ OTP_MAX_PER_PHONE_PER_DAY: '100000' }).otpLimits.maxPerPhonePerDay).toBe(100_000);
  });
});

import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

/** Production's required settings, with the sign-in codes' Tencent Cloud SMS. */
const PRODUCTION = {
  NODE_ENV: 'production',
  DATA_DIR: '/srv/sprout',
  AUTH_SECRET: 'a-production-secret-of-at-least-32-chars',
  PUBLIC_ORIGIN: 'https://sprout.example.com',
  SMS_PROVIDER: 'tencent',
  TENCENT_SMS_SECRET_ID: 'id',
  TENCENT_SMS_SECRET_KEY: 'key',
  TENCENT_SMS_SDK_APP_ID: '1400000001',
  TENCENT_SMS_SIGN_NAME: 'sign',
  TENCENT_SMS_TEMPLATE_ID: '1',
};

describe('reminder settings', () => {
  it('with nothing set: the daily run at 09:00 China time, and both channels to the development log', () => {
    expect(loadConfig({}).reminders).toEqual({
      enabled: true,
      cron: '0 9 * * *',
      timezone: 'Asia/Shanghai',
      sms: { kind: 'log' },
      wechat: { kind: 'log' },
    });
  });

  it('in production without reminder templates: both channels off, never the log', () => {
    expect(loadConfig(PRODUCTION).reminders).toMatchObject({ sms: { kind: 'off' }, wechat: { kind: 'off' } });
  });

  it('send by the sign-in codes’ Tencent Cloud SMS with the reminder templates, and by WeChat with its template', () => {
    const config = loadConfig({
      ...PRODUCTION,
      TENCENT_SMS_REMINDER_TEMPLATE_ID: '2',
      WECHAT_APP_ID: 'wx1',
      WECHAT_APP_SECRET: 'secret',
      WECHAT_REMINDER_TEMPLATE_ID: 'tmpl',
    });
    expect(config.reminders.sms).toMatchObject({
      kind: 'tencent',
      templateIds: { 'zh-CN': '2', 'en-US': '2' },
      sms: { sdkAppId: '1400000001' },
    });
    expect(config.reminders.wechat).toEqual({
      kind: 'api',
      appId: 'wx1',
      appSecret: 'secret',
      templateId: 'tmpl',
      page: '',
      apiBase: 'https://api.weixin.qq.com',
    });
  });

  it('refuse to start naming each bad setting', () => {
    const start = () =>
      loadConfig({ WECHAT_REMINDER_TEMPLATE_ID: 'tmpl', REMINDERS_CRON: 'every day', REMINDERS_TIMEZONE: 'Mars/Olympus' });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(/REMINDERS_CRON/);
    expect(start).toThrow(/REMINDERS_TIMEZONE/);
    expect(start).toThrow(/WECHAT_REMINDER_TEMPLATE_ID needs WECHAT_APP_ID and WECHAT_APP_SECRET/);
  });
});

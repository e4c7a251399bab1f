import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeWechatApi, type FakeWechatApi } from './fake-wechat-api.ts';
import { WechatApiError, wechatReminderApi } from './wechat-api.ts';

/** The WeChat calls of reminders against a local fake of api.weixin.qq.com. */
let fake: FakeWechatApi;
let api: ReturnType<typeof wechatReminderApi>;
beforeAll(async () => {
  fake = await startFakeWechatApi('wx1', 'secret');
  api = wechatReminderApi({ kind: 'api', appId: 'wx1', appSecret: 'secret', templateId: 'tmpl', page: 'pages/index', apiBase: fake.base });
});
afterAll(async () => fake?.close());

const message = { touser: 'openid-a', data: { thing1: { value: '王小雨' } }, lang: 'zh_CN' as const };

describe('subscribeMessage.send', () => {
  it('posts the template, page, data and language with a cached access token', async () => {
    await api.subscribeSend(message);
    await api.subscribeSend(message);
    expect(fake.tokensIssued).toBe(1);
    expect(fake.sent.map((s) => s.body)).toEqual([
      { touser: 'openid-a', template_id: 'tmpl', page: 'pages/index', data: { thing1: { value: '王小雨' } }, lang: 'zh_CN' },
      { touser: 'openid-a', template_id: 'tmpl', page: 'pages/index', data: { thing1: { value: '王小雨' } }, lang: 'zh_CN' },
    ]);
  });

  it('fetches a new token once when WeChat says the cached one expired', async () => {
    fake.mode = 'tokenExpiredOnce';
    const before = fake.sent.length;
    await api.subscribeSend(message);
    expect(fake.tokensIssued).toBe(2);
    expect(fake.sent.length).toBe(before + 1);
  });

  it('fails with WeChat’s code when the parent refused the messages', async () => {
    fake.mode = 'refused';
    await expect(api.subscribeSend(message)).rejects.toEqual(new WechatApiError('subscribeMessage.send', 43101));
  });
});

describe('code2Session', () => {
  it('turns the code of wx.login into the openid, and refuses a bad code with WeChat’s code', async () => {
    expect(await api.openIdOf('code-b')).toBe('openid-b');
    await expect(api.openIdOf('nonsense')).rejects.toMatchObject({ call: 'code2Session', errcode: 40029 });
  });
});

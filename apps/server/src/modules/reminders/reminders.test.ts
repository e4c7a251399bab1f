import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/migrate.ts';
import { makeTestFamily, recordingLogger } from '../../test-support/reminder-family.ts';
import { createTestContext, type TestContext } from '../../test-support/test-app.ts';
import { startFakeTencentSms, type FakeTencentSms } from '../auth/fake-tencent-sms.ts';
import { startFakeWechatApi, type FakeWechatApi } from './fake-wechat-api.ts';
import { remindFamily } from './run.ts';
import { reminderChannels, type ReminderChannels } from './senders.ts';

/**
 * Issue 34 part 3, on the real database of the project (PGlite, or PostgreSQL in server-pg): what is due, by the one
 * rule set, becomes at most one message a family a day, by SMS through Tencent Cloud and by WeChat's
 * subscribeMessage.send, each a local fake of the provider's API; the switches, the days before and the opt-in hold.
 */
const SECRET_ID = 'AKIDfakeSecretIdForTests';
const SECRET_KEY = 'fakeSecretKeyForTests0123456789';
let ctx: TestContext;
let sms: FakeTencentSms;
let wechat: FakeWechatApi;
let channels: ReminderChannels;
const { log, lines } = recordingLogger();
let family: Awaited<ReturnType<typeof makeTestFamily>>;

beforeAll(async () => {
  sms = await startFakeTencentSms(SECRET_ID, SECRET_KEY);
  wechat = await startFakeWechatApi('wx-app-id', 'wx-app-secret');
  ctx = await createTestContext({
    SMS_PROVIDER: 'tencent',
    TENCENT_SMS_SECRET_ID: SECRET_ID,
    TENCENT_SMS_SECRET_KEY: SECRET_KEY,
    TENCENT_SMS_SDK_APP_ID: '1400000001',
    TENCENT_SMS_SIGN_NAME: '禾苗成长',
    TENCENT_SMS_TEMPLATE_ID: '1111111',
    TENCENT_SMS_REMINDER_TEMPLATE_ID: '2222222',
    TENCENT_SMS_REMINDER_TEMPLATE_ID_EN: '3333333',
    TENCENT_SMS_ENDPOINT: sms.endpoint,
    WECHAT_APP_ID: 'wx-app-id',
    WECHAT_APP_SECRET: 'wx-app-secret',
    WECHAT_REMINDER_TEMPLATE_ID: 'tmpl-reminder',
    WECHAT_API_BASE: wechat.base,
  });
  channels = reminderChannels(ctx.config.reminders, log);
  family = await makeTestFamily(ctx.app, ctx.database.db, '13812340001', { toddler: '周小明', baby: '周小花' });
});
afterAll(async () => {
  await ctx?.close();
  await sms?.close();
  await wechat?.close();
});

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, lang = 'en-US') =>
  ctx.app.inject({ method, url, payload: payload as object, headers: { token: family.token, 'accept-language': lang } });
const settings = (over: Record<string, unknown> = {}) => ({
  enabled: true,
  daysBefore: 7,
  kinds: { growth: true, eye: true, vaccine: true },
  channels: { sms: true, wechat: true },
  ...over,
});
const reminderSms = () => sms.received.filter((r) => ['2222222', '3333333'].includes(String(r.body.TemplateId)));
const remind = (day: string) => remindFamily({ config: ctx.config, database: ctx.database, db: ctx.database.db }, channels, family, day);
const sends = async () =>
  rowsOf<{ day: string; status: string; sms: string; wechat: string }>(
    await ctx.database.db.execute(
      sql`SELECT day::text AS day, status, sms, wechat FROM reminder_sends WHERE account_id = ${family.accountId} ORDER BY day`,
    ),
  );

describe('reminder settings', () => {
  it('are off until the parent turns them on (opt-in), and nothing is sent before', async () => {
    const res = await call('GET', '/app-web2/reminders');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      settings: { enabled: false, daysBefore: 7, kinds: { growth: true, eye: true, vaccine: true }, channels: { sms: true, wechat: true } },
      available: { sms: true, wechat: true },
      wechatLinked: false,
      lastSent: null,
    });
    expect(await remind('2026-04-26')).toBe('off');
    expect(reminderSms()).toHaveLength(0);
  });

  it('are a parent’s own: refused without a session and to staff', async () => {
    const doctor = await ctx.as('doctorChen', { method: 'GET', url: '/app-web2/reminders' });
    const nobody = await ctx.as('nobody', { method: 'PUT', url: '/app-web2/reminders', payload: settings() });
    expect([doctor.statusCode, nobody.statusCode]).toEqual([403, 401]);
  });

  it('refuse bad input naming the field, and write nothing', async () => {
    const res = await call('PUT', '/app-web2/reminders', settings({ daysBefore: 99 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'daysBefore' })]);
    expect((await call('GET', '/app-web2/reminders')).json().data.settings.enabled).toBe(false);
  });

  it('are saved with the language of the request, and WeChat is linked from the code WeChat gave', async () => {
    const saved = await call('PUT', '/app-web2/reminders', settings());
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.settings).toEqual({ ...settings(), language: 'en-US' });
    const bad = await call('POST', '/app-web2/reminders/wechat', { code: 'not-a-code' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ field: 'code' })]);
    const linked = await call('POST', '/app-web2/reminders/wechat', { code: 'code-zhou' });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().data.wechatLinked).toBe(true);
  });
});

describe('the day’s reminder', () => {
  it('lists what is due by the app’s own rules: the next-check screen’s growth check and the schedule’s next dose', async () => {
    const next = await call('GET', `/app-web2/family_members/${family.toddler}/next_check`);
    expect(next.json().data.checks).toEqual([expect.objectContaining({ kind: 'growth', dueDate: '2026-05-03' })]);
    const schedule = await call('GET', `/app-web2/family_members/${family.baby}/vaccinations`);
    const hepB2 = schedule.json().data.doses.find((d: { vaccine: string; dose: number }) => d.vaccine === 'HepB' && d.dose === 2);
    // The screen plans as of today; its table date is the one the reminder of April 2026 named.
    expect(hepB2.scheduledDate).toBe('2026-05-01');
  });

  it('waits for the days before: nothing a day earlier than both items’ message days', async () => {
    // HepB 2 (2026-05-01) is told from 2026-04-24, the growth check (2026-05-03) from 2026-04-26.
    expect(await remind('2026-04-23')).toBe('nothing');
    expect(reminderSms()).toHaveLength(0);
  });

  it('sends one message listing the items due, by SMS and by WeChat, in the family’s language', async () => {
    expect(await remind('2026-04-24')).toBe('sent');
    expect(reminderSms()).toHaveLength(1);
    expect(reminderSms()[0]!).toMatchObject({ action: 'SendSms', signatureValid: true });
    expect(reminderSms()[0]!.body).toMatchObject({
      PhoneNumberSet: ['+8613812340001'],
      SmsSdkAppId: '1400000001',
      SignName: '禾苗成长',
      TemplateId: '3333333',
      TemplateParamSet: ['周小花', 'HepB dose 2', '2026-05-01'],
    });
    expect(wechat.sent).toHaveLength(1);
    expect(wechat.sent[0]!.body).toEqual({
      touser: 'openid-zhou',
      template_id: 'tmpl-reminder',
      data: { thing1: { value: '周小花' }, thing2: { value: 'HepB dose 2' }, date3: { value: '2026-05-01' } },
      lang: 'en_US',
    });
  });

  it('is sent once a day: the same day again sends nothing (idempotent), and each item is told once', async () => {
    expect(await remind('2026-04-24')).toBe('alreadySent');
    expect(await remind('2026-04-25')).toBe('nothing');
    // Two runs of one day at once (a retried job, another instance): the day's claim lets one through, and the other
    // says so whether it read before the first claimed, or after it had sent (then finding its items announced).
    expect((await Promise.all([remind('2026-04-26'), remind('2026-04-26')])).sort()).toEqual(['alreadySent', 'sent']);
    expect(reminderSms().map((r) => r.body.TemplateParamSet)).toEqual([
      ['周小花', 'HepB dose 2', '2026-05-01'],
      ['周小明', 'growth check', '2026-05-03'],
    ]);
    expect(await sends()).toEqual([
      { day: '2026-04-24', status: 'sent', sms: 'sent', wechat: 'sent' },
      { day: '2026-04-26', status: 'sent', sms: 'sent', wechat: 'sent' },
    ]);
    // The constraint holds even against a writer that skips the claim.
    await expect(
      ctx.database.db.execute(sql`INSERT INTO reminder_sends (account_id, day) VALUES (${family.accountId}, '2026-04-26')`),
    ).rejects.toThrow();
  });

  it('honours the switches of each kind and channel, and writes Chinese for a family that saved in Chinese', async () => {
    // A new measurement (at 2 years 1 month) moves the growth check to 2026-10-20 (183 days): a new item.
    await ctx.database.db.execute(
      sql`INSERT INTO growth_records (growth_id, record_date, height_cm) VALUES (${family.growthProfile}, '2026-04-20', 88)`,
    );
    const off = settings({ kinds: { growth: false, eye: true, vaccine: false }, channels: { sms: true, wechat: false } });
    expect((await call('PUT', '/app-web2/reminders', off, 'zh-CN')).statusCode).toBe(200);
    expect(await remind('2026-10-13')).toBe('nothing');
    const growthOnly = settings({ kinds: { growth: true, eye: false, vaccine: false }, channels: { sms: true, wechat: false } });
    await call('PUT', '/app-web2/reminders', growthOnly, 'zh-CN');
    const before = wechat.sent.length;
    expect(await remind('2026-10-13')).toBe('sent');
    expect(reminderSms().at(-1)!.body).toMatchObject({ TemplateId: '2222222', TemplateParamSet: ['周小明', '生长发育检查', '2026-10-20'] });
    expect(wechat.sent).toHaveLength(before);
  });

  it('is not sent when the family turns reminders off, and the screen lists what is coming', async () => {
    await call('PUT', '/app-web2/reminders', settings({ enabled: false }));
    expect(await remind('2026-05-25')).toBe('off');
    const view = (await call('GET', '/app-web2/reminders')).json().data;
    expect(view.lastSent).toEqual({ day: '2026-10-13', status: 'sent' });
    expect(view.settings.enabled).toBe(false);
  });

  it('logs no name, phone, openid or date of a child', () => {
    const text = lines.join('\n');
    expect(lines.length).toBeGreaterThan(0);
    for (const secret of ['周小明', '周小花', '13812340001', 'openid-zhou', '2026-05-01', '2026-05-03']) expect(text).not.toContain(secret);
  });
});

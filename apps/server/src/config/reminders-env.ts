import { z } from 'zod';

/**
 * Reminders' settings (issue 34 part 3; README, Configuration). With none of them set the server still starts: in
 * development the messages go to the log (as the sign-in codes do), in production a channel without its template
 * is off. The job queue runs on the server's own database, PGlite included (docs/decisions/3400-reminder-queue.md).
 */
const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

const remindersEnvSchema = z.object({
  /** The daily reminder run; false leaves the queue and the run out (the settings screen still works). */
  REMINDERS_ENABLED: bool.default(true),
  /** When the daily run starts (cron, five fields) in REMINDERS_TIMEZONE. */
  REMINDERS_CRON: z
    .string()
    .trim()
    .regex(/^(\S+\s+){4}\S+$/, 'must be a cron expression of five fields, e.g. "0 9 * * *"')
    .default('0 9 * * *'),
  /** The families' time zone: their calendar day is the day of "one message a day" and of the due dates. */
  REMINDERS_TIMEZONE: z
    .string()
    .trim()
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone such as Asia/Shanghai')
    .default('Asia/Shanghai'),
  /** The approved reminder templates of Tencent Cloud SMS: {1} the child, {2} what is due, {3} the date. */
  TENCENT_SMS_REMINDER_TEMPLATE_ID: z.string().trim().default(''),
  /** The English template (an international SMS template); default: the Chinese one. */
  TENCENT_SMS_REMINDER_TEMPLATE_ID_EN: z.string().trim().default(''),
  /** The subscription message template (thing1 the child, thing2 what is due, date3 the date). */
  WECHAT_REMINDER_TEMPLATE_ID: z.string().trim().default(''),
  /** The page of the app the message opens; empty: none. */
  WECHAT_REMINDER_PAGE: z.string().trim().max(200).default(''),
  /** WeChat's API address; tests point it at a local fake of the API. */
  WECHAT_API_BASE: z.url({ protocol: /^https?$/ }).default('https://api.weixin.qq.com'),
});

/** The Tencent Cloud SMS settings (env.ts SmsConfig: the sign-in codes'), which reminders send through too. */
export interface TencentSmsSettings {
  provider: 'tencent';
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  templateId: string;
  region: string;
  endpoint: string;
}

export type ReminderSmsConfig =
  { kind: 'off' } | { kind: 'log' } | { kind: 'tencent'; sms: TencentSmsSettings; templateIds: { 'zh-CN': string; 'en-US': string } };

export type ReminderWechatConfig =
  { kind: 'off' } | { kind: 'log' } | { kind: 'api'; appId: string; appSecret: string; templateId: string; page: string; apiBase: string };

export interface ReminderConfig {
  enabled: boolean;
  cron: string;
  timezone: string;
  sms: ReminderSmsConfig;
  wechat: ReminderWechatConfig;
}

/** Parses the reminder settings; each problem is added to `problems` (loadConfig reports them all at once). */
export function reminderConfigOf(
  source: NodeJS.ProcessEnv,
  context: { production: boolean; sms: { provider: 'log' } | TencentSmsSettings | null; wechat: { appId: string; appSecret: string } },
  problems: string[],
): ReminderConfig | null {
  const parsed = remindersEnvSchema.safeParse(source);
  if (!parsed.success) problems.push(...parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`));
  // Read from the raw value, so that it is reported with the others (every problem at once).
  if ((source.WECHAT_REMINDER_TEMPLATE_ID ?? '').trim() && !(context.wechat.appId && context.wechat.appSecret)) {
    problems.push('  WECHAT_REMINDER_TEMPLATE_ID needs WECHAT_APP_ID and WECHAT_APP_SECRET (the access token of subscribeMessage.send).');
  }
  if (!parsed.success) return null;
  const env = parsed.data;
  const zh = env.TENCENT_SMS_REMINDER_TEMPLATE_ID;
  const sms: ReminderSmsConfig =
    context.sms?.provider === 'tencent'
      ? zh
        ? { kind: 'tencent', sms: context.sms, templateIds: { 'zh-CN': zh, 'en-US': env.TENCENT_SMS_REMINDER_TEMPLATE_ID_EN || zh } }
        : { kind: 'off' }
      : context.production
        ? { kind: 'off' }
        : { kind: 'log' };
  const wechat: ReminderWechatConfig = env.WECHAT_REMINDER_TEMPLATE_ID
    ? {
        kind: 'api',
        appId: context.wechat.appId,
        appSecret: context.wechat.appSecret,
        templateId: env.WECHAT_REMINDER_TEMPLATE_ID,
        page: env.WECHAT_REMINDER_PAGE,
        apiBase: env.WECHAT_API_BASE.replace(/\/+$/, ''),
      }
    : context.production
      ? { kind: 'off' }
      : { kind: 'log' };
  return { enabled: env.REMINDERS_ENABLED, cron: env.REMINDERS_CRON, timezone: env.REMINDERS_TIMEZONE, sms, wechat };
}

import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@sprout/contracts';
import type { ReminderConfig } from '../../config/reminders-env.ts';
import { tencentSmsClient } from '../auth/code-sender.ts';
import { reminderFields, type MessageItem } from './messages.ts';
import { wechatReminderApi, type WechatReminderApi } from './wechat-api.ts';

/** One family's message of the day. */
export interface ReminderMessage {
  phone: string;
  openId: string | null;
  language: Language;
  items: readonly MessageItem[];
}
export type ChannelOutcome = 'sent' | 'failed' | 'logged';
export type ChannelSender = (message: ReminderMessage) => Promise<ChannelOutcome>;

/** The channels this deployment sends by; null where a channel is not available. */
export interface ReminderChannels {
  sms: ChannelSender | null;
  wechat: ChannelSender | null;
  /** The WeChat calls, for linking a parent's WeChat (null unless WeChat is configured). */
  wechatApi: WechatReminderApi | null;
}

const masked = (phone: string) => `***${phone.slice(-4)}`;

/**
 * The senders of the configuration. The logs say which family's message went where by the masked phone and the
 * count and kinds of items only: never a child's name, a date or an openid. Development's sinks log the same.
 */
export function reminderChannels(config: ReminderConfig, log: FastifyBaseLogger, fetchImpl: typeof fetch = fetch): ReminderChannels {
  const summary = (message: ReminderMessage) => ({
    phone: masked(message.phone),
    items: message.items.length,
    kinds: [...new Set(message.items.map((i) => i.kind))],
  });
  const sink =
    (channel: 'sms' | 'wechat'): ChannelSender =>
    async (message) => {
      log.info({ channel, ...summary(message) }, 'reminder (development sender: not sent)');
      return 'logged';
    };

  let sms: ChannelSender | null = null;
  if (config.sms.kind === 'log') sms = sink('sms');
  if (config.sms.kind === 'tencent') {
    const client = tencentSmsClient(config.sms.sms);
    const templateIds = config.sms.templateIds;
    sms = async (message) => {
      const { who, what, when } = reminderFields(message.language, message.items);
      const outcome = await client.send(message.phone, templateIds[message.language], [who, what, when]);
      const fields = { channel: 'sms', provider: 'tencent', ...summary(message), requestId: outcome.requestId };
      if (outcome.ok) log.info(fields, 'reminder sent');
      else log.error({ ...fields, status: outcome.status, errorCode: outcome.errorCode }, 'reminder not sent: SMS refused or unreachable');
      return outcome.ok ? 'sent' : 'failed';
    };
  }

  let wechat: ChannelSender | null = null;
  let wechatApi: WechatReminderApi | null = null;
  if (config.wechat.kind === 'log') wechat = sink('wechat');
  if (config.wechat.kind === 'api') {
    const api = wechatReminderApi(config.wechat, fetchImpl);
    wechatApi = api;
    wechat = async (message) => {
      if (!message.openId) return 'failed';
      const { who, what, when } = reminderFields(message.language, message.items);
      try {
        await api.subscribeSend({
          touser: message.openId,
          data: { thing1: { value: who }, thing2: { value: what }, date3: { value: when } },
          lang: message.language === 'en-US' ? 'en_US' : 'zh_CN',
        });
        log.info({ channel: 'wechat', ...summary(message) }, 'reminder sent');
        return 'sent';
      } catch (error) {
        log.error(
          { channel: 'wechat', ...summary(message), error: (error as Error).message },
          'reminder not sent: WeChat refused or unreachable',
        );
        return 'failed';
      }
    };
  }
  return { sms, wechat, wechatApi };
}

import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { wechatCalls } from '@sprout/contracts';
import { access } from '../../auth/policy.ts';
import type { Config } from '../../config/env.ts';
import type { AppDeps } from '../../deps.ts';
import { fromCall } from '../../http/call-route.ts';
import { AppError } from '../../http/errors.ts';
import { defineMessages } from '../../http/messages.ts';
import { ok } from '../../http/reply.ts';
import { signatureService } from './signature.ts';
import {
  cachedTicketProvider,
  staticTicketProvider,
  TicketUnavailableError,
  wechatApiFetcher,
  type JsapiTicketProvider,
} from './ticket-provider.ts';

defineMessages({
  'wechat.notConfigured': {
    'zh-CN': '微信分享未配置（缺少 WECHAT_APP_ID 与 WECHAT_JSAPI_TICKET 或 WECHAT_APP_SECRET）',
    'en-US': 'WeChat sharing is not configured (WECHAT_APP_ID with WECHAT_JSAPI_TICKET or WECHAT_APP_SECRET is missing).',
  },
  'wechat.ticketUnavailable': {
    'zh-CN': '暂时无法获取微信签名，请稍后再试',
    'en-US': 'The WeChat signature is not available right now. Please try again later.',
  },
  'validation.url': { 'zh-CN': '须为完整的 http(s) 网址', 'en-US': 'must be a full http(s) address' },
});

/** 503: the service is up but this part of it cannot answer (not configured, or WeChat unreachable). */
class WechatUnavailable extends AppError {
  override readonly status = 503;
  constructor(messageKey: string) {
    super('INTERNAL', messageKey);
  }
}

/** The ticket source the configuration names: a fixed ticket wins over fetching one; neither is null. */
export function ticketProviderFor(wechat: Config['wechat']): JsapiTicketProvider | null {
  if (!wechat.appId) return null;
  if (wechat.jsapiTicket) return staticTicketProvider(wechat.jsapiTicket);
  if (wechat.appSecret) return cachedTicketProvider(wechatApiFetcher(wechat.appId, wechat.appSecret));
  return null;
}

export function wechatRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const tickets = ticketProviderFor(deps.config.wechat);
    const service = tickets ? signatureService({ appId: deps.config.wechat.appId, tickets }) : null;

    app.route({
      // Spec §6: the one call without a token.
      ...fromCall(instance, wechatCalls.jsSignature, { tags: ['wechat'], public: true }),
      config: { access: access.public },
      handler: async (req) => {
        if (!service) throw new WechatUnavailable('wechat.notConfigured');
        try {
          return ok(req, await service.sign(req.query.url));
        } catch (error) {
          if (!(error instanceof TicketUnavailableError)) throw error;
          req.log.error({ reason: error.message }, 'jsapi ticket unavailable');
          throw new WechatUnavailable('wechat.ticketUnavailable');
        }
      },
    });
  };
}

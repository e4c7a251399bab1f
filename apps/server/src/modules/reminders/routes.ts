import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reminderCalls } from '@sprout/contracts';
import { access } from '../../auth/policy.ts';
import type { AppDeps } from '../../deps.ts';
import { fromCall } from '../../http/call-route.ts';
import { AppError, fieldError } from '../../http/errors.ts';
import { requestLanguage } from '../../http/lang.ts';
import { defineMessages } from '../../http/messages.ts';
import { ok } from '../../http/reply.ts';
import { dayIn } from './queue.ts';
import { reminderRepository } from './repository.ts';
import { remindersView } from './run.ts';
import { reminderChannels } from './senders.ts';
import { WechatApiError } from './wechat-api.ts';

defineMessages({
  'reminders.wechatNotConfigured': {
    'zh-CN': '本服务尚未开通微信提醒，请使用短信提醒',
    'en-US': 'WeChat reminders are not set up on this service. Use SMS reminders instead.',
  },
  'reminders.wechatUnavailable': {
    'zh-CN': '暂时无法连接微信，请稍后再试',
    'en-US': 'WeChat cannot be reached just now. Please try again later.',
  },
  'validation.wechatCode': { 'zh-CN': '微信授权码无效或已过期', 'en-US': 'is not a valid or current WeChat code' },
});

/**
 * The family's reminders (issue 34 part 3): a parent's own settings and what is coming due for their children. Every
 * call is the signed-in parent's about their own family: there is no other family's to name, so none to refuse.
 */
export function reminderRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const repo = reminderRepository(deps.db);
    const channels = reminderChannels(deps.config.reminders, instance.log);
    const tags = ['reminders'];
    const view = (accountId: string) => remindersView(deps, channels, accountId, dayIn(deps.config.reminders.timezone));

    app.route({
      ...fromCall(instance, reminderCalls.get, { tags }),
      config: { access: access.role('parent') },
      handler: async (req) => ok(req, await view(req.account!.id)),
    });

    app.route({
      ...fromCall(instance, reminderCalls.save, { tags }),
      config: { access: access.role('parent') },
      handler: async (req) => {
        await repo.save(req.account!.id, req.body, requestLanguage(req));
        return ok(req, await view(req.account!.id));
      },
    });

    app.route({
      ...fromCall(instance, reminderCalls.linkWechat, { tags }),
      config: { access: access.role('parent') },
      handler: async (req) => {
        if (!channels.wechatApi) throw new AppError('UNAVAILABLE', 'reminders.wechatNotConfigured');
        let openId: string;
        try {
          openId = await channels.wechatApi.openIdOf(req.body.code);
        } catch (error) {
          if (error instanceof WechatApiError && error.errcode !== null) throw fieldError('code', 'validation.wechatCode');
          throw new AppError('UNAVAILABLE', 'reminders.wechatUnavailable');
        }
        await repo.linkWechat(req.account!.id, openId);
        return ok(req, await view(req.account!.id));
      },
    });
  };
}

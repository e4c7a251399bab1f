import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { nextCheckCalls } from '@sprout/contracts';
import { access, memberFromParam } from '../../auth/policy.ts';
import type { AppDeps } from '../../deps.ts';
import { fromCall } from '../../http/call-route.ts';
import { requestLanguage } from '../../http/lang.ts';
import { defineMessages } from '../../http/messages.ts';
import { ok } from '../../http/reply.ts';
import { nextCheckService } from './service.ts';

defineMessages({
  'validation.signature': { 'zh-CN': '链接签名无效', 'en-US': 'is not a valid link signature' },
  'error.calendarLinkExpired': {
    'zh-CN': '这个日历链接已过期，请在禾苗成长中重新点击“添加到日历”',
    'en-US': 'This calendar link has expired. Tap “Add to calendar” in Sprout Growth again.',
  },
});

const member = memberFromParam('familyMemberId');

/**
 * The next check due (issue 31 item 7). The checks are the owner parent's (`ownerRead`: a doctor has them on the
 * patient list, anyone else gets 404 like an unknown child). The calendar file is opened by a phone's browser or
 * calendar, which carry no session: its address is signed for the parent by the first call, and checked again
 * against the same ownership when opened (docs/decisions/3100-next-check-calendar.md).
 */
export function nextCheckModuleRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const service = nextCheckService(deps);
    const tags = ['next-check'];

    app.route({
      ...fromCall(instance, nextCheckCalls.nextCheck, { tags }),
      config: { access: access.member('ownerRead', member) },
      handler: async (req) => ok(req, await service.nextCheck(req.memberId!, req.account!.id, requestLanguage(req))),
    });

    // A file, not the envelope: the call's parameters are validated, the 200 answer is the calendar's text.
    const calendar = fromCall(instance, nextCheckCalls.calendar, { tags, public: true });
    app.route({
      method: calendar.method,
      url: calendar.url,
      schema: { ...calendar.schema, response: undefined },
      config: { access: access.public },
      handler: async (req, reply) => {
        const text = await service.calendar(req.params.familyMemberId, req.query, requestLanguage(req));
        return reply
          .type('text/calendar; charset=utf-8')
          .header('content-disposition', 'inline; filename="next-check.ics"')
          .header('cache-control', 'private, no-store')
          .send(text);
      },
    });
  };
}

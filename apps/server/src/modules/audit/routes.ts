import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditCalls } from '@sprout/contracts';
import { access } from '../../auth/policy.ts';
import type { AppDeps } from '../../deps.ts';
import { fromCall } from '../../http/call-route.ts';
import { fieldError } from '../../http/errors.ts';
import { defineMessages } from '../../http/messages.ts';
import { ok } from '../../http/reply.ts';
import { auditRepository } from './repository.ts';

defineMessages({
  'validation.dateRange': { 'zh-CN': '结束日期不能早于开始日期', 'en-US': 'must not be before the start date' },
});

/**
 * The audit trail for editors (BRIEF: editors see the audit log). Read only, by design: the API has no call
 * that changes or deletes an event, and the table's trigger refuses it anyway.
 */
export function auditRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const repo = auditRepository(deps.db);

    app.route({
      ...fromCall(instance, auditCalls.events, { tags: ['audit'] }),
      config: { access: access.role('admin') },
      handler: async (req) => {
        const { from, to } = req.query;
        if (from && to && to < from) throw fieldError('to', 'validation.dateRange');
        return ok(req, await repo.page(req.query));
      },
    });
  };
}

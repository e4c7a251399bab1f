import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { workspaceCalls } from '@sprout/contracts';
import { access } from '../../auth/policy.ts';
import type { AppDeps } from '../../deps.ts';
import { fromCall } from '../../http/call-route.ts';
import { ok } from '../../http/reply.ts';
import { sanitizeRichText } from '../content/sanitize.ts';
import { workspaceRepository } from './repository.ts';

/** The editors' workspace home (role admin): counts of what waits, never a child's data. */
export function workspaceRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const repo = workspaceRepository(deps.db);
    const config = { access: access.role('admin') };
    const tags = ['editor workspace'];

    app.route({ ...fromCall(instance, workspaceCalls.summary, { tags }), config, handler: async (req) => ok(req, await repo.summary()) });

    app.route({
      ...fromCall(instance, workspaceCalls.sanitize, { tags }),
      config,
      handler: async (req) =>
        ok(req, { html: { 'zh-CN': sanitizeRichText(req.body.html['zh-CN']), 'en-US': sanitizeRichText(req.body.html['en-US']) } }),
    });
  };
}

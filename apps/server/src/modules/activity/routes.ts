import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { activityCalls } from '@sprout/contracts/activity';
import { access } from '../../auth/policy.ts';
import type { AppDeps } from '../../deps.ts';
import { fromCall } from '../../http/call-route.ts';
import { AppError } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';
import './messages.ts';
import { activityService } from './service.ts';

/** `?draft=1` (or true): the latest version, for editors previewing before they publish. */
export const DRAFT_VALUES = ['1', 'true'] as const;

/**
 * Activity pages (BRIEF "Activity pages"). Editors (role admin) create, update (a new version each time),
 * publish, unpublish and list them; anyone reads a published page. The description is validated whole on
 * save (400 VALIDATION naming the path of the bad node).
 */
export function activityRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const service = activityService(deps.db);
    const tags = ['activity pages'];
    const editor = access.role('admin');
    const config = { access: editor };

    app.route({
      ...fromCall(instance, activityCalls.running, { tags, public: true }),
      config: { access: access.public },
      handler: async (req) => ok(req, await service.repo.running(new Date(), req.query.language)),
    });

    app.route({
      ...fromCall(instance, activityCalls.page, { tags, public: true }),
      config: { access: access.publicUnlessQuery('draft', DRAFT_VALUES, 'admin') },
      handler: async (req) => {
        const draft = (DRAFT_VALUES as readonly string[]).includes(req.query.draft ?? '');
        const page = await service.repo.readable(req.params.idOrSlug, draft, new Date());
        if (!page) throw new AppError('NOT_FOUND');
        return ok(req, page);
      },
    });

    app.route({
      ...fromCall(instance, activityCalls.list, { tags }),
      config,
      handler: async (req) => ok(req, await service.repo.list(req.query)),
    });
    app.route({
      ...fromCall(instance, activityCalls.create, { tags }),
      config,
      handler: async (req) => ok(req, await service.create(req.query.slug, req.body, req.account!.id)),
    });
    app.route({
      ...fromCall(instance, activityCalls.draft, { tags }),
      config,
      handler: async (req) => ok(req, await service.draftOrNotFound(req.params.pageId)),
    });
    app.route({
      ...fromCall(instance, activityCalls.update, { tags }),
      config,
      handler: async (req) => ok(req, await service.update(req.params.pageId, req.body, req.account!.id)),
    });
    app.route({
      ...fromCall(instance, activityCalls.publish, { tags }),
      config,
      handler: async (req) => ok(req, await service.publish(req.params.pageId, req.body?.version)),
    });
    app.route({
      ...fromCall(instance, activityCalls.unpublish, { tags }),
      config,
      handler: async (req) => ok(req, await service.unpublish(req.params.pageId)),
    });
    app.route({
      ...fromCall(instance, activityCalls.setWindow, { tags }),
      config,
      handler: async (req) => ok(req, await service.setWindow(req.params.pageId, req.body)),
    });
    app.route({
      ...fromCall(instance, activityCalls.versions, { tags }),
      config,
      handler: async (req) => {
        const versions = await service.repo.versions(req.params.pageId, req.query);
        if (!versions) throw new AppError('NOT_FOUND');
        return ok(req, versions);
      },
    });
  };
}

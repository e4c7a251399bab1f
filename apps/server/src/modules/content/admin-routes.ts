import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contentAdminCalls } from '@sprout/contracts';
import { access } from '../../auth/policy.ts';
import type { AppDeps } from '../../deps.ts';
import { fromCall } from '../../http/call-route.ts';
import { ok } from '../../http/reply.ts';
import './messages.ts';
import { contentEditor } from './editor.ts';
import { contentEditorReads } from './service.ts';

/** The editor API (role admin): create, version, publish and review content. Mounted under /app-web2/admin. */
export function contentAdminRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const reads = contentEditorReads(deps.db);
    const editor = (accountId: string) => contentEditor(deps.db, accountId);
    const tags = ['content editor'];
    const config = { access: access.role('admin') };

    app.route({
      ...fromCall(instance, contentAdminCalls.adminList, { tags }),
      config,
      handler: async (req) => ok(req, await reads.list(req.query.kind, req.query)),
    });
    app.route({
      ...fromCall(instance, contentAdminCalls.adminItem, { tags }),
      config,
      handler: async (req) => ok(req, await reads.item(req.query.kind, req.params.itemId)),
    });
    app.route({
      ...fromCall(instance, contentAdminCalls.adminVersions, { tags }),
      config,
      handler: async (req) => ok(req, await reads.versions(req.params.itemId)),
    });
    app.route({
      ...fromCall(instance, contentAdminCalls.adminPublish, { tags }),
      config,
      handler: async (req) => ok(req, await editor(req.account!.id).setPublished(req.params.itemId, req.body.published)),
    });
    app.route({
      ...fromCall(instance, contentAdminCalls.createArticle, { tags }),
      config,
      handler: async (req) => ok(req, await editor(req.account!.id).createArticle(req.body)),
    });
    app.route({
      ...fromCall(instance, contentAdminCalls.updateArticle, { tags }),
      config,
      handler: async (req) => ok(req, await editor(req.account!.id).updateArticle(req.params.id, req.body)),
    });
    app.route({
      ...fromCall(instance, contentAdminCalls.createFaqCategory, { tags }),
      config,
      handler: async (req) => ok(req, await editor(req.account!.id).createFaqCategory(req.body)),
    });
    app.route({
      ...fromCall(instance, contentAdminCalls.updateFaqCategory, { tags }),
      config,
      handler: async (req) => ok(req, await editor(req.account!.id).updateFaqCategory(req.params.id, req.body)),
    });
    app.route({
      ...fromCall(instance, contentAdminCalls.createFaqItem, { tags }),
      config,
      handler: async (req) => ok(req, await editor(req.account!.id).createFaqItem(req.body)),
    });
    app.route({
      ...fromCall(instance, contentAdminCalls.updateFaqItem, { tags }),
      config,
      handler: async (req) => ok(req, await editor(req.account!.id).updateFaqItem(req.params.id, req.body)),
    });
    app.route({
      ...fromCall(instance, contentAdminCalls.createDrug, { tags }),
      config,
      handler: async (req) => ok(req, await editor(req.account!.id).createDrug(req.body)),
    });
    app.route({
      ...fromCall(instance, contentAdminCalls.updateDrug, { tags }),
      config,
      handler: async (req) => ok(req, await editor(req.account!.id).updateDrug(req.params.productCode, req.body)),
    });
    app.route({
      ...fromCall(instance, contentAdminCalls.putLegal, { tags }),
      config,
      handler: async (req) => ok(req, await editor(req.account!.id).putLegal(req.params.key, req.body)),
    });
  };
}

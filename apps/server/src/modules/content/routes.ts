import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contentCalls } from '@sprout/contracts';
import { access } from '../../auth/policy.ts';
import type { AppDeps } from '../../deps.ts';
import { fromCall } from '../../http/call-route.ts';
import { requestLanguage } from '../../http/lang.ts';
import { ok } from '../../http/reply.ts';
import './messages.ts';
import { contentReader } from './service.ts';

/** Public content (BRIEF: nobody signed in may read articles, FAQ, drugs, legal and help pages). */
export function contentRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const read = contentReader(deps.db);
    const tags = ['content'];
    const config = { access: access.public };

    app.route({
      ...fromCall(instance, contentCalls.articles, { tags }),
      config,
      handler: async (req) => ok(req, await read.articles(requestLanguage(req), req.query)),
    });
    app.route({
      ...fromCall(instance, contentCalls.article, { tags }),
      config,
      handler: async (req) => ok(req, await read.article(req.params.id, requestLanguage(req))),
    });
    app.route({
      ...fromCall(instance, contentCalls.faqCategories, { tags }),
      config,
      handler: async (req) => ok(req, await read.faqCategories(requestLanguage(req))),
    });
    app.route({
      ...fromCall(instance, contentCalls.faqItems, { tags }),
      config,
      handler: async (req) => ok(req, await read.faqItems(requestLanguage(req), req.query)),
    });
    app.route({
      ...fromCall(instance, contentCalls.faqItem, { tags }),
      config,
      handler: async (req) => ok(req, await read.faqItem(req.params.id, requestLanguage(req))),
    });
    app.route({
      ...fromCall(instance, contentCalls.searchDrugs, { tags }),
      config,
      handler: async (req) => ok(req, await read.searchDrugs(req.query.q, req.query.limit, requestLanguage(req))),
    });
    app.route({
      ...fromCall(instance, contentCalls.drug, { tags }),
      config,
      handler: async (req) => ok(req, await read.drug(req.params.productCode, requestLanguage(req))),
    });
    app.route({
      ...fromCall(instance, contentCalls.legal, { tags }),
      config,
      handler: async (req) => ok(req, await read.legal(req.params.key, requestLanguage(req))),
    });
  };
}

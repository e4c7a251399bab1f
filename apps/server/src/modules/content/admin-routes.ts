import {
  adminContentItemSchema,
  adminContentQuerySchema,
  articleInputSchema,
  contentItemParamsSchema,
  contentKindSchema,
  contentVersionSchema,
  drugCreateSchema,
  drugFieldsSchema,
  envelope,
  faqCategoryInputSchema,
  faqItemInputSchema,
  idSchema,
  legalInputSchema,
  legalKeyParamsSchema,
  pageOf,
  productCodeParamsSchema,
  publishInputSchema,
} from '@sprout/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../auth/policy.ts';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/reply.ts';
import './messages.ts';
import { contentEditor } from './editor.ts';
import { contentEditorReads } from './service.ts';

const idParams = z.object({ id: idSchema });
const item = { 200: envelope(adminContentItemSchema) };

/** The editor API (role admin): create, version, publish and review content. Mounted under /app-web2/admin. */
export function contentAdminRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const reads = contentEditorReads(deps.db);
    const editor = (accountId: string) => contentEditor(deps.db, accountId);
    const tags = ['content editor'];
    const config = { access: access.role('admin') };

    app.get(
      '/content',
      { config, schema: { tags, summary: 'Items of a kind, drafts included, both languages', querystring: adminContentQuerySchema, response: { 200: envelope(pageOf(adminContentItemSchema)) } } },
      async (req) => ok(req, await reads.list(req.query.kind, req.query)),
    );
    app.get(
      '/content/:itemId',
      {
        config,
        schema: { tags, summary: 'One item at its current version, both languages, published or not', params: contentItemParamsSchema, querystring: z.object({ kind: contentKindSchema }), response: item },
      },
      async (req) => ok(req, await reads.item(req.query.kind, req.params.itemId)),
    );
    app.get(
      '/content/:itemId/versions',
      { config, schema: { tags, summary: 'Every saved version of an item, newest first', params: contentItemParamsSchema, response: { 200: envelope(z.array(contentVersionSchema)) } } },
      async (req) => ok(req, await reads.versions(req.params.itemId)),
    );
    app.post(
      '/content/:itemId/publish',
      { config, schema: { tags, summary: 'Publish or withdraw an item', params: contentItemParamsSchema, body: publishInputSchema, response: item } },
      async (req) => ok(req, await editor(req.account!.id).setPublished(req.params.itemId, req.body.published)),
    );

    app.post('/articles', { config, schema: { tags, summary: 'New article (unpublished)', body: articleInputSchema, response: item } }, async (req) =>
      ok(req, await editor(req.account!.id).createArticle(req.body)),
    );
    app.put('/articles/:id', { config, schema: { tags, summary: 'Save a new version of an article', params: idParams, body: articleInputSchema, response: item } }, async (req) =>
      ok(req, await editor(req.account!.id).updateArticle(req.params.id, req.body)),
    );

    app.post('/faq/categories', { config, schema: { tags, summary: 'New FAQ category', body: faqCategoryInputSchema, response: item } }, async (req) =>
      ok(req, await editor(req.account!.id).createFaqCategory(req.body)),
    );
    app.put(
      '/faq/categories/:id',
      { config, schema: { tags, summary: 'Save a new version of a FAQ category', params: idParams, body: faqCategoryInputSchema, response: item } },
      async (req) => ok(req, await editor(req.account!.id).updateFaqCategory(req.params.id, req.body)),
    );
    app.post('/faq/items', { config, schema: { tags, summary: 'New FAQ question', body: faqItemInputSchema, response: item } }, async (req) =>
      ok(req, await editor(req.account!.id).createFaqItem(req.body)),
    );
    app.put('/faq/items/:id', { config, schema: { tags, summary: 'Save a new version of a FAQ question', params: idParams, body: faqItemInputSchema, response: item } }, async (req) =>
      ok(req, await editor(req.account!.id).updateFaqItem(req.params.id, req.body)),
    );

    app.post('/drugs', { config, schema: { tags, summary: 'New drug information', body: drugCreateSchema, response: item } }, async (req) =>
      ok(req, await editor(req.account!.id).createDrug(req.body)),
    );
    app.put(
      '/drugs/:productCode',
      { config, schema: { tags, summary: 'Save a new version of drug information', params: productCodeParamsSchema, body: drugFieldsSchema, response: item } },
      async (req) => ok(req, await editor(req.account!.id).updateDrug(req.params.productCode, req.body)),
    );

    app.put(
      '/legal/:key',
      { config, schema: { tags, summary: 'Save a new version of a legal or help text', params: legalKeyParamsSchema, body: legalInputSchema, response: item } },
      async (req) => ok(req, await editor(req.account!.id).putLegal(req.params.key, req.body)),
    );
  };
}

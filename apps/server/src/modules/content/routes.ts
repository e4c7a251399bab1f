import {
  articleListQuerySchema,
  articleSchema,
  articleSummarySchema,
  contentIdParamsSchema,
  drugOptionSchema,
  drugSchema,
  drugSearchQuerySchema,
  envelope,
  faqCategorySchema,
  faqItemSchema,
  faqItemSummarySchema,
  faqItemsQuerySchema,
  legalKeyParamsSchema,
  legalTextSchema,
  pageOf,
  productCodeParamsSchema,
} from '@sprout/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../auth/policy.ts';
import type { AppDeps } from '../../deps.ts';
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

    app.get(
      '/articles',
      { config, schema: { tags, summary: 'Published articles, newest first', querystring: articleListQuerySchema, response: { 200: envelope(pageOf(articleSummarySchema)) } } },
      async (req) => ok(req, await read.articles(requestLanguage(req), req.query)),
    );
    app.get(
      '/articles/:id',
      { config, schema: { tags, summary: 'One published article in the request language', params: contentIdParamsSchema, response: { 200: envelope(articleSchema) } } },
      async (req) => ok(req, await read.article(req.params.id, requestLanguage(req))),
    );
    app.get(
      '/faq/categories',
      { config, schema: { tags, summary: 'FAQ categories with their number of questions', response: { 200: envelope(z.array(faqCategorySchema)) } } },
      async (req) => ok(req, await read.faqCategories(requestLanguage(req))),
    );
    app.get(
      '/faq/items',
      {
        config,
        schema: {
          tags,
          summary: 'FAQ questions of a category, or matching `q` in question or answer (request language)',
          querystring: faqItemsQuerySchema,
          response: { 200: envelope(pageOf(faqItemSummarySchema)) },
        },
      },
      async (req) => ok(req, await read.faqItems(requestLanguage(req), req.query)),
    );
    app.get(
      '/faq/items/:id',
      { config, schema: { tags, summary: 'One FAQ question with its answer', params: contentIdParamsSchema, response: { 200: envelope(faqItemSchema) } } },
      async (req) => ok(req, await read.faqItem(req.params.id, requestLanguage(req))),
    );
    app.get(
      '/drugs',
      {
        config,
        schema: {
          tags,
          summary: 'Drugs whose product code, brand or generic name contains q (the prescription picker)',
          querystring: drugSearchQuerySchema,
          response: { 200: envelope(z.array(drugOptionSchema)) },
        },
      },
      async (req) => ok(req, await read.searchDrugs(req.query.q, req.query.limit, requestLanguage(req))),
    );
    app.get(
      '/drugs/:productCode',
      { config, schema: { tags, summary: 'Drug information by product code', params: productCodeParamsSchema, response: { 200: envelope(drugSchema) } } },
      async (req) => ok(req, await read.drug(req.params.productCode, requestLanguage(req))),
    );
    app.get(
      '/legal/:key',
      { config, schema: { tags, summary: 'A legal or help text', params: legalKeyParamsSchema, response: { 200: envelope(legalTextSchema) } } },
      async (req) => ok(req, await read.legal(req.params.key, requestLanguage(req))),
    );
  };
}

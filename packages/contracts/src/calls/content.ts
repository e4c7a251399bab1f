import { z } from 'zod';
import { defineCalls } from '../call-schemas.ts';
import { idSchema } from '../common.ts';
import {
  adminContentItemSchema,
  adminContentQuerySchema,
  articleInputSchema,
  articleListQuerySchema,
  articleSchema,
  articleSummarySchema,
  contentIdParamsSchema,
  contentItemParamsSchema,
  contentKindSchema,
  contentVersionSchema,
  drugCreateSchema,
  drugFieldsSchema,
  drugSchema,
  faqCategoryInputSchema,
  faqCategorySchema,
  faqItemInputSchema,
  faqItemSchema,
  faqItemSummarySchema,
  faqItemsQuerySchema,
  langQueryShape,
  legalInputSchema,
  legalKeyParamsSchema,
  legalTextSchema,
  productCodeParamsSchema,
  publishInputSchema,
} from '../content.ts';
import { drugOptionSchema, drugSearchQuerySchema } from '../doctor.ts';
import { pageOf } from '../envelope.ts';
import { contentAdminRoutes } from '../routes/content-admin.ts';
import { contentRoutes } from '../routes/content.ts';

const lang = z.object(langQueryShape);
const idParams = z.object({ id: idSchema });
const item = adminContentItemSchema;

export const contentCalls = defineCalls(contentRoutes, {
  articles: { summary: 'Published articles, newest first', query: articleListQuerySchema, response: pageOf(articleSummarySchema) },
  article: {
    summary: 'One published article in the request language',
    params: contentIdParamsSchema,
    query: lang,
    response: articleSchema,
  },
  faqCategories: { summary: 'FAQ categories with their number of questions', query: lang, response: z.array(faqCategorySchema) },
  faqItems: {
    summary: 'FAQ questions of a category, or matching `q` in question or answer (request language)',
    query: faqItemsQuerySchema,
    response: pageOf(faqItemSummarySchema),
  },
  faqItem: { summary: 'One FAQ question with its answer', params: contentIdParamsSchema, query: lang, response: faqItemSchema },
  searchDrugs: {
    summary: 'Drugs whose product code, brand or generic name contains q (the prescription picker)',
    query: drugSearchQuerySchema,
    response: z.array(drugOptionSchema),
  },
  drug: { summary: 'Drug information by product code', params: productCodeParamsSchema, query: lang, response: drugSchema },
  legal: { summary: 'A legal or help text', params: legalKeyParamsSchema, query: lang, response: legalTextSchema },
});

export const contentAdminCalls = defineCalls(contentAdminRoutes, {
  adminList: {
    summary: 'Items of a kind, drafts included, both languages',
    query: adminContentQuerySchema,
    response: pageOf(adminContentItemSchema),
  },
  adminItem: {
    summary: 'One item at its current version, both languages, published or not',
    params: contentItemParamsSchema,
    query: z.object({ kind: contentKindSchema }),
    response: item,
  },
  adminVersions: {
    summary: 'Every saved version of an item, newest first',
    params: contentItemParamsSchema,
    response: z.array(contentVersionSchema),
  },
  adminPublish: { summary: 'Publish or withdraw an item', params: contentItemParamsSchema, body: publishInputSchema, response: item },
  createArticle: { summary: 'New article (unpublished)', body: articleInputSchema, response: item },
  updateArticle: { summary: 'Save a new version of an article', params: idParams, body: articleInputSchema, response: item },
  createFaqCategory: { summary: 'New FAQ category', body: faqCategoryInputSchema, response: item },
  updateFaqCategory: { summary: 'Save a new version of a FAQ category', params: idParams, body: faqCategoryInputSchema, response: item },
  createFaqItem: { summary: 'New FAQ question', body: faqItemInputSchema, response: item },
  updateFaqItem: { summary: 'Save a new version of a FAQ question', params: idParams, body: faqItemInputSchema, response: item },
  createDrug: { summary: 'New drug information', body: drugCreateSchema, response: item },
  updateDrug: {
    summary: 'Save a new version of drug information',
    params: productCodeParamsSchema,
    body: drugFieldsSchema,
    response: item,
  },
  putLegal: { summary: 'Save a new version of a legal or help text', params: legalKeyParamsSchema, body: legalInputSchema, response: item },
});

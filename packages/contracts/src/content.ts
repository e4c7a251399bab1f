import { z } from 'zod';
import { idSchema, textSchema } from './common.ts';
import { LEGAL_KEYS } from './content-rules.ts';
import { pageQuerySchema } from './envelope.ts';

/**
 * Editable content (articles, FAQ, drugs, legal and help texts). Editors write both languages at once; the
 * public reads one language, the request's. Rich text is HTML that the server sanitizes on save.
 */

/** Text an editor writes in both languages, each trimmed and not empty. */
export const localizedInput = (max: number) =>
  z.strictObject({ 'zh-CN': textSchema({ min: 1, max, multiline: true }), 'en-US': textSchema({ min: 1, max, multiline: true }) });

/** An image address: https or relative to this site (never http, data: or javascript:). */
export const imageUrlSchema = z
  .string()
  .max(500)
  .regex(/^(https:\/\/[^\s"'<>]+|\/(?!\/)[^\s"'<>]*)$/, 'validation.imageUrl');

export { LEGAL_KEYS };
export const legalKeySchema = z.enum(LEGAL_KEYS);
export type LegalKey = z.infer<typeof legalKeySchema>;

export const ARTICLE_TOPICS = ['growth', 'eyes', 'sleep', 'nutrition', 'screen', 'preterm'] as const;
export const articleTopicSchema = z.enum(ARTICLE_TOPICS);
export type ArticleTopic = z.infer<typeof articleTopicSchema>;

/** Longest rich text an editor may save (characters of HTML, per language). */
export const RICH_TEXT_MAX = 100_000;

// ---------- editor inputs ----------

export const articleInputSchema = z.strictObject({
  title: localizedInput(120),
  summary: localizedInput(300),
  /** HTML; sanitized on save. */
  body: localizedInput(RICH_TEXT_MAX),
  topic: articleTopicSchema,
  coverImage: imageUrlSchema.nullable().default(null),
});
export type ArticleInput = z.infer<typeof articleInputSchema>;

export const faqCategoryInputSchema = z.strictObject({
  name: localizedInput(40),
  description: localizedInput(200),
  sortOrder: z.number().int().min(0).max(10_000).default(0),
});
export type FaqCategoryInput = z.infer<typeof faqCategoryInputSchema>;

export const faqItemInputSchema = z.strictObject({
  categoryId: idSchema,
  question: localizedInput(200),
  /** HTML; sanitized on save. */
  answer: localizedInput(20_000),
  sortOrder: z.number().int().min(0).max(10_000).default(0),
});
export type FaqItemInput = z.infer<typeof faqItemInputSchema>;

/** Product codes as the clinic's pharmacy writes them: capitals, digits and dashes (e.g. VD3-400). */
export const productCodeSchema = z.string().regex(/^[A-Z0-9][A-Z0-9-]{1,31}$/, 'validation.productCode');

export const drugDosageInputSchema = z.strictObject({ who: localizedInput(80), dose: localizedInput(300) });

/** Drug fields are plain text (shown as text, never as HTML). */
export const drugFieldsSchema = z.strictObject({
  name: localizedInput(80),
  genericName: localizedInput(80),
  specification: localizedInput(120),
  indications: localizedInput(1000),
  dosage: z.array(drugDosageInputSchema).min(1).max(12),
  contraindications: localizedInput(1000),
  adverseReactions: localizedInput(1000),
  storage: localizedInput(300),
  manufacturer: localizedInput(120),
  approvalNumber: textSchema({ min: 1, max: 40 }),
  /** The reminder to follow the prescribing doctor. */
  note: localizedInput(500),
});
export type DrugFields = z.infer<typeof drugFieldsSchema>;
export const drugCreateSchema = drugFieldsSchema.extend({ productCode: productCodeSchema });
export type DrugCreate = z.infer<typeof drugCreateSchema>;

export const legalInputSchema = z.strictObject({
  title: localizedInput(60),
  /** HTML; sanitized on save. */
  body: localizedInput(RICH_TEXT_MAX),
});
export type LegalInput = z.infer<typeof legalInputSchema>;

export const publishInputSchema = z.strictObject({ published: z.boolean() });

// ---------- parameters ----------

/** Ids in public addresses are matched as text: an id that is not a uuid is simply not found. */
export const contentIdParamsSchema = z.object({ id: textSchema({ min: 1, max: 100 }) });
export const contentItemParamsSchema = z.object({ itemId: idSchema });
export const productCodeParamsSchema = z.object({ productCode: textSchema({ min: 1, max: 64 }) });
export const legalKeyParamsSchema = z.object({ key: legalKeySchema });
/**
 * The `lang` query parameter (API.md: it picks the response language). Declared so that validation keeps it
 * for the handler instead of stripping it; a value other than zh-CN or en-US is ignored, not refused.
 */
export const langQueryShape = { lang: textSchema({ max: 10 }).optional() };
export const articleListQuerySchema = pageQuerySchema.extend({ ...langQueryShape, topic: articleTopicSchema.optional() });
export const faqItemsQuerySchema = pageQuerySchema.extend({
  ...langQueryShape,
  categoryId: idSchema.optional(),
  /** Words searched in the question and the answer, in the request's language. */
  q: textSchema({ max: 50 }).optional(),
});

// ---------- public reads (one language) ----------

export const articleSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  topic: articleTopicSchema,
  coverImage: z.string().nullable(),
  readMinutes: z.number().int(),
  publishedAt: z.string().nullable(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;
export const articleSchema = articleSummarySchema.extend({ body: z.string(), updatedAt: z.string(), version: z.number().int() });
export type Article = z.infer<typeof articleSchema>;

export const faqCategorySchema = z.object({ id: z.string(), name: z.string(), description: z.string(), itemCount: z.number().int() });
export type FaqCategory = z.infer<typeof faqCategorySchema>;
export const faqItemSummarySchema = z.object({ id: z.string(), categoryId: z.string(), question: z.string() });
export type FaqItemSummary = z.infer<typeof faqItemSummarySchema>;
export const faqItemSchema = faqItemSummarySchema.extend({ categoryName: z.string(), answer: z.string(), updatedAt: z.string() });
export type FaqItem = z.infer<typeof faqItemSchema>;

export const drugSchema = z.object({
  productCode: z.string(),
  name: z.string(),
  genericName: z.string(),
  specification: z.string(),
  indications: z.string(),
  dosage: z.array(z.object({ who: z.string(), dose: z.string() })),
  contraindications: z.string(),
  adverseReactions: z.string(),
  storage: z.string(),
  manufacturer: z.string(),
  approvalNumber: z.string(),
  note: z.string(),
  updatedAt: z.string(),
});
export type Drug = z.infer<typeof drugSchema>;

export const legalTextSchema = z.object({
  key: legalKeySchema,
  title: z.string(),
  body: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type LegalText = z.infer<typeof legalTextSchema>;

// ---------- editor reads ----------

/** `advice` holds the editors' wording of a health advice (advice.ts: ADVICE_TEXT_PLACEHOLDERS), keyed by its text key. */
export const CONTENT_KINDS = ['article', 'faqCategory', 'faqItem', 'drug', 'legal', 'advice'] as const;
export const contentKindSchema = z.enum(CONTENT_KINDS);
export type ContentKind = z.infer<typeof contentKindSchema>;

export const adminContentQuerySchema = pageQuerySchema.extend({
  kind: contentKindSchema,
  /** Words anywhere in the current version, either language. */
  q: z.string().trim().max(50).optional(),
  status: z.enum(['published', 'draft']).optional(),
});
export type AdminContentQuery = z.infer<typeof adminContentQuerySchema>;

/** One content item as an editor sees it: both languages, published or not, at its current version. */
export const adminContentItemSchema = z.object({
  id: z.string(),
  kind: contentKindSchema,
  key: z.string().nullable(),
  parentId: z.string().nullable(),
  sortOrder: z.number().int(),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  version: z.number().int(),
  updatedAt: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type AdminContentItem = z.infer<typeof adminContentItemSchema>;

export const contentVersionSchema = z.object({
  version: z.number().int(),
  editedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  editedAt: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type ContentVersion = z.infer<typeof contentVersionSchema>;

import { and, count, eq, exists, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  AdminContentItem,
  Article,
  ArticleSummary,
  ArticleTopic,
  ContentKind,
  ContentVersion,
  Drug,
  DrugOption,
  FaqCategory,
  FaqItem,
  FaqItemSummary,
  Language,
  LegalKey,
  LegalText,
  Page,
} from '@sprout/contracts';
import { contentItems, contentSearch, contentVersions } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import * as kinds from './kinds.ts';
import { contentStore, likePattern, localized, type CurrentItem, type Db } from './store.ts';

/** Public reads: published content only, in the request's language. Unknown or unpublished: 404. */
export function contentReader(db: Db) {
  const store = contentStore(db);
  const category = alias(contentItems, 'category');
  // A FAQ item is public only while its category is.
  const categoryPublished = exists(
    db
      .select({ one: sql`1` })
      .from(category)
      .where(and(eq(category.id, contentItems.parentId), eq(category.published, true))),
  );

  return {
    async articles(lang: Language, page: { start: number; limit: number; topic?: ArticleTopic }): Promise<Page<ArticleSummary>> {
      const where = page.topic ? [sql`${contentVersions.data}->>'topic' = ${page.topic}`] : [];
      const result = await store.list('article', { publishedOnly: true, where, start: page.start, limit: page.limit, order: 'newest' });
      return { total: result.total, list: result.list.map((c) => kinds.articleSummary(c, lang)) };
    },

    async article(id: string, lang: Language): Promise<Article> {
      const current = await store.current('article', { id }, true);
      if (!current) throw notFound('content.notFound');
      return kinds.article(current, lang);
    },

    async faqCategories(lang: Language): Promise<FaqCategory[]> {
      const { list } = await store.list('faqCategory', { publishedOnly: true, start: 0, limit: 1000, order: 'sort' });
      if (list.length === 0) return [];
      const counts = await db
        .select({ parentId: contentItems.parentId, n: count() })
        .from(contentItems)
        .where(and(eq(contentItems.kind, 'faqItem'), eq(contentItems.published, true), inArray(contentItems.parentId, list.map((c) => c.item.id))))
        .groupBy(contentItems.parentId);
      const countOf = new Map(counts.map((c) => [c.parentId, c.n]));
      return list.map((c) => kinds.faqCategory(c, lang, countOf.get(c.item.id) ?? 0));
    },

    async faqItems(
      lang: Language,
      query: { categoryId?: string; q?: string; start: number; limit: number },
    ): Promise<Page<FaqItemSummary>> {
      const where = [categoryPublished];
      if (query.categoryId) where.push(eq(contentItems.parentId, query.categoryId));
      if (query.q) {
        const pattern = likePattern(query.q, lang);
        where.push(
          exists(
            db
              .select({ one: sql`1` })
              .from(contentSearch)
              .where(
                and(
                  eq(contentSearch.itemId, contentItems.id),
                  eq(contentSearch.kind, 'faqItem'),
                  eq(contentSearch.locale, lang),
                  sql`${contentSearch.text} like ${pattern} escape '\\'`,
                ),
              ),
          ),
        );
      }
      const result = await store.list('faqItem', { publishedOnly: true, where, start: query.start, limit: query.limit, order: 'sort' });
      return { total: result.total, list: result.list.map((c) => kinds.faqItemSummary(c, lang)) };
    },

    async faqItem(id: string, lang: Language): Promise<FaqItem> {
      const current = await store.current('faqItem', { id }, true);
      const parent = current?.item.parentId ? await store.current('faqCategory', { id: current.item.parentId }, true) : null;
      if (!current || !parent) throw notFound('content.notFound');
      return kinds.faqItem(current, lang, localized(parent.data, 'name', lang));
    },

    /** Published drugs whose product code, brand or generic name (either language) contains `q`: the prescription picker. */
    async searchDrugs(q: string, limit: number, lang: Language): Promise<DrugOption[]> {
      const like = likePattern(q, lang);
      const text = (field: string) => sql`lower(coalesce(${contentVersions.data}->${field}->>'zh-CN', '') || ' ' || coalesce(${contentVersions.data}->${field}->>'en-US', ''))`;
      const where = [or(sql`lower(${contentItems.key}) like ${like}`, sql`${text('name')} like ${like}`, sql`${text('genericName')} like ${like}`)!];
      const result = await store.list('drug', { publishedOnly: true, where, start: 0, limit, order: 'sort' });
      return result.list.map((c) => {
        const drug = kinds.drug(c, lang);
        return { productCode: drug.productCode, name: drug.name, specification: drug.specification };
      });
    },

    async drug(productCode: string, lang: Language): Promise<Drug> {
      const current = await store.current('drug', { key: productCode.toUpperCase() }, true);
      if (!current) throw notFound('content.drugNotFound');
      return kinds.drug(current, lang);
    },

    async legal(key: LegalKey, lang: Language): Promise<LegalText> {
      const current = await store.current('legal', { key }, true);
      if (!current) throw notFound('content.notFound');
      return kinds.legalText(current, lang);
    },
  };
}

/** An item as an editor sees it: both languages, any state. */
export function adminItem({ item, data }: CurrentItem): AdminContentItem {
  return {
    id: item.id,
    kind: item.kind,
    key: item.key,
    parentId: item.parentId,
    sortOrder: item.sortOrder,
    published: item.published,
    publishedAt: item.publishedAt ? item.publishedAt.toISOString() : null,
    version: item.currentVersion,
    updatedAt: item.updatedAt.toISOString(),
    data,
  };
}

/** Editor reads shared by every kind. */
export function contentEditorReads(db: Db) {
  const store = contentStore(db);
  return {
    async item(kind: ContentKind, id: string): Promise<AdminContentItem> {
      const current = await store.current(kind, { id }, false);
      if (!current) throw notFound('content.notFound');
      return adminItem(current);
    },
    async list(kind: ContentKind, page: { start: number; limit: number; q?: string; status?: 'published' | 'draft' }): Promise<Page<AdminContentItem>> {
      const order = kind === 'article' ? 'newest' : 'sort';
      const where = store.editorFilters({ q: page.q, status: page.status });
      const result = await store.list(kind, { publishedOnly: false, where, start: page.start, limit: page.limit, order });
      return { total: result.total, list: result.list.map(adminItem) };
    },
    async versions(itemId: string): Promise<ContentVersion[]> {
      if (!(await store.exists(itemId))) throw notFound('content.notFound');
      const rows = await store.versions(itemId);
      return rows.map((r) => ({
        version: r.version,
        editedBy: r.editorId ? { id: r.editorId, name: r.editorName ?? '' } : null,
        editedAt: r.editedAt.toISOString(),
        data: r.data,
      }));
    },
  };
}

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
  LocalizedText,
  Page,
} from '@sprout/contracts';
import { notFound } from '../../http/errors.ts';
import * as kinds from './kinds.ts';
import { contentStore, likePattern, localized, type CurrentItem, type Db } from './repository.ts';

/** Public reads: published content only, in the request's language. Unknown or unpublished: 404. */
export function contentReader(db: Db) {
  const store = contentStore(db);

  return {
    async articles(lang: Language, page: { start: number; limit: number; topic?: ArticleTopic }): Promise<Page<ArticleSummary>> {
      const where = page.topic ? [store.filters.topic(page.topic)] : [];
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
      const countOf = await store.publishedFaqCounts(list.map((c) => c.item.id));
      return list.map((c) => kinds.faqCategory(c, lang, countOf.get(c.item.id) ?? 0));
    },

    async faqItems(
      lang: Language,
      query: { categoryId?: string; q?: string; start: number; limit: number },
    ): Promise<Page<FaqItemSummary>> {
      // A FAQ item is public only while its category is.
      const where = [store.filters.categoryPublished()];
      if (query.categoryId) where.push(store.filters.parent(query.categoryId));
      if (query.q) where.push(store.filters.faqText(likePattern(query.q, lang), lang));
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
      const where = [store.filters.drugText(likePattern(q, lang))];
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

    /** Every published advice wording, by text key: what replaces the code's default for parents. */
    async adviceTexts(): Promise<Map<string, { title: LocalizedText; text: LocalizedText }>> {
      const { list } = await store.list('advice', { publishedOnly: true, start: 0, limit: 1000, order: 'sort' });
      return new Map(list.map((c) => [c.item.key ?? '', { title: c.data.title as LocalizedText, text: c.data.text as LocalizedText }]));
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
    async list(
      kind: ContentKind,
      page: { start: number; limit: number; q?: string; status?: 'published' | 'draft' },
    ): Promise<Page<AdminContentItem>> {
      const order = kind === 'article' ? 'newest' : 'sort';
      const where = store.editorFilters({ q: page.q, status: page.status });
      const result = await store.list(kind, { publishedOnly: false, where, start: page.start, limit: page.limit, order });
      return { total: result.total, list: result.list.map(adminItem) };
    },
    /** Every item of a kind with its key, published or not: the advice texts' list matches them to their keys. */
    async keyed(kind: ContentKind): Promise<AdminContentItem[]> {
      const { list } = await store.list(kind, { publishedOnly: false, start: 0, limit: 1000, order: 'sort' });
      return list.map(adminItem);
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

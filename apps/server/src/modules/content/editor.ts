import {
  unknownAdvicePlaceholders,
  type AdminContentItem,
  type AdviceTextInput,
  type AdviceTextKey,
  type ArticleInput,
  type ContentKind,
  type DrugCreate,
  type DrugFields,
  type FaqCategoryInput,
  type FaqItemInput,
  type LegalInput,
  type LegalKey,
} from '@sprout/contracts';
import { AppError, fieldError, notFound, validation } from '../../http/errors.ts';
import { assertImagePathsResolve } from '../media/image-paths.ts';
import * as kinds from './kinds.ts';
import { contentStore, type Db } from './repository.ts';
import { adminItem } from './service.ts';

/**
 * Editor writes. Each save is a new version (repository.ts); rich text is sanitized on the way in (kinds.ts).
 * New items start unpublished: an editor reviews, then publishes.
 */
export function contentEditor(db: Db, editorId: string) {
  const store = contentStore(db);

  async function reread(kind: ContentKind, id: string): Promise<AdminContentItem> {
    const current = await store.current(kind, { id }, false);
    if (!current) throw notFound('content.notFound');
    return adminItem(current);
  }

  async function assertCategory(categoryId: string): Promise<void> {
    if (!(await store.current('faqCategory', { id: categoryId }, false))) throw fieldError('categoryId', 'validation.unknownCategory');
  }

  async function updated(kind: ContentKind, id: string, version: number | null): Promise<AdminContentItem> {
    if (version === null) throw notFound('content.notFound');
    return reread(kind, id);
  }

  return {
    async createArticle(input: ArticleInput) {
      await assertImagePathsResolve(db, [{ field: 'coverImage', value: input.coverImage }]);
      const id = await store.create({ kind: 'article', data: kinds.prepareArticle(input), editedBy: editorId });
      return reread('article', id);
    },
    async updateArticle(id: string, input: ArticleInput) {
      await assertImagePathsResolve(db, [{ field: 'coverImage', value: input.coverImage }]);
      return updated('article', id, await store.saveVersion('article', id, { data: kinds.prepareArticle(input), editedBy: editorId }));
    },

    async createFaqCategory(input: FaqCategoryInput) {
      const id = await store.create({
        kind: 'faqCategory',
        sortOrder: input.sortOrder,
        data: kinds.prepareFaqCategory(input),
        editedBy: editorId,
      });
      return reread('faqCategory', id);
    },
    async updateFaqCategory(id: string, input: FaqCategoryInput) {
      const version = await store.saveVersion('faqCategory', id, {
        data: kinds.prepareFaqCategory(input),
        sortOrder: input.sortOrder,
        editedBy: editorId,
      });
      return updated('faqCategory', id, version);
    },

    async createFaqItem(input: FaqItemInput) {
      await assertCategory(input.categoryId);
      const { data, searchText } = kinds.prepareFaqItem(input);
      const id = await store.create({
        kind: 'faqItem',
        parentId: input.categoryId,
        sortOrder: input.sortOrder,
        data,
        searchText,
        editedBy: editorId,
      });
      return reread('faqItem', id);
    },
    async updateFaqItem(id: string, input: FaqItemInput) {
      await assertCategory(input.categoryId);
      const { data, searchText } = kinds.prepareFaqItem(input);
      const version = await store.saveVersion('faqItem', id, {
        data,
        searchText,
        parentId: input.categoryId,
        sortOrder: input.sortOrder,
        editedBy: editorId,
      });
      return updated('faqItem', id, version);
    },

    async createDrug(input: DrugCreate) {
      const { productCode, ...fields } = input;
      if (await store.current('drug', { key: productCode }, false)) throw new AppError('RECORD_EXISTS', 'content.drugExists');
      const id = await store.create({ kind: 'drug', key: productCode, data: fields, editedBy: editorId });
      return reread('drug', id);
    },
    async updateDrug(productCode: string, fields: DrugFields) {
      const current = await store.current('drug', { key: productCode.toUpperCase() }, false);
      if (!current) throw notFound('content.drugNotFound');
      return updated('drug', current.item.id, await store.saveVersion('drug', current.item.id, { data: fields, editedBy: editorId }));
    },

    /** Legal texts exist once per key: the first save creates the text (unpublished), later ones version it. */
    async putLegal(key: LegalKey, input: LegalInput) {
      const data = kinds.prepareLegal(input);
      const current = await store.current('legal', { key }, false);
      if (!current) return reread('legal', await store.create({ kind: 'legal', key, data, editedBy: editorId }));
      return updated('legal', current.item.id, await store.saveVersion('legal', current.item.id, { data, editedBy: editorId }));
    },

    /**
     * An advice's wording exists once per text key, like a legal text: the first save creates it (unpublished, so
     * parents keep the default wording until it is published), later ones version it.
     */
    async putAdviceText(key: AdviceTextKey, input: AdviceTextInput) {
      const unknown = unknownAdvicePlaceholders(key, input);
      if (unknown.length > 0)
        throw validation(unknown.map((u) => ({ field: u.path.join('.'), messageKey: 'validation.unknownPlaceholder' })));
      const data = { title: input.title, text: input.text };
      const current = await store.current('advice', { key }, false);
      if (!current) return reread('advice', await store.create({ kind: 'advice', key, data, editedBy: editorId }));
      return updated('advice', current.item.id, await store.saveVersion('advice', current.item.id, { data, editedBy: editorId }));
    },

    async setPublished(itemId: string, published: boolean): Promise<AdminContentItem> {
      const kind = await store.setPublished(itemId, published);
      if (!kind) throw notFound('content.notFound');
      return reread(kind, itemId);
    },
  };
}

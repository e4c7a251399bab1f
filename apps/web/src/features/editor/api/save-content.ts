import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminContentItem,
  AdviceTextInput,
  AdviceTextKey,
  ArticleInput,
  ContentKind,
  DrugCreate,
  FaqCategoryInput,
  FaqItemInput,
  LegalInput,
  LegalKey,
} from '@sprout/contracts';
import { adviceRoutes, contentAdminRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { editorKeys } from './keys.ts';

/**
 * How each editable kind is created (unpublished) and versioned. The generic form hands over its values as
 * `unknown` once they passed the kind's schema (utils/content-kinds.ts), which is the schema of these calls'
 * bodies: that is what the one narrowing below stands for.
 */
const SAVES: Partial<Record<ContentKind, (id: string | null, input: unknown) => Promise<AdminContentItem>>> = {
  article: (id, input) => {
    const body = input as ArticleInput;
    return id ? callApi(contentAdminRoutes.updateArticle, { params: { id }, body }) : callApi(contentAdminRoutes.createArticle, { body });
  },
  faqCategory: (id, input) => {
    const body = input as FaqCategoryInput;
    return id
      ? callApi(contentAdminRoutes.updateFaqCategory, { params: { id }, body })
      : callApi(contentAdminRoutes.createFaqCategory, { body });
  },
  faqItem: (id, input) => {
    const body = input as FaqItemInput;
    return id ? callApi(contentAdminRoutes.updateFaqItem, { params: { id }, body }) : callApi(contentAdminRoutes.createFaqItem, { body });
  },
  // Drugs and legal texts are addressed by their key (product code, legal key), which the form holds.
  drug: (id, input) => {
    const { productCode, ...body } = input as DrugCreate;
    return id
      ? callApi(contentAdminRoutes.updateDrug, { params: { productCode }, body })
      : callApi(contentAdminRoutes.createDrug, { body: { ...body, productCode } });
  },
  legal: (_id, input) => {
    const { key, ...body } = input as LegalInput & { key: LegalKey };
    return callApi(contentAdminRoutes.putLegal, { params: { key }, body });
  },
  advice: (_id, input) => {
    const { key, ...body } = input as AdviceTextInput & { key: AdviceTextKey };
    return callApi(adviceRoutes.putText, { params: { key }, body });
  },
};

/** A new item without an id (unpublished), else a new version of that item. */
export function saveContent({ kind, id, input }: { kind: ContentKind; id: string | null; input: unknown }): Promise<AdminContentItem> {
  const save = SAVES[kind];
  if (!save) throw new Error(`content kind ${kind} has no editor`);
  return save(id, input);
}

export function useSaveContent(kind: ContentKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: { id: string | null; input: unknown }) => saveContent({ kind, ...args }),
    meta: { silentError: true },
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: editorKeys.content(kind) }),
        client.invalidateQueries({ queryKey: editorKeys.summary() }),
      ]),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminContentItem, ContentKind } from '@sprout/contracts';
import { request } from '../../../lib/request/index.ts';
import { ADMIN_PREFIX, editorKeys } from './keys.ts';

/** Where each kind is created (POST) and versioned (PUT …/{id}). */
export const CONTENT_PATHS: Partial<Record<ContentKind, string>> = {
  article: 'articles',
  faqCategory: 'faq/categories',
  faqItem: 'faq/items',
};

/** A new item without an id (unpublished), else a new version of that item. */
export function saveContent({ kind, id, input }: { kind: ContentKind; id: string | null; input: unknown }): Promise<AdminContentItem> {
  const path = `${ADMIN_PREFIX}/${CONTENT_PATHS[kind]}`;
  return id ? request<AdminContentItem>(`${path}/${encodeURIComponent(id)}`, { method: 'PUT', body: input }) : request<AdminContentItem>(path, { method: 'POST', body: input });
}

export function useSaveContent(kind: ContentKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: { id: string | null; input: unknown }) => saveContent({ kind, ...args }),
    meta: { silentError: true },
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: editorKeys.content(kind) }), client.invalidateQueries({ queryKey: editorKeys.summary() })]),
  });
}

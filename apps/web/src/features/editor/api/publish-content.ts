import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminContentItem, ContentKind } from '@sprout/contracts';
import { request } from '../../../lib/request/index.ts';
import { ADMIN_PREFIX, editorKeys } from './keys.ts';

/** Publishes an item's current version, or withdraws it. */
export function publishContent({ itemId, published }: { itemId: string; published: boolean }): Promise<AdminContentItem> {
  return request<AdminContentItem>(`${ADMIN_PREFIX}/content/${encodeURIComponent(itemId)}/publish`, { method: 'POST', body: { published } });
}

export function usePublishContent(kind: ContentKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: publishContent,
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: editorKeys.content(kind) }), client.invalidateQueries({ queryKey: editorKeys.summary() })]),
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminContentItem, ContentKind } from '@sprout/contracts';
import { request } from '../../../lib/request/index.ts';
import { ADMIN_PREFIX, editorKeys } from './keys.ts';

export function getContentItem(kind: ContentKind, itemId: string, signal?: AbortSignal): Promise<AdminContentItem> {
  return request<AdminContentItem>(`${ADMIN_PREFIX}/content/${encodeURIComponent(itemId)}`, { query: { kind }, signal });
}

export const contentItemQueryOptions = (kind: ContentKind, itemId: string) =>
  queryOptions({ queryKey: [...editorKeys.content(kind), itemId], queryFn: ({ signal }) => getContentItem(kind, itemId, signal) });

export function useContentItem(kind: ContentKind, itemId: string | null) {
  return useQuery({ ...contentItemQueryOptions(kind, itemId ?? ''), enabled: Boolean(itemId) });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentKind } from '@sprout/contracts';
import { contentAdminRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { editorKeys } from './keys.ts';

export function getContentItem(kind: ContentKind, itemId: string, signal?: AbortSignal) {
  return callApi(contentAdminRoutes.adminItem, { params: { itemId }, query: { kind }, signal });
}

export const contentItemQueryOptions = (kind: ContentKind, itemId: string) =>
  queryOptions({ queryKey: [...editorKeys.content(kind), itemId], queryFn: ({ signal }) => getContentItem(kind, itemId, signal) });

export function useContentItem(kind: ContentKind, itemId: string | null) {
  return useQuery({ ...contentItemQueryOptions(kind, itemId ?? ''), enabled: Boolean(itemId), meta: { pageShowsNotFound: true } });
}

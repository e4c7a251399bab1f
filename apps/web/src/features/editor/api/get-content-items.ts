import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentKind } from '@sprout/contracts';
import { contentAdminRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { editorKeys } from './keys.ts';

export const CONTENT_PAGE_SIZE = 20;
export interface ContentListFilters {
  q: string;
  status: '' | 'published' | 'draft';
  start: number;
}

export function getContentItems(kind: ContentKind, filters: ContentListFilters, signal?: AbortSignal) {
  return callApi(contentAdminRoutes.adminList, {
    query: { kind, q: filters.q || undefined, status: filters.status || undefined, start: filters.start, limit: CONTENT_PAGE_SIZE },
    signal,
  });
}

export const contentItemsQueryOptions = (kind: ContentKind, filters: ContentListFilters) =>
  queryOptions({
    queryKey: [...editorKeys.content(kind), 'list', filters],
    queryFn: ({ signal }) => getContentItems(kind, filters, signal),
  });

export function useContentItems(kind: ContentKind, filters: ContentListFilters) {
  return useQuery({ ...contentItemsQueryOptions(kind, filters), placeholderData: keepPreviousData });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentKind, ContentVersion } from '@sprout/contracts';
import { request } from '../../../lib/request/index.ts';
import { ADMIN_PREFIX, editorKeys } from './keys.ts';

/** Every saved version of an item, newest first, with who saved it and when. */
export function getContentVersions(itemId: string, signal?: AbortSignal): Promise<ContentVersion[]> {
  return request<ContentVersion[]>(`${ADMIN_PREFIX}/content/${encodeURIComponent(itemId)}/versions`, { signal });
}

export const contentVersionsQueryOptions = (kind: ContentKind, itemId: string) =>
  queryOptions({ queryKey: editorKeys.versions(kind, itemId), queryFn: ({ signal }) => getContentVersions(itemId, signal) });

export function useContentVersions(kind: ContentKind, itemId: string | null) {
  return useQuery({ ...contentVersionsQueryOptions(kind, itemId ?? ''), enabled: Boolean(itemId) });
}

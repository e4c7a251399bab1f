import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentKind } from '@sprout/contracts';
import { contentAdminRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { editorKeys } from './keys.ts';

/** Every saved version of an item, newest first, with who saved it and when. */
export function getContentVersions(itemId: string, signal?: AbortSignal) {
  return callApi(contentAdminRoutes.adminVersions, { params: { itemId }, signal });
}

export const contentVersionsQueryOptions = (kind: ContentKind, itemId: string) =>
  queryOptions({ queryKey: editorKeys.versions(kind, itemId), queryFn: ({ signal }) => getContentVersions(itemId, signal) });

export function useContentVersions(kind: ContentKind, itemId: string | null) {
  return useQuery({ ...contentVersionsQueryOptions(kind, itemId ?? ''), enabled: Boolean(itemId) });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { contentKeys, langQuery } from './keys.ts';

export function getArticle(id: string, signal?: AbortSignal) {
  return callApi(contentRoutes.article, { params: { id }, query: langQuery(), signal });
}

export function articleQueryOptions(id: string) {
  return queryOptions({
    queryKey: contentKeys.article(id),
    queryFn: ({ signal }) => getArticle(id, signal),
    // The page shows "not found" or a retry itself (and the server may draw the first: lib/ssr/settled-errors.ts).
    meta: { silentError: true, drawnWhenNotFound: true },
  });
}

export function useArticle(id: string) {
  return useQuery(articleQueryOptions(id));
}

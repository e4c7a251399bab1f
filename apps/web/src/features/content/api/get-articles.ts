import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { contentKeys, langQuery } from './keys.ts';

export const ARTICLES_PAGE_SIZE = 20;

export function getArticles(page: { start: number; limit: number }, signal?: AbortSignal) {
  return callApi(contentRoutes.articles, { query: { ...langQuery(), ...page }, signal });
}

export function articlesQueryOptions(page = { start: 0, limit: ARTICLES_PAGE_SIZE }) {
  return queryOptions({
    queryKey: contentKeys.articles(page),
    queryFn: ({ signal }) => getArticles(page, signal),
    meta: { silentError: true },
  });
}

export function useArticles() {
  return useQuery(articlesQueryOptions());
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contentRoutes, PAGE_MAX_LIMIT } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { contentKeys, langQuery } from './keys.ts';

export interface FaqItemsQuery {
  categoryId?: string;
  /** Words searched in question and answer (request language). */
  q?: string;
}

export function getFaqItems(query: FaqItemsQuery, signal?: AbortSignal) {
  return callApi(contentRoutes.faqItems, {
    query: { ...langQuery(), categoryId: query.categoryId, q: query.q || undefined, start: 0, limit: PAGE_MAX_LIMIT },
    signal,
  });
}

export function faqItemsQueryOptions(query: FaqItemsQuery) {
  return queryOptions({
    queryKey: contentKeys.faqItems(query),
    queryFn: ({ signal }) => getFaqItems(query, signal),
    meta: { silentError: true },
  });
}

export function useFaqItems(query: FaqItemsQuery) {
  // While a new search runs, keep the last results on screen instead of flashing a spinner.
  return useQuery({ ...faqItemsQueryOptions(query), placeholderData: keepPreviousData });
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_PREFIX, PAGE_MAX_LIMIT } from '@sprout/contracts/light';
import type { FaqItemSummary, Page } from '@sprout/contracts';
import { request } from '../../../lib/request/index.ts';
import { contentKeys, langQuery } from './keys.ts';

export interface FaqItemsQuery {
  categoryId?: string;
  /** Words searched in question and answer (request language). */
  q?: string;
}

export function getFaqItems(query: FaqItemsQuery, signal?: AbortSignal): Promise<Page<FaqItemSummary>> {
  return request<Page<FaqItemSummary>>(`${API_PREFIX.app}/faq/items`, {
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

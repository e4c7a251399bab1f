import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PREFIX } from '@sprout/contracts/light';
import type { FaqCategory } from '@sprout/contracts';
import { request } from '../../../lib/request/index.ts';
import { contentKeys, langQuery } from './keys.ts';

export function getFaqCategories(signal?: AbortSignal): Promise<FaqCategory[]> {
  return request<FaqCategory[]>(`${API_PREFIX.app}/faq/categories`, { query: langQuery(), signal });
}

export function faqCategoriesQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.faqCategories(),
    queryFn: ({ signal }) => getFaqCategories(signal),
    meta: { silentError: true },
  });
}

export function useFaqCategories() {
  return useQuery(faqCategoriesQueryOptions());
}

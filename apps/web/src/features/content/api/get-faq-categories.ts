import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { contentKeys, langQuery } from './keys.ts';

export function getFaqCategories(signal?: AbortSignal) {
  return callApi(contentRoutes.faqCategories, { query: langQuery(), signal });
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

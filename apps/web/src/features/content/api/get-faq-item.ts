import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { contentKeys, langQuery } from './keys.ts';

export function getFaqItem(id: string, signal?: AbortSignal) {
  return callApi(contentRoutes.faqItem, { params: { id }, query: langQuery(), signal });
}

export function faqItemQueryOptions(id: string) {
  return queryOptions({
    queryKey: contentKeys.faqItem(id),
    queryFn: ({ signal }) => getFaqItem(id, signal),
    meta: { silentError: true },
  });
}

export function useFaqItem(id: string) {
  return useQuery({ ...faqItemQueryOptions(id), enabled: id !== '' });
}

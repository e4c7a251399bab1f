import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PREFIX } from '@sprout/contracts/light';
import type { FaqItem } from '@sprout/contracts';
import { request } from '../../../lib/request/index.ts';
import { contentKeys, langQuery } from './keys.ts';

export function getFaqItem(id: string, signal?: AbortSignal): Promise<FaqItem> {
  return request<FaqItem>(`${API_PREFIX.app}/faq/items/${encodeURIComponent(id)}`, { query: langQuery(), signal });
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

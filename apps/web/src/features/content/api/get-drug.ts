import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PREFIX } from '@sprout/contracts/light';
import type { Drug } from '@sprout/contracts';
import { request } from '../../../lib/request/index.ts';
import { contentKeys, langQuery } from './keys.ts';

export function getDrug(productCode: string, signal?: AbortSignal): Promise<Drug> {
  return request<Drug>(`${API_PREFIX.app}/drugs/${encodeURIComponent(productCode)}`, { query: langQuery(), signal });
}

export function drugQueryOptions(productCode: string) {
  return queryOptions({
    queryKey: contentKeys.drug(productCode),
    queryFn: ({ signal }) => getDrug(productCode, signal),
    meta: { silentError: true },
  });
}

export function useDrug(productCode: string) {
  return useQuery(drugQueryOptions(productCode));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PREFIX } from '@sprout/contracts/light';
import type { LegalKey, LegalText } from '@sprout/contracts';
import { request } from '../../../lib/request/index.ts';
import { contentKeys, langQuery } from './keys.ts';

export function getLegalText(key: LegalKey, signal?: AbortSignal): Promise<LegalText> {
  return request<LegalText>(`${API_PREFIX.app}/legal/${key}`, { query: langQuery(), signal });
}

export function legalTextQueryOptions(key: LegalKey) {
  return queryOptions({
    queryKey: contentKeys.legal(key),
    queryFn: ({ signal }) => getLegalText(key, signal),
    meta: { silentError: true },
  });
}

export function useLegalText(key: LegalKey) {
  return useQuery(legalTextQueryOptions(key));
}

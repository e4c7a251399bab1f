import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LegalKey } from '@sprout/contracts';
import { contentRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { contentKeys, langQuery } from './keys.ts';

export function getLegalText(key: LegalKey, signal?: AbortSignal) {
  return callApi(contentRoutes.legal, { params: { key }, query: langQuery(), signal });
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

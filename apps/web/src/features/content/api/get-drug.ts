import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { contentKeys, langQuery } from './keys.ts';

export function getDrug(productCode: string, signal?: AbortSignal) {
  return callApi(contentRoutes.drug, { params: { productCode }, query: langQuery(), signal });
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

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contentRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { doctorKeys } from './keys.ts';

/** GET /app-web2/drugs?q=: the drug catalogue by product code or name, for the prescription picker. */
export function searchDrugs(q: string, signal?: AbortSignal) {
  return callApi(contentRoutes.searchDrugs, { query: { q, limit: 8 }, signal });
}

export function drugSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: doctorKeys.drugs(q),
    queryFn: ({ signal }) => searchDrugs(q, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useDrugSearch(q: string) {
  const trimmed = q.trim();
  return useQuery({ ...drugSearchQueryOptions(trimmed), enabled: trimmed.length > 0 });
}

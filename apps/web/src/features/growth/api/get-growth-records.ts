import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/request/index.ts';
import { growthKeys, growthReads, RECORDS_PAGE_SIZE, type GrowthScope } from './keys.ts';

/** Spec §7: GET …/{growthId}/records?start&limit; the doctor's call reuses the stored token (spec §4). */
export function getGrowthRecords(scope: GrowthScope, growthId: string, start: number, limit = RECORDS_PAGE_SIZE, signal?: AbortSignal) {
  return callApi(growthReads(scope).records, { params: { growthId }, query: { start, limit }, signal });
}

export function growthRecordsQueryOptions(scope: GrowthScope, growthId: string) {
  return infiniteQueryOptions({
    queryKey: growthKeys.records(scope, growthId),
    queryFn: ({ pageParam, signal }) => getGrowthRecords(scope, growthId, pageParam, RECORDS_PAGE_SIZE, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.list.length, 0);
      return loaded < last.total && last.list.length > 0 ? loaded : undefined;
    },
    meta: { silentError: true },
  });
}

export function useGrowthRecords(scope: GrowthScope, growthId: string | null | undefined) {
  return useInfiniteQuery({ ...growthRecordsQueryOptions(scope, growthId ?? ''), enabled: Boolean(growthId) });
}

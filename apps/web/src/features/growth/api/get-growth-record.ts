import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GrowthRecord } from '@sprout/contracts';
import { growthRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { growthKeys } from './keys.ts';

export function getGrowthRecord(recordId: string, signal?: AbortSignal): Promise<GrowthRecord> {
  return callApi(growthRoutes.record, { params: { recordId }, signal });
}

export function growthRecordQueryOptions(recordId: string) {
  return queryOptions({
    queryKey: growthKeys.record(recordId),
    queryFn: ({ signal }) => getGrowthRecord(recordId, signal),
    meta: { silentError: true },
  });
}

export function useGrowthRecord(recordId: string | null) {
  return useQuery({ ...growthRecordQueryOptions(recordId ?? ''), enabled: Boolean(recordId) });
}

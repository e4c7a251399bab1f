import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GrowthRecord } from '@sprout/contracts';
import { request } from '../../../lib/request/index.ts';
import { patientGrowth } from '../model/growth-model.ts';
import { growthBase, growthKeys } from './keys.ts';

export function getGrowthRecord(recordId: string, signal?: AbortSignal): Promise<GrowthRecord> {
  return request<GrowthRecord>(`${growthBase('patient')}/records/${encodeURIComponent(recordId)}`, { signal });
}

export function growthRecordQueryOptions(recordId: string) {
  return queryOptions({
    queryKey: growthKeys.record(recordId),
    queryFn: async ({ signal }) => {
      const record = await getGrowthRecord(recordId, signal);
      patientGrowth.set({ recordDetail: record });
      return record;
    },
    meta: { silentError: true },
  });
}

export function useGrowthRecord(recordId: string | null) {
  return useQuery({ ...growthRecordQueryOptions(recordId ?? ''), enabled: Boolean(recordId) });
}

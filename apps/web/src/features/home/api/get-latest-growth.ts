import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GrowthRecord } from '@sprout/contracts';
import { growthRoutes } from '@sprout/contracts/light';
import { ERROR_SHOW_TYPE } from '../../../lib/request/errors.ts';
import { callApi } from '../../../lib/request/index.ts';

/** The member's growth profile (POST /init), then its newest record; null when there is none. */
export async function getLatestGrowth(familyMemberId: string, signal?: AbortSignal): Promise<GrowthRecord | null> {
  const silent = { showType: ERROR_SHOW_TYPE.SILENT, signal };
  const { growthId } = await callApi(growthRoutes.init, { ...silent, body: { familyMemberId } });
  if (!growthId) return null;
  const page = await callApi(growthRoutes.records, { ...silent, params: { growthId }, query: { start: 0, limit: 1 } });
  return page.list[0] ?? null;
}

export function latestGrowthQueryOptions(familyMemberId: string) {
  return queryOptions({
    queryKey: ['family', familyMemberId, 'growth', 'latest'] as const,
    queryFn: ({ signal }) => getLatestGrowth(familyMemberId, signal),
    // The card shows a neutral "no records yet" instead: never an error toast on the home page.
    meta: { silentError: true },
    retry: false,
  });
}

export function useLatestGrowth(familyMemberId: string) {
  return useQuery(latestGrowthQueryOptions(familyMemberId));
}

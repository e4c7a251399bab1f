import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GrowthCurve } from '@sprout/contracts';
import { callApi } from '../../../lib/request/index.ts';
import { growthKeys, growthReads, type GrowthScope } from './keys.ts';

export function getGrowthCurve(scope: GrowthScope, growthId: string, signal?: AbortSignal): Promise<GrowthCurve> {
  return callApi(growthReads(scope).curve, { params: { growthId }, query: {}, signal });
}

export function growthCurveQueryOptions(scope: GrowthScope, growthId: string) {
  return queryOptions({
    queryKey: growthKeys.curve(scope, growthId),
    queryFn: ({ signal }) => getGrowthCurve(scope, growthId, signal),
    meta: { silentError: true },
  });
}

export function useGrowthCurve(scope: GrowthScope, growthId: string | null | undefined) {
  return useQuery({ ...growthCurveQueryOptions(scope, growthId ?? ''), enabled: Boolean(growthId) });
}

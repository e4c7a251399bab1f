import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GrowthCurve } from '@sprout/contracts';
import { request } from '../../../lib/request/index.ts';
import { modelOf, type GrowthScope } from '../model/growth-model.ts';
import { growthBase, growthKeys } from './keys.ts';

export function getGrowthCurve(scope: GrowthScope, growthId: string, signal?: AbortSignal): Promise<GrowthCurve> {
  return request<GrowthCurve>(`${growthBase(scope)}/${encodeURIComponent(growthId)}/curve`, { signal });
}

export function growthCurveQueryOptions(scope: GrowthScope, growthId: string) {
  return queryOptions({
    queryKey: growthKeys.curve(scope, growthId),
    queryFn: async ({ signal }) => {
      const curve = await getGrowthCurve(scope, growthId, signal);
      modelOf(scope).set({ growthCurveData: curve });
      return curve;
    },
    meta: { silentError: true },
  });
}

export function useGrowthCurve(scope: GrowthScope, growthId: string | null | undefined) {
  return useQuery({ ...growthCurveQueryOptions(scope, growthId ?? ''), enabled: Boolean(growthId) });
}

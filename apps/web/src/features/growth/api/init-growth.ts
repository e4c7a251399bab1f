import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GrowthBaseInfo, GrowthInitBody } from '@sprout/contracts';
import { request } from '../../../lib/request/index.ts';
import { getAuthToken } from '../../../lib/session.ts';
import { patientGrowth } from '../model/growth-model.ts';
import { growthBase, growthKeys, type GrowthTarget } from './keys.ts';

/** Spec §5: patientId when present and not the text "undefined", otherwise familyMemberId. */
export function initBody(target: GrowthTarget): GrowthInitBody {
  if (target.patientId && target.patientId !== 'undefined') return { patientId: target.patientId };
  return { familyMemberId: target.familyMemberId ?? null };
}

export function initGrowth(target: GrowthTarget, signal?: AbortSignal): Promise<GrowthBaseInfo> {
  return request<GrowthBaseInfo>(`${growthBase('patient')}/init`, { method: 'POST', body: initBody(target), signal });
}

export function growthInitQueryOptions(target: GrowthTarget) {
  return queryOptions({
    queryKey: growthKeys.init(target),
    queryFn: async ({ signal }) => {
      // Spec §4: the auth token is saved when base info is requested, '' when there is none.
      patientGrowth.set({ authToken: getAuthToken() ?? '' });
      const info = await initGrowth(target, signal);
      patientGrowth.set({ growthBaseInfo: info });
      return info;
    },
    meta: { silentError: true },
  });
}

export function useGrowthInit(target: GrowthTarget, enabled = true) {
  return useQuery({ ...growthInitQueryOptions(target), enabled });
}

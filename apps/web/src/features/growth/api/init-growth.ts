import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GrowthBaseInfo, GrowthInitBody } from '@sprout/contracts';
import { growthRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { growthKeys, type GrowthTarget } from './keys.ts';

/** Spec §5: patientId when present and not the text "undefined", otherwise familyMemberId. */
export function initBody(target: GrowthTarget): GrowthInitBody {
  if (target.patientId && target.patientId !== 'undefined') return { patientId: target.patientId };
  return { familyMemberId: target.familyMemberId ?? null };
}

export function initGrowth(target: GrowthTarget, signal?: AbortSignal): Promise<GrowthBaseInfo> {
  return callApi(growthRoutes.init, { body: initBody(target), signal });
}

export function growthInitQueryOptions(target: GrowthTarget) {
  return queryOptions({
    queryKey: growthKeys.init(target),
    // Spec §4's growth state (base info, curve, record detail) is what these queries hold; the auth token stays in lib/session.
    queryFn: ({ signal }) => initGrowth(target, signal),
    meta: { silentError: true },
  });
}

export function useGrowthInit(target: GrowthTarget, enabled = true) {
  return useQuery({ ...growthInitQueryOptions(target), enabled });
}

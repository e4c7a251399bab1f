import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DoctorGrowthHome } from '@sprout/contracts';
import { doctorGrowthRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { growthKeys } from './keys.ts';

export function getDoctorGrowthHome(growthId: string, signal?: AbortSignal): Promise<DoctorGrowthHome> {
  return callApi(doctorGrowthRoutes.home, { params: { growthId }, signal });
}

export function doctorGrowthHomeQueryOptions(growthId: string) {
  return queryOptions({
    queryKey: growthKeys.doctorHome(growthId),
    queryFn: ({ signal }) => getDoctorGrowthHome(growthId, signal),
    meta: { silentError: true },
  });
}

export function useDoctorGrowthHome(growthId: string | null) {
  return useQuery({ ...doctorGrowthHomeQueryOptions(growthId ?? ''), enabled: Boolean(growthId) });
}

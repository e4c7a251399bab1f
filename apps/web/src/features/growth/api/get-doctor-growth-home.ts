import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DoctorGrowthHome } from '@sprout/contracts';
import { request } from '../../../lib/request/index.ts';
import { getAuthToken } from '../../../lib/session.ts';
import { doctorGrowth } from '../model/growth-model.ts';
import { growthBase, growthKeys } from './keys.ts';

export function getDoctorGrowthHome(growthId: string, signal?: AbortSignal): Promise<DoctorGrowthHome> {
  return request<DoctorGrowthHome>(`${growthBase('doctor')}/${encodeURIComponent(growthId)}/home`, { signal });
}

export function doctorGrowthHomeQueryOptions(growthId: string) {
  return queryOptions({
    queryKey: growthKeys.doctorHome(growthId),
    queryFn: async ({ signal }) => {
      // Spec §4: the token of the entry link is saved with the base-info request ('' when none).
      doctorGrowth.set({ authToken: getAuthToken() ?? '' });
      const home = await getDoctorGrowthHome(growthId, signal);
      doctorGrowth.set({ growthBaseInfo: home.growthBaseInfo });
      return home;
    },
    meta: { silentError: true },
  });
}

export function useDoctorGrowthHome(growthId: string | null) {
  return useQuery({ ...doctorGrowthHomeQueryOptions(growthId ?? ''), enabled: Boolean(growthId) });
}

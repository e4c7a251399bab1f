import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GestationalAgeBody, GrowthBaseInfo } from '@sprout/contracts';
import { request } from '../../../lib/request/index.ts';
import { patientGrowth } from '../model/growth-model.ts';
import { showGrowthError, showGrowthSuccess } from './growth-feedback.ts';
import { growthBase, growthKeys } from './keys.ts';

export function editGestationalAge(body: GestationalAgeBody): Promise<GrowthBaseInfo> {
  return request<GrowthBaseInfo>(`${growthBase('patient')}/edit_gestational_age`, { method: 'POST', body });
}

export function useEditGestationalAge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editGestationalAge,
    meta: { silentError: true },
    onError: showGrowthError,
    onSuccess: async (info) => {
      patientGrowth.set({ growthBaseInfo: info });
      showGrowthSuccess('saved');
      await queryClient.invalidateQueries({ queryKey: growthKeys.all });
    },
  });
}

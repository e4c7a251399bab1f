import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GestationalAgeBody, GrowthBaseInfo } from '@sprout/contracts';
import { growthRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { showGrowthError, showGrowthSuccess } from './growth-feedback.ts';
import { growthKeys } from './keys.ts';

export function editGestationalAge(body: GestationalAgeBody): Promise<GrowthBaseInfo> {
  return callApi(growthRoutes.editGestationalAge, { body });
}

export function useEditGestationalAge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editGestationalAge,
    meta: { silentError: true },
    onError: showGrowthError,
    onSuccess: async () => {
      showGrowthSuccess('saved');
      await queryClient.invalidateQueries({ queryKey: growthKeys.all });
    },
  });
}

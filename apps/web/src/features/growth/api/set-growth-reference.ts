import { useMutation, useQueryClient } from '@tanstack/react-query';
import { growthReferenceRoutes } from '@sprout/contracts/light';
import type { GrowthReferenceChoice } from '@sprout/contracts';
import { callApi } from '../../../lib/request/index.ts';
import { showGrowthError } from './growth-feedback.ts';
import { growthKeys } from './keys.ts';

/** POST …/growth/reference: the family stores the child's reference set; every growth view then scores on it. */
export function useSetGrowthReference(growthId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reference: GrowthReferenceChoice) => callApi(growthReferenceRoutes.setReference, { body: { growthId, reference } }),
    meta: { silentError: true },
    onError: showGrowthError,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: growthKeys.all });
    },
  });
}

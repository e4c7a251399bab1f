import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GrowthEditBody, GrowthRecord } from '@sprout/contracts';
import { growthRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { showGrowthSuccess } from './growth-feedback.ts';
import { growthKeys } from './keys.ts';

export function editGrowthRecord(body: GrowthEditBody): Promise<GrowthRecord> {
  return callApi(growthRoutes.edit, { body, idempotent: true });
}

/** Spec §8: a failed modify only rejects, with no message; success says "修改成功". */
export function useEditGrowthRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editGrowthRecord,
    meta: { silentError: true },
    onSuccess: async () => {
      showGrowthSuccess('modified');
      await queryClient.invalidateQueries({ queryKey: growthKeys.all });
    },
  });
}

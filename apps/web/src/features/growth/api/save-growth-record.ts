import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GrowthRecord, GrowthSaveBody } from '@sprout/contracts';
import { growthRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { showGrowthSuccess } from './growth-feedback.ts';
import { growthKeys } from './keys.ts';

/** The key is the parent's tap's: a record queued offline is later sent with the same one (issue 18). */
export function saveGrowthRecord({ body, idempotencyKey }: { body: GrowthSaveBody; idempotencyKey: string }): Promise<GrowthRecord> {
  return callApi(growthRoutes.save, { body, idempotencyKey });
}

/** Spec §8: a failed add only rejects (the form decides: a taken date asks to replace); success says so. */
export function useSaveGrowthRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGrowthRecord,
    meta: { silentError: true },
    onSuccess: async () => {
      showGrowthSuccess('added');
      await queryClient.invalidateQueries({ queryKey: growthKeys.all });
    },
  });
}

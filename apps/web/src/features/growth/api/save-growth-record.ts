import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GrowthRecord, GrowthSaveBody } from '@sprout/contracts';
import { request } from '../../../lib/request/index.ts';
import { showGrowthSuccess } from './growth-feedback.ts';
import { growthBase, growthKeys } from './keys.ts';

export function saveGrowthRecord(body: GrowthSaveBody): Promise<GrowthRecord> {
  return request<GrowthRecord>(`${growthBase('patient')}/save`, { method: 'POST', body, idempotent: true });
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

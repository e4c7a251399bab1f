import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GrowthEditBody, GrowthRecord } from '@sprout/contracts';
import { request } from '../../../lib/request/index.ts';
import { patientGrowth } from '../model/growth-model.ts';
import { showGrowthSuccess } from './growth-feedback.ts';
import { growthBase, growthKeys } from './keys.ts';

export function editGrowthRecord(body: GrowthEditBody): Promise<GrowthRecord> {
  return request<GrowthRecord>(`${growthBase('patient')}/edit`, { method: 'POST', body, idempotent: true });
}

/** Spec §8: a failed modify only rejects, with no message; success says "修改成功". */
export function useEditGrowthRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editGrowthRecord,
    meta: { silentError: true },
    onSuccess: async (record) => {
      patientGrowth.set({ recordDetail: record });
      showGrowthSuccess('modified');
      await queryClient.invalidateQueries({ queryKey: growthKeys.all });
    },
  });
}

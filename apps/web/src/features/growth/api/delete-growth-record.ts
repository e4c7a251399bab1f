import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request/index.ts';
import { patientGrowth } from '../model/growth-model.ts';
import { showGrowthError, showGrowthSuccess } from './growth-feedback.ts';
import { growthBase, growthKeys } from './keys.ts';

export function deleteGrowthRecord(recordId: string): Promise<null> {
  return request<null>(`${growthBase('patient')}/delete`, { method: 'POST', body: { recordId } });
}

export function useDeleteGrowthRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGrowthRecord,
    meta: { silentError: true },
    onError: showGrowthError,
    onSuccess: async (_data, recordId) => {
      patientGrowth.set({ recordDetail: null });
      queryClient.removeQueries({ queryKey: growthKeys.record(recordId) });
      showGrowthSuccess('deleted');
      await queryClient.invalidateQueries({ queryKey: growthKeys.all });
    },
  });
}

import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { GrowthRecordsPage } from '@sprout/contracts';
import { growthRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { showGrowthError, showGrowthSuccess } from './growth-feedback.ts';
import { growthKeys } from './keys.ts';

export function deleteGrowthRecord(recordId: string): Promise<null> {
  return callApi(growthRoutes.remove, { body: { recordId } });
}

/** The paged history without the deleted record (and one fewer in the total). */
export function withoutRecord(data: InfiniteData<GrowthRecordsPage> | undefined, recordId: string) {
  if (!data) return data;
  const pages = data.pages.map((page) => {
    const list = page.list.filter((record) => record.recordId !== recordId);
    return list.length === page.list.length ? page : { total: Math.max(0, page.total - 1), list };
  });
  return { ...data, pages };
}

/**
 * Deletes a record. The deleted record leaves the caches at once and is never asked for again (a refetch
 * would answer 404 and show "未找到相关信息" over "删除成功"); what is derived from it (base info, curve,
 * history) refetches in the background.
 */
export function useDeleteGrowthRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGrowthRecord,
    meta: { silentError: true },
    onError: showGrowthError,
    onSuccess: (_data, recordId) => {
      const deleted = growthKeys.record(recordId);
      void queryClient.cancelQueries({ queryKey: deleted, exact: true });
      queryClient.removeQueries({ queryKey: deleted, exact: true });
      queryClient.setQueriesData<InfiniteData<GrowthRecordsPage>>(
        { queryKey: growthKeys.all, predicate: (query) => query.queryKey.includes('records') },
        (data) => withoutRecord(data, recordId),
      );
      showGrowthSuccess('deleted');
      void queryClient.invalidateQueries({ queryKey: growthKeys.all, predicate: (query) => query.queryKey[1] !== 'record' });
    },
  });
}

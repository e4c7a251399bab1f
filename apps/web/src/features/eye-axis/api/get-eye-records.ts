import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { EyeExamRecord, Page } from '@sprout/contracts';
import { eyeRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { withEyeAxisErrors } from './eye-errors.ts';
import { eyeKeys, RECORDS_PAGE_SIZE, type EyeAxisRole } from './keys.ts';

export interface RecordsPageParams {
  role: EyeAxisRole;
  eyeRef: string;
  /** The parent call repeats the profile's eyeId in the query (spec §7). */
  eyeId?: string;
  start: number;
  limit?: number;
}

/**
 * GET …/eye/{eyeId or eyeAxisId}/records with start and limit. A failure shows the toast and also rejects to
 * the caller (spec §8), who keeps the pages it has and offers to try again.
 */
export function getEyeRecords(params: RecordsPageParams, signal?: AbortSignal): Promise<Page<EyeExamRecord>> {
  const { role, eyeRef, eyeId, start, limit = RECORDS_PAGE_SIZE } = params;
  const page =
    role === 'patient'
      ? callApi(eyeRoutes.appRecords, { params: { id: eyeRef }, query: { eyeId, start, limit }, signal })
      : callApi(eyeRoutes.doctorRecords, { params: { id: eyeRef }, query: { start, limit }, signal });
  return withEyeAxisErrors(page, signal);
}

export function nextStart(lastPage: Page<EyeExamRecord>, pages: Page<EyeExamRecord>[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.list.length, 0);
  return loaded < lastPage.total && lastPage.list.length > 0 ? loaded : undefined;
}

export function eyeRecordsQueryOptions(role: EyeAxisRole, eyeRef: string, eyeId?: string, limit = RECORDS_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: [...eyeKeys.records(role, eyeRef), limit],
    queryFn: ({ pageParam, signal }) => getEyeRecords({ role, eyeRef, eyeId, start: pageParam, limit }, signal),
    initialPageParam: 0,
    getNextPageParam: nextStart,
    meta: { silentError: true },
    retry: false,
  });
}

export function useEyeRecords(
  role: EyeAxisRole,
  eyeRef: string | null,
  options: { eyeId?: string; limit?: number; enabled?: boolean } = {},
) {
  return useInfiniteQuery({
    ...eyeRecordsQueryOptions(role, eyeRef ?? '', options.eyeId, options.limit),
    enabled: Boolean(eyeRef) && (options.enabled ?? true),
  });
}

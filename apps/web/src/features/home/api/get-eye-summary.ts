import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EyeAxisRecord } from '@sprout/contracts';
import { eyeRoutes } from '@sprout/contracts/light';
import { ERROR_SHOW_TYPE } from '../../../lib/request/errors.ts';
import { callApi } from '../../../lib/request/index.ts';

/** The member's eye profile, then the latest of its axial-length records (oldest first); null when none. */
export async function getEyeSummary(familyMemberId: string, signal?: AbortSignal): Promise<EyeAxisRecord | null> {
  const silent = { showType: ERROR_SHOW_TYPE.SILENT, signal };
  const info = await callApi(eyeRoutes.appInfo, { ...silent, query: { familyMemberId } });
  // Spec §4: a profile is addressed by its eyeId or, failing that, its eyeAxisId.
  const id = info.eyeId || info.eyeAxisId;
  if (!id) return null;
  const records = await callApi(eyeRoutes.appAxisRecords, { ...silent, params: { id } });
  return records.at(-1) ?? null;
}

export function eyeSummaryQueryOptions(familyMemberId: string) {
  return queryOptions({
    queryKey: ['family', familyMemberId, 'eye', 'summary'] as const,
    queryFn: ({ signal }) => getEyeSummary(familyMemberId, signal),
    meta: { silentError: true },
    retry: false,
  });
}

export function useEyeSummary(familyMemberId: string) {
  return useQuery(eyeSummaryQueryOptions(familyMemberId));
}

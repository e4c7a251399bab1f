import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GrowthReferenceLines, Sex } from '@sprout/contracts';
import { growthRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';

/**
 * The centile lines of one sex: static reference data, the same for every child. With the curve's
 * referenceVersion in the address the browser may keep the answer for good; in memory it never goes stale.
 */
export function getReferenceLines(sex: Sex, version: string, signal?: AbortSignal): Promise<GrowthReferenceLines> {
  return callApi(growthRoutes.referenceLines, { query: { sex, v: version }, signal });
}

export function referenceLinesQueryOptions(sex: Sex, version: string) {
  return queryOptions({
    queryKey: ['growthReferenceLines', sex, version] as const,
    queryFn: ({ signal }) => getReferenceLines(sex, version, signal),
    staleTime: Infinity,
    gcTime: Infinity,
    meta: { silentError: true },
  });
}

export function useReferenceLines(sex: Sex | undefined, version: string | undefined) {
  return useQuery({ ...referenceLinesQueryOptions(sex ?? 'male', version ?? ''), enabled: Boolean(sex && version) });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PREFIX } from '@sprout/contracts/light';
import type { Comparison } from '@sprout/contracts';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { request } from '../../../lib/request/index.ts';
import { membershipKeys } from './get-plans.ts';

export function getComparison(signal?: AbortSignal): Promise<Comparison> {
  return request<Comparison>(`${API_PREFIX.app}/plans/comparison`, { signal });
}

export function comparisonQueryOptions() {
  return queryOptions({ queryKey: membershipKeys.comparison(currentLanguage()), queryFn: ({ signal }) => getComparison(signal), meta: { silentError: true } });
}

export function useComparison() {
  return useQuery(comparisonQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { membershipRoutes } from '@sprout/contracts/light';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { callApi } from '../../../lib/request/index.ts';
import { membershipKeys } from './get-plans.ts';

export function getComparison(signal?: AbortSignal) {
  return callApi(membershipRoutes.comparison, { signal });
}

export function comparisonQueryOptions() {
  return queryOptions({
    queryKey: membershipKeys.comparison(currentLanguage()),
    queryFn: ({ signal }) => getComparison(signal),
    meta: { silentError: true },
  });
}

export function useComparison() {
  return useQuery(comparisonQueryOptions());
}

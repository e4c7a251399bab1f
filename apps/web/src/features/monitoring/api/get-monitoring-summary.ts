import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { monitoringRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';

export interface SummaryRange {
  from: string;
  to: string;
}

export const monitoringKeys = {
  all: ['monitoring'] as const,
  summary: (range: SummaryRange) => [...monitoringKeys.all, 'summary', range.from, range.to] as const,
};

export function getMonitoringSummary(range: SummaryRange, signal?: AbortSignal) {
  return callApi(monitoringRoutes.summary, { query: { from: range.from, to: range.to }, signal });
}

export function monitoringSummaryQueryOptions(range: SummaryRange) {
  return queryOptions({
    queryKey: monitoringKeys.summary(range),
    queryFn: ({ signal }) => getMonitoringSummary(range, signal),
    // The page shows its own states: "editors only" for a 403, a retry for the rest.
    meta: { silentError: true },
    retry: (count, error) => (error as { status?: number }).status !== 403 && count < 2,
  });
}

export function useMonitoringSummary(range: SummaryRange) {
  return useQuery({ ...monitoringSummaryQueryOptions(range), placeholderData: keepPreviousData });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { monitoringRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { editorKeys } from './keys.ts';

const DAY_MS = 86_400_000;

/** The last seven UTC days of real-user monitoring, for the workspace home's ratings. */
export function getMonitoringWeek(signal?: AbortSignal, now = Date.now()) {
  const to = new Date(now).toISOString().slice(0, 10);
  const from = new Date(now - 6 * DAY_MS).toISOString().slice(0, 10);
  return callApi(monitoringRoutes.summary, { query: { from, to }, signal, showType: 0 });
}

export const monitoringWeekQueryOptions = () =>
  queryOptions({
    queryKey: [...editorKeys.all, 'monitoring-week'],
    queryFn: ({ signal }) => getMonitoringWeek(signal),
    meta: { silentError: true },
    retry: false,
  });

export function useMonitoringWeek() {
  return useQuery(monitoringWeekQueryOptions());
}

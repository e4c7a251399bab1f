import { useQuery } from '@tanstack/react-query';
import { API_PREFIX } from '@sprout/contracts/light';
import type { ActivityPageRunning } from '@sprout/contracts/activity';
import type { Language } from '@sprout/contracts';
import { request } from '../../../lib/request/index.ts';
import { activityKeys } from './keys.ts';

/** GET /app-web2/activity_pages?language=…: the published campaigns running now, written in the visitor's language. */
export function useRunningCampaigns(language: Language) {
  return useQuery({
    queryKey: activityKeys.running(language),
    queryFn: ({ signal }) => request<ActivityPageRunning[]>(`${API_PREFIX.app}/activity_pages?${new URLSearchParams({ language }).toString()}`, { signal }),
    // The list shows its own error with a retry.
    meta: { silentError: true },
    staleTime: 60_000,
  });
}

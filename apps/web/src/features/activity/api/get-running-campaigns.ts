import { useQuery } from '@tanstack/react-query';
import type { Language } from '@sprout/contracts';
import { activityRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { activityKeys } from './keys.ts';

/** GET /app-web2/activity_pages?language=…: the published campaigns running now, written in the visitor's language. */
export function useRunningCampaigns(language: Language) {
  return useQuery({
    queryKey: activityKeys.running(language),
    queryFn: ({ signal }) => callApi(activityRoutes.running, { query: { language }, signal }),
    // The list shows its own error with a retry.
    meta: { silentError: true },
    staleTime: 60_000,
  });
}

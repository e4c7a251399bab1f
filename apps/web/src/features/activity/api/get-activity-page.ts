import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PREFIX } from '@sprout/contracts/light';
import { parseActivityPageLeniently, type ActivityPagePublic, type LenientParseResult } from '@sprout/contracts/activity';
import { request } from '../../../lib/request/index.ts';
import { warnSkippedNodes } from '../utils/warn-skipped.ts';
import { activityKeys } from './keys.ts';

export interface LoadedActivityPage {
  id: string;
  slug: string | null;
  version: number;
  /** The description as this client could read it: unknown or invalid nodes left out. */
  parsed: LenientParseResult;
}

/**
 * GET /app-web2/activity_pages/{idOrSlug}: the published page. The description is checked again here, node by
 * node: a widget this client does not know is skipped with a console warning, never a broken page.
 */
export async function getActivityPage(idOrSlug: string, signal?: AbortSignal): Promise<LoadedActivityPage> {
  const page = await request<ActivityPagePublic>(`${API_PREFIX.app}/activity_pages/${encodeURIComponent(idOrSlug)}`, { signal });
  const parsed = parseActivityPageLeniently(page.description);
  if (parsed.ok) warnSkippedNodes(parsed.skipped);
  return { id: page.id, slug: page.slug, version: page.version, parsed };
}

export function activityPageQueryOptions(idOrSlug: string) {
  return queryOptions({
    queryKey: activityKeys.page(idOrSlug),
    queryFn: ({ signal }) => getActivityPage(idOrSlug, signal),
    // The page shows its own not-found and error states.
    meta: { silentError: true },
    staleTime: 60_000,
  });
}

export function useActivityPage(idOrSlug: string) {
  return useQuery({ ...activityPageQueryOptions(idOrSlug), enabled: idOrSlug !== '' });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityAvailability, LenientParseResult } from '@sprout/contracts/activity';
import { activityRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { activityKeys } from './keys.ts';

export interface LoadedActivityPage {
  id: string;
  slug: string | null;
  version: number;
  title: string;
  startsAt: string | null;
  endsAt: string | null;
  /** Outside the page's window the server sends no description: the page says the campaign has not started or ended. */
  availability: ActivityAvailability;
  /** The description as this client could read it: unknown or invalid nodes left out; null outside the window. */
  parsed: LenientParseResult | null;
}

/**
 * GET /app-web2/activity_pages/{idOrSlug}: the published page. The description is checked again here, node by
 * node: a widget this client does not know is skipped with a console warning, never a broken page. The check
 * (the widgets' zod schemas, 26 KB) loads beside the call, not with the page's first screen: a page the server drew
 * comes with its checked description in the page's state, so hydrating it needs no schema.
 */
export async function getActivityPage(idOrSlug: string, signal?: AbortSignal): Promise<LoadedActivityPage> {
  const [page, { readPageDescription }] = await Promise.all([
    callApi(activityRoutes.page, { params: { idOrSlug }, query: {}, signal }),
    import('./read-page-description.ts'),
  ]);
  const parsed = page.description == null ? null : readPageDescription(page.description);
  const { id, slug, version, title, startsAt, endsAt, availability } = page;
  return { id, slug, version, title, startsAt, endsAt, availability, parsed };
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

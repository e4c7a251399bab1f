import { queryOptions, useQuery } from '@tanstack/react-query';
import { activityRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { editorKeys } from './keys.ts';

/** Query keys of the campaign pages: a write invalidates the page's prefix, the list and the home's summary. */
export const activityEditorKeys = {
  all: () => [...editorKeys.all, 'activity'] as const,
  list: (start: number) => [...activityEditorKeys.all(), 'list', start] as const,
  page: (pageId: string) => [...activityEditorKeys.all(), pageId] as const,
  versions: (pageId: string) => [...activityEditorKeys.page(pageId), 'versions'] as const,
};

export const ACTIVITY_PAGE_SIZE = 50;

export function useActivityPages(start: number) {
  return useQuery({
    queryKey: activityEditorKeys.list(start),
    queryFn: ({ signal }) => callApi(activityRoutes.list, { query: { start, limit: ACTIVITY_PAGE_SIZE }, signal }),
  });
}

export const activityDraftQueryOptions = (pageId: string) =>
  queryOptions({
    queryKey: activityEditorKeys.page(pageId),
    queryFn: ({ signal }) => callApi(activityRoutes.draft, { params: { pageId }, signal }),
  });

/** The page with its latest saved description (the editor starts from it). */
export function useActivityDraft(pageId: string | null) {
  return useQuery({ ...activityDraftQueryOptions(pageId ?? ''), enabled: Boolean(pageId), meta: { pageShowsNotFound: true } });
}

export function useActivityVersions(pageId: string) {
  return useQuery({
    queryKey: activityEditorKeys.versions(pageId),
    queryFn: ({ signal }) => callApi(activityRoutes.versions, { params: { pageId }, query: { start: 0, limit: 20 }, signal }),
  });
}

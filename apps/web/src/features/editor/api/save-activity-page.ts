import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActivityPageDescriptionInput, ActivityPageDraft, ActivityPageWindow } from '@sprout/contracts/activity';
import { activityRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { activityEditorKeys } from './activity-pages.ts';
import { editorKeys } from './keys.ts';

/** Every write answers the page as the editor sees it; it replaces the cached one and refreshes the lists. */
function useActivityWrite<I>(write: (input: I) => Promise<ActivityPageDraft>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    meta: { silentError: true },
    onSuccess: (page) => {
      client.setQueryData(activityEditorKeys.page(page.id), page);
      return Promise.all([
        client.invalidateQueries({ queryKey: activityEditorKeys.versions(page.id) }),
        client.invalidateQueries({ queryKey: [...activityEditorKeys.all(), 'list'] }),
        client.invalidateQueries({ queryKey: editorKeys.summary() }),
      ]);
    },
  });
}

/** A new page (version 1) without an id, else a new version of that page. */
export function useSaveActivityPage() {
  return useActivityWrite(
    ({ pageId, slug, description }: { pageId: string | null; slug?: string; description: ActivityPageDescriptionInput }) =>
      pageId
        ? callApi(activityRoutes.update, { params: { pageId }, body: description })
        : callApi(activityRoutes.create, { query: slug ? { slug } : {}, body: description }),
  );
}

/** Publishes a saved version (rolling back is publishing an older one), or takes the page offline. */
export function usePublishActivityPage() {
  return useActivityWrite(({ pageId, version }: { pageId: string; version: number | null }) =>
    version === null
      ? callApi(activityRoutes.unpublish, { params: { pageId } })
      : callApi(activityRoutes.publish, { params: { pageId }, body: { version } }),
  );
}

export function useSetActivityWindow() {
  return useActivityWrite(({ pageId, window }: { pageId: string; window: ActivityPageWindow }) =>
    callApi(activityRoutes.setWindow, { params: { pageId }, body: window }),
  );
}

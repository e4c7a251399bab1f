import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocalizedText } from '@sprout/contracts';
import { workspaceRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { editorKeys } from './keys.ts';

/** The server's own sanitizer over the editor's text: the preview shows what a save will store. */
export function sanitizePreview(html: LocalizedText, signal?: AbortSignal) {
  return callApi(workspaceRoutes.sanitize, { body: { html }, signal, showType: 0 });
}

export const sanitizePreviewQueryOptions = (html: LocalizedText) =>
  queryOptions({
    queryKey: [...editorKeys.all, 'sanitize', html],
    queryFn: ({ signal }) => sanitizePreview(html, signal),
    meta: { silentError: true },
    staleTime: Infinity,
  });

export function useSanitizedPreview(html: LocalizedText) {
  return useQuery({ ...sanitizePreviewQueryOptions(html), placeholderData: (previous) => previous });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentKind } from '@sprout/contracts';
import { contentAdminRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { editorKeys } from './keys.ts';

/** Publishes an item's current version, or withdraws it. */
export function publishContent({ itemId, published }: { itemId: string; published: boolean }) {
  return callApi(contentAdminRoutes.adminPublish, { params: { itemId }, body: { published } });
}

export function usePublishContent(kind: ContentKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: publishContent,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: editorKeys.content(kind) }),
        client.invalidateQueries({ queryKey: editorKeys.summary() }),
      ]),
  });
}

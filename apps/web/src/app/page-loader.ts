import { withChunkTimeout } from '../lib/chunk.ts';
import { i18n } from '../lib/i18n/index.ts';
import type { PageModule, RouteEntry } from './routes/index.ts';

/**
 * Loads a page's chunk and its locale namespaces together, under the chunk time-out. The promise is shared
 * by the route's `lazy` and `loader`, and forgotten on failure so a later attempt starts afresh.
 */
export function createPageLoader(entry: RouteEntry): () => Promise<PageModule> {
  let pending: Promise<PageModule> | null = null;
  return () => {
    if (!pending) {
      const attempt = withChunkTimeout(async () => {
        const [page] = await Promise.all([entry.load(), i18n.loadNamespaces([...(entry.namespaces ?? [])])]);
        return page;
      });
      attempt.catch(() => {
        if (pending === attempt) pending = null;
      });
      pending = attempt;
    }
    return pending;
  };
}

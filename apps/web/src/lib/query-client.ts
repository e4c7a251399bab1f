import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { REQUEST_CACHE_MS } from './constants.ts';
import { isApiError, showApiError } from './request/index.ts';

declare module '@tanstack/react-query' {
  interface Register {
    /** `silentError`: the screen shows this failure itself, so the global toast stays away. */
    /**
     * `pageShowsNotFound`: the page says "not found" itself (PageState, LoadFailed), so a 404 is not toasted over
     * it; every other failure still is.
     */
    /**
     * `drawnWhenNotFound`: the page alone tells a 404 or 400 of this query (no toast, nothing the call itself shows), so
     * the server may draw that page (lib/ssr/settled-errors.ts) instead of leaving it to the browser's own attempt.
     */
    queryMeta: { silentError?: boolean; pageShowsNotFound?: boolean; drawnWhenNotFound?: boolean };
    mutationMeta: { silentError?: boolean };
  }
}

/** Retry only what a retry can fix: no answer at all, or a server error. */
const MAX_RETRIES = 1;
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  return !isApiError(error) || error.status === 0 || error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.silentError) return;
        if (query.meta?.pageShowsNotFound && isApiError(error) && error.status === 404) return;
        showApiError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.silentError) showApiError(error);
      },
    }),
    defaultOptions: {
      queries: { staleTime: REQUEST_CACHE_MS, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

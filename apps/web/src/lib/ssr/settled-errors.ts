import { defaultShouldDehydrateQuery, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import type { ApiErrorInit } from '../request/errors.ts';
import { ApiError, isApiError } from '../request/index.ts';

/**
 * An error answer the browser would get again if it asked: what was asked for does not exist (404) or cannot be
 * asked for (400). A page showing it is drawn by the server like any other; every other failure (no answer, a server
 * error, a refusal that depends on the session) is left to the browser's own attempt.
 */
export function isSettledError(error: unknown): error is ApiError {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

/** The queries a server-rendered page hands over: those with data, and those that failed with a settled error. */
export const shouldDehydrateQuery = (query: Query): boolean =>
  defaultShouldDehydrateQuery(query) || (query.state.status === 'error' && isSettledError(query.state.error));

/** JSON keeps an Error's own fields but not its message nor its class: the fields an ApiError is made of, written out. */
export function settledErrorsToJson(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => {
      const error = query.state.error;
      if (!isApiError(error)) return query;
      const init: ApiErrorInit = {
        status: error.status,
        code: error.code,
        message: error.message,
        errors: error.errors,
        showType: error.showType,
        data: error.data,
      };
      return { ...query, state: { ...query.state, error: init as unknown as Error } };
    }),
  };
}

/**
 * The server's queries into the browser's cache, each failed query's error an ApiError again, so that the page reads
 * it as the server did. Such a query is not asked again when the page mounts (it would go back to loading for a moment
 * and come back with the same answer); its page's own retry still asks.
 */
export function hydrateServerQueries(client: QueryClient, state: DehydratedState): void {
  const queries = state.queries.map((query) =>
    query.state.status === 'error' && query.state.error
      ? { ...query, state: { ...query.state, error: new ApiError(query.state.error as unknown as ApiErrorInit) } }
      : query,
  );
  hydrate(client, { ...state, queries });
  for (const query of queries) if (query.state.status === 'error') client.setQueryDefaults(query.queryKey, { retryOnMount: false });
}

import { defaultShouldDehydrateQuery, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import type { ApiErrorInit } from '../request/errors.ts';
import { ApiError, isApiError } from '../request/index.ts';

/**
 * An error answer the browser would get again if it asked: what was asked for does not exist (404) or cannot be
 * asked for (400). Every other failure (no answer, a server error, a refusal that depends on the session) is left to
 * the browser's own attempt.
 */
export function isSettledError(error: unknown): error is ApiError {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

/**
 * A failure the server draws like any other page: a settled error of a query whose page alone tells it
 * (`meta.drawnWhenNotFound`). Others may tell it beside the page too, from their call (the eye-axis calls' toast,
 * spec §8) or the query cache (a toast): those are left to the browser, which tells it as it always has.
 */
export const isDrawnFailure = (query: Query): boolean =>
  query.state.status === 'error' && query.meta?.drawnWhenNotFound === true && isSettledError(query.state.error);

/** The queries a server-rendered page hands over: those with data, and the failures it draws. */
export const shouldDehydrateQuery = (query: Query): boolean => defaultShouldDehydrateQuery(query) || isDrawnFailure(query);

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

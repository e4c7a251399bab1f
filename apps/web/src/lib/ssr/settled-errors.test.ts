import { dehydrate, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, isApiError } from '../request/index.ts';
import { hydrateServerQueries, isDrawnFailure, isSettledError, settledErrorsToJson, shouldDehydrateQuery } from './settled-errors.ts';

const notFound = new ApiError({ status: 404, code: 'NOT_FOUND', message: '没有找到', showType: 0 });

const drawn = { drawnWhenNotFound: true };

/**
 * A server-side cache as the page's render leaves it: a settled failure its page tells alone, the same failure of a
 * query that does not say so, a server error and an answer.
 */
async function serverCache(): Promise<QueryClient> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await client.prefetchQuery({ queryKey: ['gone'], queryFn: () => Promise.reject(notFound), meta: drawn });
  await client.prefetchQuery({ queryKey: ['toasted'], queryFn: () => Promise.reject(notFound) });
  await client.prefetchQuery({
    queryKey: ['down'],
    queryFn: () => Promise.reject(new ApiError({ status: 503, code: 'UNAVAILABLE', message: 'down' })),
    meta: drawn,
  });
  await client.prefetchQuery({ queryKey: ['there'], queryFn: () => Promise.resolve({ ok: 1 }) });
  return client;
}

describe('a settled error answer in a server-rendered page', () => {
  it('is a 404 or a 400, never a failure a second attempt could change', () => {
    expect(isSettledError(notFound)).toBe(true);
    expect(isSettledError(new ApiError({ status: 400, code: 'VALIDATION', message: 'x' }))).toBe(true);
    for (const status of [0, 401, 403, 409, 500, 503])
      expect(isSettledError(new ApiError({ status, code: 'X', message: 'x' }))).toBe(false);
    expect(isSettledError(new Error('plain'))).toBe(false);
  });

  it('is drawn by the server only for a query whose page alone tells it', async () => {
    const cache = (await serverCache()).getQueryCache();
    const drawnKeys = cache
      .getAll()
      .filter(isDrawnFailure)
      .map((query) => query.queryKey[0]);
    expect(drawnKeys).toEqual(['gone']);
  });

  it('travels as JSON and comes back as the same ApiError; a server error, and a failure told beside the page, left out', async () => {
    const state = JSON.parse(JSON.stringify(settledErrorsToJson(dehydrate(await serverCache(), { shouldDehydrateQuery }))));
    expect(state.queries.map((query: { queryKey: string[] }) => query.queryKey[0]).sort()).toEqual(['gone', 'there']);
    const browser = new QueryClient();
    hydrateServerQueries(browser, state);
    const error = browser.getQueryState(['gone'])?.error;
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: '没有找到', showType: 0 });
    expect(browser.getQueryData(['there'])).toEqual({ ok: 1 });
  });

  it('is not asked again when the page mounts (the page would flash its loading state), but is on its retry', async () => {
    const state = JSON.parse(JSON.stringify(settledErrorsToJson(dehydrate(await serverCache(), { shouldDehydrateQuery }))));
    const browser = new QueryClient();
    hydrateServerQueries(browser, state);
    const queryFn = vi.fn(() => Promise.reject(notFound));
    const observer = new QueryObserver(browser, { queryKey: ['gone'], queryFn, retry: false });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(observer.getCurrentResult()).toMatchObject({ status: 'error', fetchStatus: 'idle' });
    expect(queryFn).not.toHaveBeenCalled();
    await observer.refetch();
    expect(queryFn).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});

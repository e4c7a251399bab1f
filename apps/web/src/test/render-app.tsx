import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../app/providers.tsx';
import { createRouteTree } from '../app/router.tsx';
import type { RouteEntry } from '../app/routes/index.ts';
import { setNavigator } from '../lib/navigation.ts';
import { createQueryClient } from '../lib/query-client.ts';

/** The real route tree and providers in a memory router, starting at `path`. */
export function renderApp(path: string, entries?: readonly RouteEntry[]) {
  const router = createMemoryRouter(createRouteTree(entries), { initialEntries: [path] });
  const client = createQueryClient();
  setNavigator((to, options) => void router.navigate(to, options));
  const view = render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, client };
}

type Handler = (init: RequestInit, url: URL) => { status?: number; body: unknown };

/** A fetch that answers by "METHOD /path"; anything else is a 404 envelope. */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'https://app.example');
    const handler = handlers[`${init.method ?? 'GET'} ${url.pathname}`];
    const { status = 200, body } = handler
      ? handler(init, url)
      : { status: 404, body: { code: 'NOT_FOUND', data: null, message: 'not found' } };
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const envelope = (data: unknown) => ({ code: '1', data, message: 'ok' });

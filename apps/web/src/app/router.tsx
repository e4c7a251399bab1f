import { createBrowserRouter, matchRoutes, redirect, type HydrationState, type RouteObject } from 'react-router';
import { ChunkErrorScreen } from '../components/feedback/chunk-error-screen.tsx';
import { PageLoading } from '../components/feedback/page-loading.tsx';
import { signedOutPath } from '../lib/auth/redirect.ts';
import { memberRedirect } from '../lib/member/resolve-member.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { enterScreen } from '../lib/screen-view.ts';
import { hasSession } from '../lib/session.ts';
import { createPageLoader } from './page-loader.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { notFoundEntry, routeEntries, type RouteEntry } from './routes/index.ts';

export function toRouteObject(entry: RouteEntry): RouteObject {
  const loadPage = createPageLoader(entry);
  const handle: RouteHandle = { titleKey: entry.titleKey, namespaces: entry.namespaces ?? [] };
  return {
    path: entry.path,
    handle,
    // Static, so it still renders when the page's own chunk is what failed.
    ErrorBoundary: RouteErrorBoundary,
    loader: async (args) => {
      const address = new URL(args.request.url);
      enterScreen(`${address.pathname}${address.search}`);
      if (entry.requiresAuth && !hasSession()) {
        const url = new URL(args.request.url);
        throw redirect(signedOutPath(url.pathname, url.search));
      }
      if (entry.memberScoped) {
        const memberPage = await memberRedirect(address, args.request.signal);
        if (memberPage) throw redirect(memberPage);
      }
      const page = await loadPage();
      return page.loader ? page.loader(args) : null;
    },
    lazy: async () => {
      // Never rejects: React Router keeps a rejected `lazy` and then renders nothing for the route. The
      // loader above rejects with the same ChunkLoadError, which the ErrorBoundary shows; the retry screen
      // as the Component is only a safety net.
      const page = await loadPage().catch(() => null);
      return { Component: page ? page.default : ChunkErrorScreen };
    },
  };
}

/** One root layout; every route of the table is an exact-match child of it, and the catch-all comes last. */
export function createRouteTree(entries: readonly RouteEntry[] = routeEntries): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      HydrateFallback: PageLoading,
      ErrorBoundary: RouteErrorBoundary,
      children: [...entries, notFoundEntry].map(toRouteObject),
    },
  ];
}

export function createAppRouter(entries?: readonly RouteEntry[], options?: { routes?: RouteObject[]; hydrationData?: HydrationState }) {
  return createBrowserRouter(options?.routes ?? createRouteTree(entries), { hydrationData: options?.hydrationData });
}

/**
 * Loads the page chunks of the routes at `location` into the tree, as a server-rendered page needs them before
 * it hydrates (a lazy route would first render its fallback). False when a chunk failed to load.
 */
export async function resolveRoutesAt(routes: RouteObject[], location: Pick<Location, 'pathname' | 'search' | 'hash'>): Promise<boolean> {
  const matches = matchRoutes(routes, location) ?? [];
  const loaded = await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return true;
      const resolved = await route.lazy();
      if (resolved.Component === ChunkErrorScreen) return false;
      Object.assign(route, resolved, { lazy: undefined });
      return true;
    }),
  );
  return loaded.every(Boolean);
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/** Starts downloading the chunk of the page at `pathname` (dynamic imports are cached, so nothing loads twice). */
export function prefetchInitialPage(pathname: string, entries: readonly RouteEntry[] = routeEntries): void {
  const match = matchRoutes(
    entries.map((entry) => ({ path: entry.path, entry })),
    pathname,
  )?.[0];
  void match?.route.entry.load().catch(() => {
    // The route's own loader reports a failed chunk.
  });
}

/** Resolves once the router has loaded the first route (its chunk and loader) and is idle. */
export function firstRouteReady(router: AppRouter): Promise<void> {
  const ready = () => router.state.initialized && router.state.navigation.state === 'idle';
  if (ready()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe(() => {
      if (!ready()) return;
      stop();
      resolve();
    });
  });
}

import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles/global.css';
import { App } from './app/app.tsx';
import { createAppRouter, createRouteTree, firstRouteReady, prefetchInitialPage, resolveRoutesAt } from './app/router.tsx';
import { trackRouteChanges } from './app/track-route-changes.ts';
import { whenIdleAfterLoad } from './lib/browser.ts';
import { consumeEntryParams } from './lib/embedded-entry.ts';
import { warmUpToast } from './lib/feedback/toast.ts';
import { installGlobalErrorHandlers } from './lib/global-errors.ts';
import { initI18n, resolveStartupLanguage } from './lib/i18n/index.ts';
import { reportRouteChange, startMonitoring } from './lib/monitoring/index.ts';
import { setNavigator } from './lib/navigation.ts';
import { queryClient } from './lib/query-client.ts';
import { enterScreen } from './lib/screen-view.ts';
import { hydrateServerQueries } from './lib/ssr/settled-errors.ts';
import { readState, type SsrState } from './lib/ssr/state.ts';
import { rememberEntryUrl } from './lib/wechat/entry-url.ts';

installGlobalErrorHandlers();
// Right after the error handlers, so the first screen's errors are kept; the heavy part loads after it.
startMonitoring();
// WeChat on iOS signs against the address the page was entered with: keep it before anything rewrites it.
rememberEntryUrl();
// Before the router reads the address: entry tokens must not reach the history or any link.
consumeEntryParams();

/**
 * The server's first screen is hydrated when the browser would draw the same one: same language, the page's
 * chunk loaded. Otherwise the browser renders the page itself over it (docs/decisions/0005-server-rendering.md).
 */
async function routerFor(server: SsrState | null) {
  if (server) {
    const routes = createRouteTree();
    if (await resolveRoutesAt(routes, window.location)) {
      hydrateServerQueries(queryClient, server.queries);
      // The route's loader does not run on hydration: the screen starts here.
      enterScreen(`${window.location.pathname}${window.location.search}`);
      return { router: createAppRouter(undefined, { routes, hydrationData: server.router }), hydrated: true };
    }
  }
  return { router: createAppRouter(), hydrated: false };
}

async function start(): Promise<void> {
  const language = resolveStartupLanguage();
  const state = readState();
  const server = state?.language === language ? state : null;
  // Fetch the first page's chunk while the texts load, not after them. A page the server drew carries its texts and
  // names its chunks in its head, and routerFor loads them at once: matching the route table here as well cost the
  // phone another 10 ms before it was live.
  if (!server) prefetchInitialPage(window.location.pathname);
  await initI18n(language, undefined, server?.texts);
  const { router, hydrated } = await routerFor(server);
  setNavigator((to, options) => void router.navigate(to, options));
  trackRouteChanges(router, reportRouteChange);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  if (hydrated) {
    hydrateRoot(container, app, {
      // A mismatch is a bug: React redraws the page in the browser, and the e2e journeys fail on this message.
      onRecoverableError: (error) => console.error('Hydration failed:', error),
    });
  } else {
    createRoot(container).render(app);
  }
  // Once the first screen is done (the first route's chunks loaded and drawn, the page loaded, an idle moment):
  // the toast's chunk must not compete with it for the network.
  void firstRouteReady(router).then(() => whenIdleAfterLoad(warmUpToast));
  // The offline queue's sender and the service worker, in a chunk of their own after the first screen (issue 18).
  void firstRouteReady(router).then(() => whenIdleAfterLoad(() => void import('./lib/offline/start.ts').then((m) => m.startOffline())));
}

void start();

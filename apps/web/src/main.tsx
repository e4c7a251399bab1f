import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/global.css';
import { App } from './app/app.tsx';
import { createAppRouter, firstRouteReady, prefetchInitialPage } from './app/router.tsx';
import { whenIdleAfterLoad } from './lib/browser.ts';
import { warmUpToast } from './lib/feedback/toast.ts';
import { consumeEntryParams } from './lib/embedded-entry.ts';
import { installGlobalErrorHandlers } from './lib/global-errors.ts';
import { initI18n, resolveStartupLanguage } from './lib/i18n/index.ts';
import { reportRouteChange, startMonitoring } from './lib/monitoring/index.ts';
import { setNavigator } from './lib/navigation.ts';
import { rememberEntryUrl } from './lib/wechat/entry-url.ts';
import { trackRouteChanges } from './app/track-route-changes.ts';

installGlobalErrorHandlers();
// Right after the error handlers, so the first screen's errors are kept; the heavy part loads after it.
startMonitoring();
// WeChat on iOS signs against the address the page was entered with: keep it before anything rewrites it.
rememberEntryUrl();
// Before the router reads the address: entry tokens must not reach the history or any link.
consumeEntryParams();

async function start(): Promise<void> {
  // Fetch the first page's chunk while the texts load, not after them.
  prefetchInitialPage(window.location.pathname);
  await initI18n(resolveStartupLanguage());
  const router = createAppRouter();
  setNavigator((to, options) => void router.navigate(to, options));
  trackRouteChanges(router, reportRouteChange);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
  // Once the first screen is done (the first route's chunks loaded and drawn, the page loaded, an idle moment):
  // the toast's chunk must not compete with it for the network.
  void firstRouteReady(router).then(() => whenIdleAfterLoad(warmUpToast));
}

void start();

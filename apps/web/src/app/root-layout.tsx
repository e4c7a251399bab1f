import { useEffect } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { NavigationStatus } from '../components/feedback/navigation-status.tsx';
import { PageLoading } from '../components/feedback/page-loading.tsx';
import { HydrateLater } from '../components/layout/hydrate-later.tsx';
import { APP_LIVE_MARK } from '../lib/monitoring/live-mark.ts';
import { useDocumentTitle } from './use-document-title.ts';
import { useLangQuery } from './use-lang-query.ts';

/** The one layout every route renders in. */
export function RootLayout() {
  useDocumentTitle();
  useLangQuery();
  const navigation = useNavigation();
  return (
    // A wrapper, not content, for the monitoring's white-screen check.
    <div className="app-shell" data-monitoring-wrapper="">
      {navigation.state === 'loading' ? <NavigationStatus /> : null}
      <HydrateLater fallback={<PageLoading />}>
        <Outlet />
        <LiveMark />
      </HydrateLater>
    </div>
  );
}

/**
 * Marks the app live: hydrated over the server's HTML, or drawn by the browser. Inside the page's Suspense boundary,
 * whose content React hydrates in a pass of its own after this layout's: an effect of the layout ran while the page's
 * buttons had no handlers yet, and a tap there was dropped (React hydrates a boundary on a tap only when nothing in
 * it is still loading). Parts of a page in HydrateLater boundaries of their own (its chart, its list of records) are
 * hydrated after this mark, and a tap on one before that hydrates it at once. `html[data-app-ready]` ends the inline
 * script's holding of taps (index.html) and is the journeys' and the performance spec's signal.
 */
function LiveMark() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
    // The same moment for the real-user monitoring (the LIVE vital, lib/monitoring/vitals.ts).
    performance.mark?.(APP_LIVE_MARK);
  }, []);
  return null;
}

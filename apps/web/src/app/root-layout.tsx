import { Suspense, useEffect } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { NavigationStatus } from '../components/feedback/navigation-status.tsx';
import { PageLoading } from '../components/feedback/page-loading.tsx';
import { APP_LIVE_MARK } from '../lib/monitoring/live-mark.ts';
import { useDocumentTitle } from './use-document-title.ts';
import { useLangQuery } from './use-lang-query.ts';

/** The one layout every route renders in. */
export function RootLayout() {
  useDocumentTitle();
  useLangQuery();
  const navigation = useNavigation();
  // The app is live (hydrated over the server's HTML, or drawn by the browser): the performance spec's mark.
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
    // The same moment for the real-user monitoring (the LIVE vital, lib/monitoring/vitals.ts).
    performance.mark?.(APP_LIVE_MARK);
  }, []);

  return (
    // A wrapper, not content, for the monitoring's white-screen check.
    <div className="app-shell" data-monitoring-wrapper="">
      {navigation.state === 'loading' ? <NavigationStatus /> : null}
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </div>
  );
}

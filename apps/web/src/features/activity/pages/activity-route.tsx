import { useLocation } from 'react-router';
import ActivityPage from './activity-screen.tsx';
import WidgetPreviewPage from './widget-preview-page.tsx';

/**
 * The one chunk of every /activityHtmls route: the page itself at /activityHtmls, a widget preview under it.
 * One chunk rather than two, because code two lazy chunks share is moved by the bundler into a chunk the app
 * shell loads first, which would put the widget schemas on every route's first screen.
 */
export default function ActivityRoute() {
  const { pathname } = useLocation();
  return pathname.replace(/\/+$/, '') === '/activityHtmls' ? <ActivityPage /> : <WidgetPreviewPage />;
}

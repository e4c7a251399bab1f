import type { AppRouter } from './router.tsx';

/**
 * Calls `report` with the route pattern ('/clinics/:clinicId', '*' for not found) once the router has
 * settled on a new path: the first page, then every route change. A change of query string alone (a member
 * switch, ?lang=) is the same screen and is not reported. Patterns, never paths: ids stay out of reports.
 */
export function trackRouteChanges(router: Pick<AppRouter, 'state' | 'subscribe'>, report: (route: string) => void): () => void {
  let lastPath: string | null = null;
  const check = (state: AppRouter['state']) => {
    if (!state.initialized || state.navigation.state !== 'idle') return;
    const path = state.location.pathname;
    if (path === lastPath) return;
    lastPath = path;
    const leaf = state.matches[state.matches.length - 1];
    report(leaf?.route.path ?? path);
  };
  check(router.state);
  return router.subscribe(check);
}

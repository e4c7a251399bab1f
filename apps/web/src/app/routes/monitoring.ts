import type { RouteEntry } from './types.ts';

/**
 * Error reporting and monitoring. Ours: /exception, where a failed call of the REDIRECT show type sends the
 * user with `errorCode` and `errorMessage` (spec §8), and /monitoring, the editors' real-user monitoring
 * dashboard (spec §7, §9; the API refuses anyone else with 403 and the page says so).
 */
export const monitoringRoutes: RouteEntry[] = [
  {
    path: '/exception',
    titleKey: 'exception',
    load: () => import('../../features/errors/pages/exception-page.tsx'),
  },
  {
    path: '/monitoring',
    titleKey: 'monitoring',
    load: () => import('../pages/monitoring-workspace-page.tsx'),
    namespaces: ['monitoring', 'editor'],
    requiresAuth: true,
  },
];

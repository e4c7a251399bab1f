import type { RouteEntry } from './types.ts';

/**
 * Error reporting and monitoring. Ours: /exception, where a failed call of the REDIRECT show type sends the
 * user with `errorCode` and `errorMessage` (spec §8).
 */
export const monitoringRoutes: RouteEntry[] = [
  {
    path: '/exception',
    titleKey: 'exception',
    load: () => import('../../features/errors/pages/exception-page.tsx'),
  },
];

import type { RouteEntry } from './types.ts';

/** Membership plans and the shop order hand-over (spec §2). */
export const membershipRoutes: RouteEntry[] = [
  {
    path: '/package',
    titleKey: 'package',
    load: () => import('../../features/membership/pages/package-page.tsx'),
    namespaces: ['membership'],
  },
  {
    path: '/youzanOrder',
    titleKey: 'youzanOrder',
    load: () => import('../../features/membership/pages/youzan-order-page.tsx'),
    namespaces: ['membership'],
    requiresAuth: true,
  },
];

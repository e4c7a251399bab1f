import type { RouteEntry } from './types.ts';

/** Home and landing (spec §2). */
export const homeRoutes: RouteEntry[] = [
  {
    path: '/',
    titleKey: 'home',
    load: () => import('../../features/home/pages/home-page.tsx'),
    namespaces: ['home', 'nextCheck'],
    requiresAuth: true,
  },
  {
    path: '/landing',
    titleKey: 'landing',
    load: () => import('../../features/landing/pages/landing-page.tsx'),
    namespaces: ['landing'],
  },
];

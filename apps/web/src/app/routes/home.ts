import { notBuilt, type RouteEntry } from './types.ts';

/** Home and landing (spec §2). */
export const homeRoutes: RouteEntry[] = [
  {
    path: '/',
    titleKey: 'home',
    load: () => import('../../features/home/pages/home-page.tsx'),
    namespaces: ['home'],
    requiresAuth: true,
  },
  notBuilt('/landing', 'landing'),
];

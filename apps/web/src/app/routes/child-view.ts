import type { RouteEntry } from './types.ts';

/**
 * One child view (issue 17, part 6): height velocity and axial-length growth on one age axis. Its own lazy
 * chunks, reached from the parent's home cards and the doctor's patient overview; no first screen carries them.
 */
export const childViewRoutes: RouteEntry[] = [
  {
    path: '/child/view',
    titleKey: 'childView',
    load: () => import('../../features/child-view/pages/child-view-page.tsx'),
    namespaces: ['beyond2'],
    requiresAuth: true,
    memberScoped: true,
  },
  {
    path: '/child/doctor/view',
    titleKey: 'childView',
    load: () => import('../../features/child-view/pages/doctor-child-view-page.tsx'),
    namespaces: ['beyond2'],
    requiresAuth: true,
  },
];

import type { RouteEntry } from './types.ts';

/**
 * One child view (issue 17, part 6): height velocity and axial-length growth on one age axis, reached from the
 * parent's home cards and the doctor's patient overview. The shareable report (part 8): the growth and eye charts
 * with the latest values, reached from the growth screen and the child view. Their own lazy chunks; no first
 * screen carries them.
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
  {
    path: '/child/report',
    titleKey: 'childReport',
    load: () => import('../pages/child-report-page.tsx'),
    namespaces: ['beyond2', 'growth', 'beyond', 'eyeAxis', 'chartEvents', 'boneAge'],
    requiresAuth: true,
    memberScoped: true,
  },
];

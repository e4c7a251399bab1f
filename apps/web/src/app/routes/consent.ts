import type { RouteEntry } from './types.ts';

/** The guardian's consent and leaving the product (issue 18 parts 4 and 5): parents' pages, lazy chunks. */
export const consentRoutes: RouteEntry[] = [
  {
    path: '/family/consent',
    titleKey: 'consent',
    load: () => import('../../features/consent/pages/consent-page.tsx'),
    namespaces: ['consent'],
    requiresAuth: true,
    memberScoped: true,
  },
  {
    path: '/account/leave',
    titleKey: 'leaving',
    load: () => import('../../features/leaving/pages/leaving-page.tsx'),
    namespaces: ['leaving'],
    requiresAuth: true,
  },
];

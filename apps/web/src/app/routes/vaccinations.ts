import type { RouteEntry } from './types.ts';

/** A child's vaccinations (issue 34): the parent's page; the doctor sees the same on the patient page. */
export const vaccinationRoutes: RouteEntry[] = [
  {
    path: '/vaccinations',
    titleKey: 'vaccinations',
    load: () => import('../../features/vaccinations/pages/vaccinations-page.tsx'),
    namespaces: ['vaccinations'],
    requiresAuth: true,
    memberScoped: true,
  },
];

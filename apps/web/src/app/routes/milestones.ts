import type { RouteEntry } from './types.ts';

/** A child's developmental milestones (issue 34 part 2): the parent's page; the doctor sees them on the patient page. */
export const milestoneRoutes: RouteEntry[] = [
  {
    path: '/milestones',
    titleKey: 'milestones',
    load: () => import('../../features/milestones/pages/milestones-page.tsx'),
    namespaces: ['milestones'],
    requiresAuth: true,
    memberScoped: true,
  },
];

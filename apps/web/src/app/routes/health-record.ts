import type { RouteEntry } from './types.ts';

/** Family health record (spec §2), titled Family Member. */
export const healthRecordRoutes: RouteEntry[] = [
  {
    path: '/familyHealthyRecord/detail',
    titleKey: 'familyHealthRecord',
    load: () => import('../../features/health-record/pages/health-record-page.tsx'),
    namespaces: ['healthRecord', 'consent', 'trust'],
    requiresAuth: true,
    memberScoped: true,
  },
  // Issue 30: every version of a corrected (or, for the clinic, withdrawn) entry, for the family and its doctors.
  {
    path: '/familyHealthyRecord/history',
    titleKey: 'entryHistory',
    load: () => import('../../features/health-record/pages/entry-history-page.tsx'),
    namespaces: ['healthRecord'],
    requiresAuth: true,
  },
];

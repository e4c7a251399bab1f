import type { RouteEntry } from './types.ts';

/** Clinic pages (spec §2). Public: nobody needs to sign in to see a clinic. */
export const clinicRoutes: RouteEntry[] = [
  {
    path: '/clinics/:clinicId',
    titleKey: 'clinicDetail',
    load: () => import('../../features/clinics/pages/clinic-page.tsx'),
    namespaces: ['clinics', 'doctorList'],
  },
  // Ours, not the spec's: the list the home "clinics" shortcut opens.
  {
    path: '/clinics',
    titleKey: 'clinics',
    load: () => import('../../features/clinics/pages/clinics-page.tsx'),
    namespaces: ['clinics'],
  },
];

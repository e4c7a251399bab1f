import type { RouteEntry } from './types.ts';

/** Clinic pages (spec §2). Public: nobody needs to sign in to see a clinic. */
export const clinicRoutes: RouteEntry[] = [
  {
    path: '/clinics/:clinicId',
    titleKey: 'clinicDetail',
    load: () => import('../../features/clinics/pages/clinic-page.tsx'),
    namespaces: ['clinics', 'doctorList'],
  },
  // Spec §1's related sites where the mobile host is this server (lib/request/environments.ts RELATED_SITES).
  {
    path: '/appointment',
    titleKey: 'appointmentSite',
    load: () => import('../../features/clinics/pages/appointment-site-page.tsx'),
    namespaces: ['clinics'],
  },
  {
    path: '/health',
    titleKey: 'healthSite',
    load: () => import('../../features/advice/pages/health-site-page.tsx'),
  },
  // Ours, not the spec's: demo mode's stand-in for the chat vendor's widget (server DEMO_CUSTOMER_SERVICE).
  {
    path: '/customerService/demoChat',
    titleKey: 'demoChat',
    load: () => import('../../features/clinics/pages/demo-chat-page.tsx'),
    namespaces: ['clinics'],
  },
  // Ours, not the spec's: the list the home "clinics" shortcut opens.
  {
    path: '/clinics',
    titleKey: 'clinics',
    load: () => import('../../features/clinics/pages/clinics-page.tsx'),
    namespaces: ['clinics'],
  },
];

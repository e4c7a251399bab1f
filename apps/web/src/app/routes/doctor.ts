import type { RouteEntry } from './types.ts';

const loadEntryPage = () => import('../../features/doctor/pages/entry-page.tsx');

/**
 * The doctor workspace (issue 15): not spec routes, but the way a signed-in doctor reaches the spec's doctor
 * screens. Each page is its own lazy chunk; nothing here is imported by a parent's route.
 */
export const doctorRoutes: RouteEntry[] = [
  {
    path: '/doctor',
    titleKey: 'doctorHome',
    load: () => import('../../features/doctor/pages/doctor-home-page.tsx'),
    namespaces: ['doctor'],
    requiresAuth: true,
  },
  {
    path: '/doctor/patient',
    titleKey: 'doctorPatient',
    load: () => import('../pages/doctor-patient-page.tsx'),
    namespaces: ['doctor', 'growth', 'eyeAxis', 'beyond2', 'chartEvents', 'boneAge'],
    requiresAuth: true,
  },
  { path: '/doctor/patient/visit', titleKey: 'doctorVisit', load: loadEntryPage, namespaces: ['doctor'], requiresAuth: true },
  { path: '/doctor/patient/testReport', titleKey: 'doctorTestReport', load: loadEntryPage, namespaces: ['doctor'], requiresAuth: true },
  { path: '/doctor/patient/checkup', titleKey: 'doctorCheckup', load: loadEntryPage, namespaces: ['doctor'], requiresAuth: true },
  { path: '/doctor/patient/advice', titleKey: 'doctorAdvice', load: loadEntryPage, namespaces: ['doctor'], requiresAuth: true },
  // Issue 30 item 5: the desk registers a patient.
  {
    path: '/doctor/register',
    titleKey: 'doctorRegister',
    load: () => import('../../features/doctor/pages/register-page.tsx'),
    namespaces: ['doctor'],
    requiresAuth: true,
  },
];

import type { RouteEntry } from './types.ts';

/** Eye axis, patient and doctor (spec §2). */
export const eyeAxisRoutes: RouteEntry[] = [
  {
    path: '/eyeAxis/common/ophthalmologyFullScreen',
    titleKey: 'eyeAxisFullScreen',
    load: () => import('../../features/eye-axis/pages/full-screen-page.tsx'),
    namespaces: ['eyeAxis', 'chartEvents'],
    requiresAuth: true,
    memberScoped: true,
  },
  {
    path: '/eyeAxis/doctor/eyeAxisDetail',
    titleKey: 'eyeAxisDoctorDetail',
    load: () => import('../../features/eye-axis/pages/doctor-detail-page.tsx'),
    namespaces: ['eyeAxis', 'chartEvents'],
    requiresAuth: true,
  },
  {
    path: '/eyeAxis/doctor/record',
    titleKey: 'eyeAxisDoctorRecord',
    load: () => import('../../features/eye-axis/pages/doctor-record-page.tsx'),
    namespaces: ['eyeAxis'],
    requiresAuth: true,
  },
  {
    path: '/eyeAxis/patient/eyeAxisDetail',
    titleKey: 'eyeAxisPatientDetail',
    load: () => import('../../features/eye-axis/pages/patient-detail-page.tsx'),
    namespaces: ['eyeAxis', 'nextCheck', 'chartEvents'],
    requiresAuth: true,
    memberScoped: true,
  },
  {
    path: '/eyeAxis/patient/record',
    titleKey: 'eyeAxisPatientRecord',
    load: () => import('../../features/eye-axis/pages/patient-record-page.tsx'),
    namespaces: ['eyeAxis'],
    requiresAuth: true,
    memberScoped: true,
  },
];

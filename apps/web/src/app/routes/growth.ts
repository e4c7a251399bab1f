import type { RouteEntry } from './types.ts';

/** Growth, patient and doctor (spec §2). */
export const growthRoutes: RouteEntry[] = [
  {
    path: '/growth/common/growthChartFullScreen',
    titleKey: 'growthChartFullScreen',
    load: () => import('../../features/growth/pages/chart-full-screen-page.tsx'),
    namespaces: ['growth', 'beyond', 'chartEvents', 'boneAge'],
    requiresAuth: true,
    memberScoped: true,
  },
  {
    path: '/growth/doctor/growthDetail',
    titleKey: 'growthDoctorDetail',
    load: () => import('../../features/growth/pages/doctor-growth-detail-page.tsx'),
    namespaces: ['growth', 'beyond', 'chartEvents', 'boneAge'],
    requiresAuth: true,
  },
  {
    path: '/growth/doctor/recordHistory/RecordHistory',
    titleKey: 'growthDoctorRecordHistory',
    load: () => import('../../features/growth/pages/doctor-record-history-page.tsx'),
    namespaces: ['growth', 'beyond2'],
    requiresAuth: true,
  },
  {
    path: '/growth/patient/addGrowthRecord/addGrowthRecord',
    titleKey: 'growthAddRecord',
    load: () => import('../../features/growth/pages/add-record-page.tsx'),
    namespaces: ['growth', 'offline', 'beyond'],
    requiresAuth: true,
    memberScoped: true,
  },
  {
    path: '/growth/patient/growthDetail',
    titleKey: 'growthPatientDetail',
    load: () => import('../../features/growth/pages/patient-growth-detail-page.tsx'),
    namespaces: ['growth', 'beyond', 'offline', 'nextCheck', 'chartEvents', 'boneAge'],
    requiresAuth: true,
    memberScoped: true,
  },
  {
    path: '/growth/patient/recordHistory/RecordHistory',
    titleKey: 'growthPatientRecordHistory',
    load: () => import('../../features/growth/pages/patient-record-history-page.tsx'),
    namespaces: ['growth'],
    requiresAuth: true,
    memberScoped: true,
  },
];

import type { RouteEntry } from './types.ts';

/**
 * Activity pages under /activityHtmls: the page itself (`?id=<page id or slug>`) and a preview route per
 * widget (spec §2), all public. Every preview route loads the same chunk, which picks the widget from the path.
 */
export const activityRoutes: RouteEntry[] = [
  {
    path: '/activityHtmls',
    titleKey: 'activity',
    load: () => import('../../features/activity/pages/activity-route.tsx'),
    namespaces: ['activity', 'doctorList'],
  },
  {
    path: '/activityHtmls/GlobalWidgetContainer',
    titleKey: 'activityGlobalWidgetContainer',
    load: () => import('../../features/activity/pages/activity-route.tsx'),
    namespaces: ['activity', 'doctorList'],
  },
  {
    path: '/activityHtmls/TabWidgetContainer',
    titleKey: 'activityTabWidgetContainer',
    load: () => import('../../features/activity/pages/activity-route.tsx'),
    namespaces: ['activity', 'doctorList'],
  },
  {
    path: '/activityHtmls/WidgetContainer',
    titleKey: 'activityWidgetContainer',
    load: () => import('../../features/activity/pages/activity-route.tsx'),
    namespaces: ['activity', 'doctorList'],
  },
  {
    path: '/activityHtmls/baseWidget/HotSpot',
    titleKey: 'activityHotSpot',
    load: () => import('../../features/activity/pages/activity-route.tsx'),
    namespaces: ['activity', 'doctorList'],
  },
  {
    path: '/activityHtmls/baseWidget/QrCode',
    titleKey: 'activityQrCode',
    load: () => import('../../features/activity/pages/activity-route.tsx'),
    namespaces: ['activity', 'doctorList'],
  },
  {
    path: '/activityHtmls/baseWidget/SlidingComponent',
    titleKey: 'activitySlidingComponent',
    load: () => import('../../features/activity/pages/activity-route.tsx'),
    namespaces: ['activity', 'doctorList'],
  },
  {
    path: '/activityHtmls/baseWidget/Tab',
    titleKey: 'activityTab',
    load: () => import('../../features/activity/pages/activity-route.tsx'),
    namespaces: ['activity', 'doctorList'],
  },
  {
    path: '/activityHtmls/bottomDrawer',
    titleKey: 'activityBottomDrawer',
    load: () => import('../../features/activity/pages/activity-route.tsx'),
    namespaces: ['activity', 'doctorList'],
  },
  {
    path: '/activityHtmls/bottomDrawer/popup',
    titleKey: 'activityBottomDrawerPopup',
    load: () => import('../../features/activity/pages/activity-route.tsx'),
    namespaces: ['activity', 'doctorList'],
  },
  {
    path: '/activityHtmls/doctorList/DoctorItem',
    titleKey: 'activityDoctorItem',
    load: () => import('../../features/activity/pages/activity-route.tsx'),
    namespaces: ['activity', 'doctorList'],
  },
  {
    path: '/activityHtmls/doctorList/ShowMoreTags',
    titleKey: 'activityShowMoreTags',
    load: () => import('../../features/activity/pages/activity-route.tsx'),
    namespaces: ['activity', 'doctorList'],
  },
  {
    path: '/activityHtmls/globalWidget/BackToTop',
    titleKey: 'activityBackToTop',
    load: () => import('../../features/activity/pages/activity-route.tsx'),
    namespaces: ['activity', 'doctorList'],
  },
  {
    path: '/activityHtmls/globalWidget/FixedButton',
    titleKey: 'activityFixedButton',
    load: () => import('../../features/activity/pages/activity-route.tsx'),
    namespaces: ['activity', 'doctorList'],
  },
  {
    path: '/activityHtmls/globalWidget/SuspensionButton',
    titleKey: 'activitySuspensionButton',
    load: () => import('../../features/activity/pages/activity-route.tsx'),
    namespaces: ['activity', 'doctorList'],
  },
  {
    path: '/activityHtmls/moduleWidget/DoctorListModule',
    titleKey: 'activityDoctorListModule',
    load: () => import('../../features/activity/pages/activity-route.tsx'),
    namespaces: ['activity', 'doctorList'],
  },
  {
    path: '/activityHtmls/moduleWidget/ImageModule',
    titleKey: 'activityImageModule',
    load: () => import('../../features/activity/pages/activity-route.tsx'),
    namespaces: ['activity', 'doctorList'],
  },
  {
    path: '/activityHtmls/qrCodeModal',
    titleKey: 'activityQrCodeModal',
    load: () => import('../../features/activity/pages/activity-route.tsx'),
    namespaces: ['activity', 'doctorList'],
  },
  {
    path: '/activityHtmls/shareMask',
    titleKey: 'activityShareMask',
    load: () => import('../../features/activity/pages/activity-route.tsx'),
    namespaces: ['activity', 'doctorList'],
  },
];

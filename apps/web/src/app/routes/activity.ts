import type { RouteEntry } from './types.ts';

/** One chunk for the page and every widget preview, one loader: the route table, in the first script, carries the import once (issue 32). */
const loadActivityRoute = () => import('../../features/activity/pages/activity-route.tsx');

/**
 * Activity pages under /activityHtmls: the page itself (`?id=<page id or slug>`) and a preview route per
 * widget (spec §2), all public. Every preview route loads the same chunk, which picks the widget from the path.
 */
export const activityRoutes: RouteEntry[] = [
  {
    path: '/activityHtmls',
    titleKey: 'activity',
    load: loadActivityRoute,
    namespaces: ['activity', 'doctorList'],
  },
  {
    path: '/activityHtmls/GlobalWidgetContainer',
    titleKey: 'activityGlobalWidgetContainer',
    load: loadActivityRoute,
    namespaces: ['activity', 'doctorList'],
  },
  {
    path: '/activityHtmls/TabWidgetContainer',
    titleKey: 'activityTabWidgetContainer',
    load: loadActivityRoute,
    namespaces: ['activity', 'doctorList'],
  },
  {
    path: '/activityHtmls/WidgetContainer',
    titleKey: 'activityWidgetContainer',
    load: loadActivityRoute,
    namespaces: ['activity', 'doctorList'],
  },
  {
    path: '/activityHtmls/baseWidget/HotSpot',
    titleKey: 'activityHotSpot',
    load: loadActivityRoute,
    namespaces: ['activity', 'doctorList'],
  },
  {
    path: '/activityHtmls/baseWidget/QrCode',
    titleKey: 'activityQrCode',
    load: loadActivityRoute,
    namespaces: ['activity', 'doctorList'],
  },
  {
    path: '/activityHtmls/baseWidget/SlidingComponent',
    titleKey: 'activitySlidingComponent',
    load: loadActivityRoute,
    namespaces: ['activity', 'doctorList'],
  },
  {
    path: '/activityHtmls/baseWidget/Tab',
    titleKey: 'activityTab',
    load: loadActivityRoute,
    namespaces: ['activity', 'doctorList'],
  },
  {
    path: '/activityHtmls/bottomDrawer',
    titleKey: 'activityBottomDrawer',
    load: loadActivityRoute,
    namespaces: ['activity', 'doctorList'],
  },
  {
    path: '/activityHtmls/bottomDrawer/popup',
    titleKey: 'activityBottomDrawerPopup',
    load: loadActivityRoute,
    namespaces: ['activity', 'doctorList'],
  },
  {
    path: '/activityHtmls/doctorList/DoctorItem',
    titleKey: 'activityDoctorItem',
    load: loadActivityRoute,
    namespaces: ['activity', 'doctorList'],
  },
  {
    path: '/activityHtmls/doctorList/ShowMoreTags',
    titleKey: 'activityShowMoreTags',
    load: loadActivityRoute,
    namespaces: ['activity', 'doctorList'],
  },
  {
    path: '/activityHtmls/globalWidget/BackToTop',
    titleKey: 'activityBackToTop',
    load: loadActivityRoute,
    namespaces: ['activity', 'doctorList'],
  },
  {
    path: '/activityHtmls/globalWidget/FixedButton',
    titleKey: 'activityFixedButton',
    load: loadActivityRoute,
    namespaces: ['activity', 'doctorList'],
  },
  {
    path: '/activityHtmls/globalWidget/SuspensionButton',
    titleKey: 'activitySuspensionButton',
    load: loadActivityRoute,
    namespaces: ['activity', 'doctorList'],
  },
  {
    path: '/activityHtmls/moduleWidget/DoctorListModule',
    titleKey: 'activityDoctorListModule',
    load: loadActivityRoute,
    namespaces: ['activity', 'doctorList'],
  },
  {
    path: '/activityHtmls/moduleWidget/ImageModule',
    titleKey: 'activityImageModule',
    load: loadActivityRoute,
    namespaces: ['activity', 'doctorList'],
  },
  {
    path: '/activityHtmls/qrCodeModal',
    titleKey: 'activityQrCodeModal',
    load: loadActivityRoute,
    namespaces: ['activity', 'doctorList'],
  },
  {
    path: '/activityHtmls/shareMask',
    titleKey: 'activityShareMask',
    load: loadActivityRoute,
    namespaces: ['activity', 'doctorList'],
  },
];

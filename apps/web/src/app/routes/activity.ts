import { notBuilt, type RouteEntry } from './types.ts';

/** Activity pages under /activityHtmls: the page itself and a preview route per widget (spec §2). */
export const activityRoutes: RouteEntry[] = [
  notBuilt('/activityHtmls', 'activity'),
  notBuilt('/activityHtmls/GlobalWidgetContainer', 'activityGlobalWidgetContainer'),
  notBuilt('/activityHtmls/TabWidgetContainer', 'activityTabWidgetContainer'),
  notBuilt('/activityHtmls/WidgetContainer', 'activityWidgetContainer'),
  notBuilt('/activityHtmls/baseWidget/HotSpot', 'activityHotSpot'),
  notBuilt('/activityHtmls/baseWidget/QrCode', 'activityQrCode'),
  notBuilt('/activityHtmls/baseWidget/SlidingComponent', 'activitySlidingComponent'),
  notBuilt('/activityHtmls/baseWidget/Tab', 'activityTab'),
  notBuilt('/activityHtmls/bottomDrawer', 'activityBottomDrawer'),
  notBuilt('/activityHtmls/bottomDrawer/popup', 'activityBottomDrawerPopup'),
  notBuilt('/activityHtmls/doctorList/DoctorItem', 'activityDoctorItem'),
  notBuilt('/activityHtmls/doctorList/ShowMoreTags', 'activityShowMoreTags'),
  notBuilt('/activityHtmls/globalWidget/BackToTop', 'activityBackToTop'),
  notBuilt('/activityHtmls/globalWidget/FixedButton', 'activityFixedButton'),
  notBuilt('/activityHtmls/globalWidget/SuspensionButton', 'activitySuspensionButton'),
  notBuilt('/activityHtmls/moduleWidget/DoctorListModule', 'activityDoctorListModule'),
  notBuilt('/activityHtmls/moduleWidget/ImageModule', 'activityImageModule'),
  notBuilt('/activityHtmls/qrCodeModal', 'activityQrCodeModal'),
  notBuilt('/activityHtmls/shareMask', 'activityShareMask'),
];

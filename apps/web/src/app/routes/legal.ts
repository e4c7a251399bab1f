import { notBuilt, type RouteEntry } from './types.ts';

/** Static, legal and help pages (spec §2). */
export const legalRoutes: RouteEntry[] = [
  notBuilt('/about', 'about'),
  notBuilt('/agreement', 'agreement'),
  notBuilt('/autoRenewAgreement', 'autoRenewAgreement'),
  notBuilt('/capsAgreement', 'capsAgreement'),
  notBuilt('/consultationInstructions', 'consultationInstructions'),
  notBuilt('/help', 'help'),
  notBuilt('/memberDiscountExplanation', 'memberDiscountExplanation'),
  notBuilt('/privatePolicy', 'privatePolicy'),
  {
    path: '/serviceComparison',
    titleKey: 'serviceComparison',
    load: () => import('../../features/membership/pages/service-comparison-page.tsx'),
    namespaces: ['membership'],
  },
  notBuilt('/vipAgreement', 'vipAgreement'),
];

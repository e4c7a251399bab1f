import type { RouteEntry } from './types.ts';

/** Static, legal and help pages (spec §2). One page shows every legal and help text: the path names the text. */
export const legalRoutes: RouteEntry[] = [
  {
    path: '/about',
    titleKey: 'about',
    load: () => import('../../features/content/pages/legal-page.tsx'),
    namespaces: ['content'],
  },
  {
    path: '/agreement',
    titleKey: 'agreement',
    load: () => import('../../features/content/pages/legal-page.tsx'),
    namespaces: ['content'],
  },
  {
    path: '/autoRenewAgreement',
    titleKey: 'autoRenewAgreement',
    load: () => import('../../features/content/pages/legal-page.tsx'),
    namespaces: ['content'],
  },
  {
    path: '/capsAgreement',
    titleKey: 'capsAgreement',
    load: () => import('../../features/content/pages/legal-page.tsx'),
    namespaces: ['content'],
  },
  {
    path: '/consultationInstructions',
    titleKey: 'consultationInstructions',
    load: () => import('../../features/content/pages/legal-page.tsx'),
    namespaces: ['content'],
  },
  {
    path: '/help',
    titleKey: 'help',
    load: () => import('../../features/content/pages/legal-page.tsx'),
    namespaces: ['content'],
  },
  {
    path: '/memberDiscountExplanation',
    titleKey: 'memberDiscountExplanation',
    load: () => import('../../features/content/pages/legal-page.tsx'),
    namespaces: ['content'],
  },
  {
    path: '/privatePolicy',
    titleKey: 'privatePolicy',
    load: () => import('../../features/content/pages/legal-page.tsx'),
    namespaces: ['content'],
  },
  {
    path: '/serviceComparison',
    titleKey: 'serviceComparison',
    load: () => import('../../features/membership/pages/service-comparison-page.tsx'),
    namespaces: ['membership'],
  },
  {
    path: '/vipAgreement',
    titleKey: 'vipAgreement',
    load: () => import('../../features/content/pages/legal-page.tsx'),
    namespaces: ['content'],
  },
];

import type { RouteEntry } from './types.ts';

/** One chunk for every legal and help text, one loader: the route table, in the first script, carries the import once (issue 32). */
const loadLegalPage = () => import('../../features/content/pages/legal-page.tsx');

/** Static, legal and help pages (spec §2). One page shows every legal and help text: the path names the text. */
export const legalRoutes: RouteEntry[] = [
  {
    path: '/about',
    titleKey: 'about',
    load: loadLegalPage,
    namespaces: ['content'],
  },
  {
    path: '/agreement',
    titleKey: 'agreement',
    load: loadLegalPage,
    namespaces: ['content'],
  },
  {
    path: '/autoRenewAgreement',
    titleKey: 'autoRenewAgreement',
    load: loadLegalPage,
    namespaces: ['content'],
  },
  {
    path: '/capsAgreement',
    titleKey: 'capsAgreement',
    load: loadLegalPage,
    namespaces: ['content'],
  },
  {
    path: '/consultationInstructions',
    titleKey: 'consultationInstructions',
    load: loadLegalPage,
    namespaces: ['content'],
  },
  {
    path: '/help',
    titleKey: 'help',
    load: loadLegalPage,
    namespaces: ['content'],
  },
  {
    path: '/memberDiscountExplanation',
    titleKey: 'memberDiscountExplanation',
    load: loadLegalPage,
    namespaces: ['content'],
  },
  {
    path: '/privatePolicy',
    titleKey: 'privatePolicy',
    load: loadLegalPage,
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
    load: loadLegalPage,
    namespaces: ['content'],
  },
];

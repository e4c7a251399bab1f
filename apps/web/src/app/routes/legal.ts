import { notBuilt, type RouteEntry } from './types.ts';

/** One page for every legal and help text: the path names the text it shows. */
const loadLegalPage = () => import('../../features/content/pages/legal-page.tsx');
const legal = (path: string, titleKey: RouteEntry['titleKey']): RouteEntry => ({ path, titleKey, load: loadLegalPage, namespaces: ['content'] });

/** Static, legal and help pages (spec §2). */
export const legalRoutes: RouteEntry[] = [
  legal('/about', 'about'),
  legal('/agreement', 'agreement'),
  legal('/autoRenewAgreement', 'autoRenewAgreement'),
  legal('/capsAgreement', 'capsAgreement'),
  legal('/consultationInstructions', 'consultationInstructions'),
  legal('/help', 'help'),
  legal('/memberDiscountExplanation', 'memberDiscountExplanation'),
  legal('/privatePolicy', 'privatePolicy'),
  notBuilt('/serviceComparison', 'serviceComparison'),
  legal('/vipAgreement', 'vipAgreement'),
];

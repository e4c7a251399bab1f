import type { RouteEntry } from './types.ts';

/** One chunk for both addresses of the share view, one loader: the route table, in the first script, carries the import once (issue 32). */
const loadSharedPage = () => import('../../features/trust/pages/shared-page.tsx');

/** Family trust (issue 18): who viewed the record, share links, exports; and the public page a link opens. */
export const trustRoutes: RouteEntry[] = [
  {
    path: '/trust/accessLog',
    titleKey: 'trustAccessLog',
    load: () => import('../../features/trust/pages/access-log-page.tsx'),
    namespaces: ['trust'],
    requiresAuth: true,
    memberScoped: true,
  },
  {
    path: '/trust/shares',
    titleKey: 'trustShares',
    load: () => import('../../features/trust/pages/shares-page.tsx'),
    namespaces: ['trust'],
    requiresAuth: true,
    memberScoped: true,
  },
  {
    // SHARED_PAGE_PATH of the contracts: the server writes it into every share link.
    path: '/shared',
    titleKey: 'sharedRecord',
    load: loadSharedPage,
    namespaces: ['trust'],
  },
  {
    // A share link (sharedLinkPath of the contracts): the token in the path, so the server renders the view.
    path: '/shared/:token',
    titleKey: 'sharedRecord',
    load: loadSharedPage,
    namespaces: ['trust'],
  },
];

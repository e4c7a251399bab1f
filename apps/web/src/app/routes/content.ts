import type { RouteEntry } from './types.ts';

/** Articles, FAQ, health advice and drugs (spec §2). All public but the advice, which is about one child. */
export const contentRoutes: RouteEntry[] = [
  {
    path: '/article/:id',
    titleKey: 'article',
    load: () => import('../../features/content/pages/article-page.tsx'),
    namespaces: ['content'],
  },
  {
    path: '/articleReplace/:id',
    titleKey: 'articleReplace',
    load: () => import('../../features/content/pages/article-replace-page.tsx'),
    namespaces: ['content'],
  },
  {
    path: '/drugs/:productCode',
    titleKey: 'drugs',
    load: () => import('../../features/content/pages/drug-page.tsx'),
    namespaces: ['content'],
  },
  {
    path: '/healthAdvices/patient/healthAdvices',
    titleKey: 'healthAdvices',
    load: () => import('../../features/advice/pages/health-advices-page.tsx'),
    namespaces: ['advice'],
    requiresAuth: true,
    memberScoped: true,
  },
  {
    path: '/faq',
    titleKey: 'faq',
    load: () => import('../../features/content/pages/faq-page.tsx'),
    namespaces: ['content'],
  },
  {
    path: '/faq/list',
    titleKey: 'faqList',
    load: () => import('../../features/content/pages/faq-list-page.tsx'),
    namespaces: ['content'],
  },
  {
    path: '/faq/detail',
    titleKey: 'faqDetail',
    load: () => import('../../features/content/pages/faq-detail-page.tsx'),
    namespaces: ['content'],
  },
  // Ours, not the spec's: the list the home "articles" shortcut opens.
  {
    path: '/articles',
    titleKey: 'articles',
    load: () => import('../../features/content/pages/articles-page.tsx'),
    namespaces: ['content'],
  },
];

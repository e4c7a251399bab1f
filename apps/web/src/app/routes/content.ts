import { notBuilt, type RouteEntry } from './types.ts';

/** Articles, FAQ, health advice and drugs (spec §2). */
export const contentRoutes: RouteEntry[] = [
  notBuilt('/article/:id', 'article'),
  notBuilt('/articleReplace/:id', 'articleReplace'),
  notBuilt('/drugs/:productCode', 'drugs'),
  notBuilt('/healthAdvices/patient/healthAdvices', 'healthAdvices'),
  notBuilt('/faq', 'faq'),
  notBuilt('/faq/list', 'faqList'),
  notBuilt('/faq/detail', 'faqDetail'),
  // Ours, not the spec's: the list the home "articles" shortcut opens.
  notBuilt('/articles', 'articles'),
];

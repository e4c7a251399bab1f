import { API_PREFIX } from '../paths.ts';

/** Public content (schemas: calls/content.ts). The editor's calls are in content-admin.ts: public pages do not carry them. */
export const contentRoutes = {
  articles: { id: 'content.articles', method: 'GET', path: `${API_PREFIX.app}/articles` },
  article: { id: 'content.article', method: 'GET', path: `${API_PREFIX.app}/articles/:id` },
  faqCategories: { id: 'content.faqCategories', method: 'GET', path: `${API_PREFIX.app}/faq/categories` },
  faqItems: { id: 'content.faqItems', method: 'GET', path: `${API_PREFIX.app}/faq/items` },
  faqItem: { id: 'content.faqItem', method: 'GET', path: `${API_PREFIX.app}/faq/items/:id` },
  searchDrugs: { id: 'content.searchDrugs', method: 'GET', path: `${API_PREFIX.app}/drugs` },
  drug: { id: 'content.drug', method: 'GET', path: `${API_PREFIX.app}/drugs/:productCode` },
  legal: { id: 'content.legal', method: 'GET', path: `${API_PREFIX.app}/legal/:key` },
} as const;

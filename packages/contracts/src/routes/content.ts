import { API_PREFIX } from '../paths.ts';

const admin = `${API_PREFIX.app}/admin`;

/** Public content and its editor API (schemas: calls/content.ts). */
export const contentRoutes = {
  articles: { id: 'content.articles', method: 'GET', path: `${API_PREFIX.app}/articles` },
  article: { id: 'content.article', method: 'GET', path: `${API_PREFIX.app}/articles/:id` },
  faqCategories: { id: 'content.faqCategories', method: 'GET', path: `${API_PREFIX.app}/faq/categories` },
  faqItems: { id: 'content.faqItems', method: 'GET', path: `${API_PREFIX.app}/faq/items` },
  faqItem: { id: 'content.faqItem', method: 'GET', path: `${API_PREFIX.app}/faq/items/:id` },
  searchDrugs: { id: 'content.searchDrugs', method: 'GET', path: `${API_PREFIX.app}/drugs` },
  drug: { id: 'content.drug', method: 'GET', path: `${API_PREFIX.app}/drugs/:productCode` },
  legal: { id: 'content.legal', method: 'GET', path: `${API_PREFIX.app}/legal/:key` },
  adminList: { id: 'content.adminList', method: 'GET', path: `${admin}/content` },
  adminItem: { id: 'content.adminItem', method: 'GET', path: `${admin}/content/:itemId` },
  adminVersions: { id: 'content.adminVersions', method: 'GET', path: `${admin}/content/:itemId/versions` },
  adminPublish: { id: 'content.adminPublish', method: 'POST', path: `${admin}/content/:itemId/publish` },
  createArticle: { id: 'content.createArticle', method: 'POST', path: `${admin}/articles` },
  updateArticle: { id: 'content.updateArticle', method: 'PUT', path: `${admin}/articles/:id` },
  createFaqCategory: { id: 'content.createFaqCategory', method: 'POST', path: `${admin}/faq/categories` },
  updateFaqCategory: { id: 'content.updateFaqCategory', method: 'PUT', path: `${admin}/faq/categories/:id` },
  createFaqItem: { id: 'content.createFaqItem', method: 'POST', path: `${admin}/faq/items` },
  updateFaqItem: { id: 'content.updateFaqItem', method: 'PUT', path: `${admin}/faq/items/:id` },
  createDrug: { id: 'content.createDrug', method: 'POST', path: `${admin}/drugs` },
  updateDrug: { id: 'content.updateDrug', method: 'PUT', path: `${admin}/drugs/:productCode` },
  putLegal: { id: 'content.putLegal', method: 'PUT', path: `${admin}/legal/:key` },
} as const;

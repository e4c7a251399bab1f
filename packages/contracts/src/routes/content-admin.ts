import { API_PREFIX } from '../paths.ts';

const admin = `${API_PREFIX.app}/admin`;

/** The content editor's calls (schemas: calls/content.ts). */
export const contentAdminRoutes = {
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

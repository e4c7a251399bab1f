import { API_PREFIX } from '../paths.ts';

/** Membership plans and orders (schemas: calls/membership.ts). */
export const membershipRoutes = {
  plans: { id: 'membership.plans', method: 'GET', path: `${API_PREFIX.app}/plans` },
  comparison: { id: 'membership.comparison', method: 'GET', path: `${API_PREFIX.app}/plans/comparison` },
  createOrder: { id: 'membership.createOrder', method: 'POST', path: `${API_PREFIX.app}/orders` },
  order: { id: 'membership.order', method: 'GET', path: `${API_PREFIX.app}/orders/:orderId` },
  adminPlans: { id: 'membership.adminPlans', method: 'GET', path: `${API_PREFIX.app}/admin/plans` },
  adminCreatePlan: { id: 'membership.adminCreatePlan', method: 'POST', path: `${API_PREFIX.app}/admin/plans` },
  adminUpdatePlan: { id: 'membership.adminUpdatePlan', method: 'PUT', path: `${API_PREFIX.app}/admin/plans/:planId` },
  adminPublishPlan: { id: 'membership.adminPublishPlan', method: 'POST', path: `${API_PREFIX.app}/admin/plans/:planId/publish` },
  adminPlanVersions: { id: 'membership.adminPlanVersions', method: 'GET', path: `${API_PREFIX.app}/admin/plans/:planId/versions` },
} as const;

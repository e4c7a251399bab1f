import { z } from 'zod';
import { defineCalls } from '../call-schemas.ts';
import {
  comparisonSchema,
  orderInputSchema,
  orderParamsSchema,
  orderSchema,
  planCreateSchema,
  planInputSchema,
  planParamsSchema,
  planPublishSchema,
  planSchema,
  planVersionSchema,
} from '../membership.ts';
import { membershipRoutes } from '../routes/membership.ts';

export const membershipCalls = defineCalls(membershipRoutes, {
  plans: { summary: 'Plans on offer, in display order', response: z.array(planSchema) },
  comparison: { summary: 'Plans against benefits (/serviceComparison)', response: comparisonSchema },
  createOrder: { summary: 'Order a plan: a pending order with the shop link to pay at', body: orderInputSchema, response: orderSchema },
  order: { summary: "One of the caller's orders", params: orderParamsSchema, response: orderSchema },
  adminPlans: { summary: 'Every plan at its current version, active or not', response: z.array(planVersionSchema) },
  adminCreatePlan: { summary: 'Create a plan (version 1)', body: planCreateSchema, response: planVersionSchema },
  adminUpdatePlan: {
    summary: 'Edit a plan: saves a new version as a draft (parents keep the published one); orders keep the version they snapshot',
    params: planParamsSchema,
    body: planInputSchema,
    response: planVersionSchema,
  },
  adminPublishPlan: {
    summary: 'Publish a saved version of a plan: parents see and order it from now on',
    params: planParamsSchema,
    body: planPublishSchema,
    response: planVersionSchema,
  },
  adminPlanVersions: { summary: 'Every version of a plan, newest first', params: planParamsSchema, response: z.array(planVersionSchema) },
});

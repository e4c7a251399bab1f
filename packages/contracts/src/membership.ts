import { z } from 'zod';
import { idSchema } from './common.ts';
import { localizedInputSchema } from './questions.ts';

/** Membership plans (BRIEF: Membership): prices in fen (1/100 CNY) as integers, never floats. */
export const PLAN_KINDS = ['monthly', 'quarterly', 'annual', 'capsule'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];
/** Agreements a plan links to; the client maps each to its legal page. */
export const AGREEMENTS = ['vip', 'autoRenew', 'caps'] as const;
export type Agreement = (typeof AGREEMENTS)[number];
/** A price up to 100 000 CNY: far above any plan, low enough to catch a yuan/fen mix-up typed as fen. */
export const MAX_PRICE_FEN = 10_000_000;

/** The payment hand-over goes to the clinic group's shop; only https, never a script or plain-http link. */
export const httpsUrlSchema = z
  .string()
  .trim()
  .max(500)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' && url.hostname.length > 0 && !url.username && !url.password;
    } catch {
      return false;
    }
  }, 'validation.httpsUrl');

export const planCodeSchema = z.string().regex(/^[a-z][a-z0-9-]{1,39}$/, 'validation.format');
export const benefitInputSchema = z.strictObject({
  code: z.string().regex(/^[a-z][a-zA-Z0-9_-]{0,39}$/, 'validation.format'),
  label: localizedInputSchema(60),
  /** How much of it the plan gives ("4 times", "unlimited"); left out for a plain yes. */
  detail: localizedInputSchema(60).optional(),
});

const priceSchema = z.number().int().min(0).max(MAX_PRICE_FEN);
export const planInputSchema = z
  .strictObject({
    kind: z.enum(PLAN_KINDS),
    name: localizedInputSchema(40),
    description: localizedInputSchema(300),
    priceFen: priceSchema,
    originalPriceFen: priceSchema,
    durationDays: z.number().int().min(1).max(3660).nullable(),
    capsuleCount: z.number().int().min(1).max(1000).nullable(),
    autoRenewAvailable: z.boolean(),
    benefits: z.array(benefitInputSchema).min(1).max(20),
    agreements: z.array(z.enum(AGREEMENTS)).max(AGREEMENTS.length),
    shopUrl: httpsUrlSchema,
    sortOrder: z.number().int().min(0).max(1000),
    active: z.boolean(),
  })
  .superRefine((plan, ctx) => {
    if (plan.originalPriceFen < plan.priceFen)
      ctx.addIssue({ code: 'custom', path: ['originalPriceFen'], message: 'plans.originalBelowPrice' });
    if (plan.kind === 'capsule' && plan.capsuleCount === null)
      ctx.addIssue({ code: 'custom', path: ['capsuleCount'], message: 'validation.required' });
    if (plan.kind !== 'capsule' && plan.durationDays === null)
      ctx.addIssue({ code: 'custom', path: ['durationDays'], message: 'validation.required' });
    if (plan.autoRenewAvailable && plan.kind === 'capsule')
      ctx.addIssue({ code: 'custom', path: ['autoRenewAvailable'], message: 'plans.autoRenewCapsule' });
    const codes = plan.benefits.map((b) => b.code);
    codes.forEach((code, i) => {
      if (codes.indexOf(code) !== i) ctx.addIssue({ code: 'custom', path: ['benefits', i, 'code'], message: 'plans.duplicateBenefit' });
    });
  });
export type PlanInput = z.infer<typeof planInputSchema>;
export const planCreateSchema = z.strictObject({ code: planCodeSchema, plan: planInputSchema });
export type PlanCreate = z.infer<typeof planCreateSchema>;
export const planParamsSchema = z.object({ planId: idSchema });

export const benefitSchema = z.object({ code: z.string(), label: z.string(), detail: z.string().nullable() });
export const planSchema = z.object({
  planId: z.string(),
  code: z.string(),
  version: z.number().int(),
  kind: z.enum(PLAN_KINDS),
  name: z.string(),
  description: z.string(),
  priceFen: z.number().int(),
  originalPriceFen: z.number().int(),
  durationDays: z.number().int().nullable(),
  capsuleCount: z.number().int().nullable(),
  autoRenewAvailable: z.boolean(),
  benefits: z.array(benefitSchema),
  agreements: z.array(z.enum(AGREEMENTS)),
  shopUrl: z.string(),
});
export type Plan = z.infer<typeof planSchema>;

export const planVersionSchema = z.object({
  planId: z.string(),
  code: z.string(),
  versionId: z.string(),
  version: z.number().int(),
  plan: planInputSchema,
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  /** The editor's name, for the version history. */
  createdByName: z.string().nullable(),
  /** The version parents see and order; a newer one is a draft until published. Null: never published. */
  publishedVersion: z.number().int().nullable(),
});
export type PlanVersion = z.infer<typeof planVersionSchema>;

/** Puts one saved version of a plan in front of parents (its `active` decides whether it is on sale). */
export const planPublishSchema = z.strictObject({ version: z.number().int().positive() });
export type PlanPublish = z.infer<typeof planPublishSchema>;

/** /serviceComparison: plans (columns) against the union of their benefits (rows). */
export const comparisonSchema = z.object({
  benefits: z.array(z.object({ code: z.string(), label: z.string() })),
  plans: z.array(
    z.object({
      planId: z.string(),
      kind: z.enum(PLAN_KINDS),
      name: z.string(),
      priceFen: z.number().int(),
      cells: z.record(z.string(), z.object({ included: z.boolean(), detail: z.string().nullable() })),
    }),
  ),
});
export type Comparison = z.infer<typeof comparisonSchema>;

export const ORDER_STATUSES = ['pending', 'paid', 'cancelled'] as const;
export const orderInputSchema = z.strictObject({ planId: idSchema, autoRenew: z.boolean().optional() });
export type OrderInput = z.infer<typeof orderInputSchema>;
export const orderSchema = z.object({
  orderId: z.string(),
  planId: z.string(),
  planVersion: z.number().int(),
  planName: z.string(),
  kind: z.enum(PLAN_KINDS),
  priceFen: z.number().int(),
  originalPriceFen: z.number().int(),
  autoRenew: z.boolean(),
  status: z.enum(ORDER_STATUSES),
  shopUrl: z.string(),
  createdAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;
export const orderParamsSchema = z.object({ orderId: idSchema });

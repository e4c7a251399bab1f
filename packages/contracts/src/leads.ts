import { z } from 'zod';
import { idSchema, phoneSchema, textSchema } from './common.ts';
import { pageQuerySchema, sortOrderSchema } from './envelope.ts';
import { CHILD_AGE_MAX_YEARS, LEAD_LIMITS, PREFERRED_TIMES } from './lead-rules.ts';

/** The contact form of /customInfo/customInfo, stored for the clinic's staff to call back (its limits: lead-rules.ts). */

export const leadInputSchema = z.strictObject({
  name: textSchema({ min: 1, max: LEAD_LIMITS.nameLength }),
  phone: phoneSchema,
  childAge: z.number().int().min(0).max(CHILD_AGE_MAX_YEARS),
  concern: textSchema({ min: 1, max: LEAD_LIMITS.concernLength, multiline: true }),
  preferredClinicId: idSchema.optional(),
  /** When the clinic list could not be loaded, the parent names the clinic in words. */
  preferredClinicName: textSchema({ max: LEAD_LIMITS.clinicNameLength }).optional(),
  preferredTime: z.enum(PREFERRED_TIMES),
});
export type LeadInput = z.infer<typeof leadInputSchema>;

export const leadCreatedSchema = z.object({ leadId: z.string(), createdAt: z.string() });
export type LeadCreated = z.infer<typeof leadCreatedSchema>;

/** How far the clinic's staff have followed a lead up. */
export const LEAD_STATUSES = ['new', 'contacted', 'closed'] as const;
export const leadStatusSchema = z.enum(LEAD_STATUSES);
export type LeadStatus = z.infer<typeof leadStatusSchema>;

export const leadSchema = z.object({
  leadId: z.string(),
  name: z.string(),
  phone: z.string(),
  childAge: z.number().int(),
  concern: z.string(),
  preferredClinicId: z.string().nullable(),
  preferredClinicName: z.string().nullable(),
  preferredTime: z.enum(PREFERRED_TIMES),
  accountId: z.string().nullable(),
  createdAt: z.string(),
  status: leadStatusSchema,
  statusChangedAt: z.string().nullable(),
});
export type Lead = z.infer<typeof leadSchema>;

/** Paging, plus `lang` kept through validation so the clinic names follow `?lang=` (API.md). */
/** The orders the leads can be read in (`sort`), each with `order`: when received, the parent's name, the status. */
export const LEAD_SORTS = ['createdAt', 'name', 'status'] as const;
export const leadsQuerySchema = pageQuerySchema.extend({
  lang: z.string().optional(),
  status: leadStatusSchema.optional(),
  sort: z.enum(LEAD_SORTS).default('createdAt'),
  order: sortOrderSchema,
});
export type LeadsQuery = z.infer<typeof leadsQuerySchema>;

/** PUT /admin/leads/{leadId}/status. */
export const leadStatusInputSchema = z.strictObject({ status: leadStatusSchema });
export const leadParamsSchema = z.object({ leadId: idSchema });
/** GET /admin/leads/export: every lead (of one status) as CSV, newest first. */
export const leadsExportQuerySchema = z.object({ lang: z.string().optional(), status: leadStatusSchema.optional() });
/** The most rows one export carries. */
export const LEADS_EXPORT_MAX = 10_000;

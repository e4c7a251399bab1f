import { z } from 'zod';
import { idSchema, isoDateSchema, langQueryField, roleSchema } from './common.ts';
import { pageQuerySchema, sortOrderSchema } from './envelope.ts';

export const AUDIT_ACTIONS = ['read', 'write'] as const;

/** GET /admin/audit_events: editors page through the trail, newest first. `from` and `to` are UTC days, both included. */
/** The orders the trail can be read in (`sort`), each with `order`: when it happened, the action, the actor's name. */
export const AUDIT_SORTS = ['occurredAt', 'action', 'actor'] as const;

export const auditEventsQuerySchema = /* @__PURE__ */ (() =>
  pageQuerySchema.extend({
    sort: z.enum(AUDIT_SORTS).default('occurredAt'),
    order: sortOrderSchema,
    accountId: idSchema.optional(),
    familyMemberId: idSchema.optional(),
    role: roleSchema.optional(),
    action: z.enum(AUDIT_ACTIONS).optional(),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    ...langQueryField,
  }))();
export type AuditEventsQuery = z.infer<typeof auditEventsQuerySchema>;

export const auditEventSchema = z.object({
  id: z.number().int(),
  /** ISO 8601 instant. */
  occurredAt: z.string(),
  accountId: z.string(),
  /** The account's name now, or null when the account is gone (the row itself never changes). */
  accountName: z.string().nullable(),
  role: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  method: z.string(),
  route: z.string(),
  familyMemberId: z.string().nullable(),
  ip: z.string(),
  status: z.number().int(),
  /** What an editor's call touched (its path with ids); null for health-data events, whose member is above. */
  target: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

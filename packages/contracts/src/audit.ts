import { z } from 'zod';
import { idSchema, isoDateSchema, langQueryField, roleSchema } from './common.ts';
import { pageQuerySchema } from './envelope.ts';

export const AUDIT_ACTIONS = ['read', 'write'] as const;

/** GET /admin/audit_events: editors page through the trail, newest first. `from` and `to` are UTC days, both included. */
export const auditEventsQuerySchema = /* @__PURE__ */ (() =>
  pageQuerySchema.extend({
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

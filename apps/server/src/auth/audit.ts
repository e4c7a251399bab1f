import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDb } from '../db/client.ts';
import { auditEvents } from '../db/schema/index.ts';

export type AuditAction = 'read' | 'write';

/**
 * Records every successful read of a member's health data by a doctor and every write by anyone, for the
 * routes whose policy names a member. Parents reading their own children are not audited: that is their own
 * data, and the trail stays about access by others. It runs before the response leaves (onSend) and fails
 * closed: data whose access cannot be recorded is not sent.
 */
export function registerAudit(app: FastifyInstance, db: AppDb): void {
  app.addHook('onSend', async (req, reply, payload) => {
    const policy = req.routeOptions.config.access;
    if (policy?.kind !== 'member' || !req.account || !req.memberId || !req.memberRelation) return payload;
    if (reply.statusCode >= 400) return payload;
    const action: AuditAction = policy.action === 'read' || policy.action === 'clinicalRead' ? 'read' : 'write';
    if (action === 'read' && req.memberRelation !== 'clinicDoctor') return payload;
    await recordAudit(db, req, { action, familyMemberId: req.memberId, status: reply.statusCode });
    return payload;
  });
}

/** One event on the trail: also written by the policy for a refused attempt at a member's data (status 404). */
export async function recordAudit(db: AppDb, req: FastifyRequest, event: { action: AuditAction; familyMemberId: string; status: number }): Promise<void> {
  if (!req.account) return;
  await db.insert(auditEvents).values({
    accountId: req.account.id,
    role: req.account.role,
    action: event.action,
    method: req.method,
    route: req.routeOptions.url ?? req.url.split('?')[0]!,
    familyMemberId: event.familyMemberId,
    ip: req.ip,
    status: event.status,
  });
}

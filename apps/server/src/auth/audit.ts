import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../db/client.ts';
import { auditEvents } from '../db/schema/index.ts';

export type AuditAction = 'read' | 'write';

/**
 * Records, with every successful response, every read of a member's health data by a doctor and every write
 * by anyone, for the routes whose policy names a member. Parents reading their own children are not
 * audited: that is their own data, and the trail stays about access by others.
 */
export function registerAudit(app: FastifyInstance, db: AppDb): void {
  // onSend, not onResponse: the row is written before the caller has the data, so a client (or a test) that
  // reads the trail right after its call always finds the row.
  app.addHook('onSend', async (req, reply, payload) => {
    const policy = req.routeOptions.config.access;
    if (policy?.kind !== 'member' || !req.account || !req.memberId || !req.memberRelation) return payload;
    if (reply.statusCode >= 400) return payload;
    const action: AuditAction = policy.action === 'read' || policy.action === 'clinicalRead' ? 'read' : 'write';
    if (action === 'read' && req.memberRelation !== 'clinicDoctor') return payload;
    try {
      await db.insert(auditEvents).values({
        accountId: req.account.id,
        role: req.account.role,
        action,
        method: req.method,
        route: req.routeOptions.url ?? req.url.split('?')[0]!,
        familyMemberId: req.memberId,
        ip: req.ip,
        status: reply.statusCode,
      });
    } catch (error) {
      req.log.error({ err: error }, 'audit event not recorded');
    }
    return payload;
  });
}

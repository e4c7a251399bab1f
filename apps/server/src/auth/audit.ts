import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDb } from '../db/client.ts';
import { auditEvents } from '../db/schema/index.ts';

export type AuditAction = 'read' | 'write';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An editor's read of this route is recorded too (personal data such as contact-form leads). */
    auditEditorRead?: boolean;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What an editor's request touched: its path with the ids in it, never the query or the body. */
function targetOf(req: FastifyRequest): string {
  return req.url.split('?', 1)[0]!.slice(0, 300);
}

/**
 * Records every successful read of a member's health data by a doctor and every write by anyone, for the
 * routes whose policy names a member. Parents reading their own children are not audited: that is their own
 * data, and the trail stays about access by others. Editors' writes (content, clinics, doctors, pages, leads)
 * are recorded with the path they touched, and so are their reads of routes marked `auditEditorRead`.
 * It runs before the response leaves (onSend) and fails closed: data whose access cannot be recorded is not sent.
 */
export function registerAudit(app: FastifyInstance, db: AppDb): void {
  app.addHook('onSend', async (req, reply, payload) => {
    const policy = req.routeOptions.config.access;
    if (!policy || !req.account || reply.statusCode >= 400) return payload;
    const route = req.routeOptions.url ?? req.url.split('?')[0]!;

    if (policy.kind !== 'member') {
      if (req.account.role !== 'admin') return payload;
      const isRead = READ_METHODS.has(req.method);
      if (isRead && !req.routeOptions.config.auditEditorRead) return payload;
      await db.insert(auditEvents).values({
        accountId: req.account.id,
        role: req.account.role,
        action: isRead ? 'read' : 'write',
        method: req.method,
        route,
        familyMemberId: null,
        ip: req.ip,
        status: reply.statusCode,
        target: targetOf(req),
      });
      return payload;
    }

    if (!req.memberId || !req.memberRelation) return payload;
    const action: AuditAction = policy.action === 'read' || policy.action === 'clinicalRead' ? 'read' : 'write';
    if (action === 'read' && req.memberRelation !== 'clinicDoctor') return payload;
    await db.insert(auditEvents).values({
      accountId: req.account.id,
      role: req.account.role,
      action,
      method: req.method,
      route,
      familyMemberId: req.memberId,
      ip: req.ip,
      status: reply.statusCode,
    });
    return payload;
  });
}

import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/errors.ts';
import type { AccessRow } from './access-repository.ts';
import { ALLOWED, relationsOf, type MemberAction } from './access.ts';
import type { writeAudit } from './audit.ts';

/**
 * The member policy's decision once the access row is read (auth/policy.ts runs it after validation). A child out
 * of reach is refused as unknown: existence itself is private.
 */
function refuseAsUnknown(req: FastifyRequest, reason: string): AppError {
  req.log.warn(
    { accountId: req.account?.id ?? null, role: req.account?.role ?? null, route: req.routeOptions.url, reason },
    'access refused',
  );
  return new AppError('NOT_FOUND');
}

/**
 * Lets the request through (setting the member, relation and target) or names the refusal, with the audit row
 * the refusal leaves when the member exists.
 */
export function admit(
  req: FastifyRequest,
  action: MemberAction,
  check: ((memberId: string) => void) | undefined,
  row: AccessRow | null,
  preview: boolean,
): { error: Error; audit?: Parameters<typeof writeAudit>[2] } | null {
  // A refused preview was an attempt to read, not to change: the trail says so (issue 30).
  const attempted = preview ? 'read' : actionOf(action);
  if (!row) return { error: new AppError('NOT_FOUND') };
  const account = req.account!;
  const relations = relationsOf(account, row);
  const relation = relations.find((r) => ALLOWED[action].includes(r));
  if (!relation) {
    // A caregiver knows the child: what is not theirs to do is refused as such, not hidden as unknown.
    if (relations.includes('caregiver')) {
      req.log.warn(
        { accountId: account.id, role: account.role, route: req.routeOptions.url, reason: `caregiver ${action}` },
        'access refused',
      );
      return {
        error: new AppError('FORBIDDEN', 'error.caregiverRefused'),
        audit: { action: attempted, familyMemberId: row.memberId, status: 403, role: 'caregiver' },
      };
    }
    return {
      error: refuseAsUnknown(req, `member ${action}`),
      audit: { action: attempted, familyMemberId: row.memberId, status: 404 },
    };
  }
  if (relation === 'clinicDoctor' && row.consentRefused) {
    req.log.warn({ accountId: account.id, role: account.role, route: req.routeOptions.url, reason: 'consent' }, 'access refused');
    return {
      error: new AppError('FORBIDDEN', 'error.consentRefused'),
      audit: { action: attempted, familyMemberId: row.memberId, status: 403 },
    };
  }
  try {
    check?.(row.memberId);
  } catch (error) {
    return { error: error as Error };
  }
  req.memberId = row.memberId;
  req.memberRelation = relation;
  req.targetId = row.entityId;
  return null;
}

/** Reads are audited as reads (doctor screens included), everything else as writes. */
function actionOf(action: MemberAction): 'read' | 'write' {
  return action === 'read' || action === 'ownerRead' || action === 'clinicalRead' ? 'read' : 'write';
}

import type { MemberResolver } from '../../auth/policy.ts';
import { fieldError } from '../../http/errors.ts';

/**
 * What each eye call points at, for the access policy. Its one query resolves an eyeId or eyeAxisId to the
 * profile (the eyeId wins should one value be both, spec §3) and the handlers read that eyeId with
 * resolvedTarget(req): found once per request.
 */

/** `{id}` of the path: an eyeId or an eyeAxisId. */
export const memberFromEyePath: MemberResolver = (req) => {
  const { id } = req.params as { id: string };
  return { kind: 'eyeRef', id };
};

/** Doctor GET /get: query eyeId, or eyeAxisId when eyeId is empty (spec §7). */
export const memberFromEyeQuery: MemberResolver = (req) => {
  const { eyeId, eyeAxisId } = req.query as { eyeId?: string; eyeAxisId?: string };
  const ref = eyeId ?? eyeAxisId;
  if (!ref) throw fieldError('eyeId', 'validation.required');
  return { kind: 'eyeRef', id: ref };
};

/**
 * Parent GET /get: the member of the patient file `patientId`, else `familyMemberId` (the growth init rule
 * of spec §5). When both are given they must name the same member.
 */
export const memberFromEyeGetQuery: MemberResolver = (req) => {
  const { patientId, familyMemberId } = req.query as { patientId?: string; familyMemberId?: string };
  if (!patientId) {
    if (!familyMemberId) throw fieldError('familyMemberId', 'validation.required');
    return { kind: 'member', id: familyMemberId };
  }
  return {
    kind: 'patientFile',
    id: patientId,
    check: (memberId) => {
      if (familyMemberId && familyMemberId !== memberId) throw fieldError('familyMemberId', 'eye.memberMismatch');
    },
  };
};

/** An exam's recordId → its profile (the resolved target is the eyeId). */
export const memberFromEyeRecord: MemberResolver = (req) => {
  const { recordId } = req.params as { recordId: string };
  return { kind: 'eyeRecord', id: recordId };
};

import { growthInitTarget, type GrowthInitBody } from '@sprout/contracts';
import type { MemberResolver } from '../../auth/policy.ts';

/**
 * What each growth call points at, for the access policy, which finds the member behind it in its one query.
 * Unknown ids end as 404 there.
 */
function field(req: Parameters<MemberResolver>[0], name: string): string | null {
  const sources = [req.params, req.body, req.query] as Array<Record<string, unknown> | undefined>;
  for (const source of sources) {
    const value = source?.[name];
    if (typeof value === 'string') return value;
  }
  return null;
}

/** growthId in the path or the body → its profile. */
export const memberFromGrowthId: MemberResolver = (req) => {
  const growthId = field(req, 'growthId');
  return growthId ? { kind: 'growthProfile', id: growthId } : null;
};

/** recordId in the path or the body → the record's profile (the resolved target is its growthId). */
export const memberFromRecordId: MemberResolver = (req) => {
  const recordId = field(req, 'recordId');
  return recordId ? { kind: 'growthRecord', id: recordId } : null;
};

/** The init body: patientId when present and not the text "undefined" (spec §5), else familyMemberId. */
export const memberFromInitBody: MemberResolver = (req) => {
  const target = growthInitTarget((req.body ?? {}) as GrowthInitBody);
  if (!target) return null;
  if ('familyMemberId' in target) return { kind: 'member', id: target.familyMemberId };
  return { kind: 'patientFile', id: target.patientId };
};

import { eq } from 'drizzle-orm';
import { growthInitTarget, type GrowthInitBody } from '@sprout/contracts';
import type { MemberResolver } from '../../auth/policy.ts';
import { growthProfiles, growthRecords, patientFiles } from '../../db/schema/index.ts';

/**
 * How each growth call finds the family member it touches, for the access policy. Unknown ids resolve to
 * null (404). Ids reach here already validated as UUIDs by the route schemas.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function field(req: Parameters<MemberResolver>[0], name: string): string | null {
  const sources = [req.params, req.body, req.query] as Array<Record<string, unknown> | undefined>;
  for (const source of sources) {
    const value = source?.[name];
    if (typeof value === 'string') return value;
  }
  return null;
}

/** growthId in the path or the body → its profile's member. */
export const memberFromGrowthId: MemberResolver = async (req, db) => {
  const growthId = field(req, 'growthId');
  if (!growthId || !UUID.test(growthId)) return null;
  const [row] = await db.select({ memberId: growthProfiles.familyMemberId }).from(growthProfiles).where(eq(growthProfiles.id, growthId));
  return row?.memberId ?? null;
};

/** recordId in the path or the body → the member of its profile. */
export const memberFromRecordId: MemberResolver = async (req, db) => {
  const recordId = field(req, 'recordId');
  if (!recordId || !UUID.test(recordId)) return null;
  const [row] = await db
    .select({ memberId: growthProfiles.familyMemberId })
    .from(growthRecords)
    .innerJoin(growthProfiles, eq(growthProfiles.id, growthRecords.growthId))
    .where(eq(growthRecords.id, recordId));
  return row?.memberId ?? null;
};

/** The init body: patientId when present and not the text "undefined" (spec §5), else familyMemberId. */
export const memberFromInitBody: MemberResolver = async (req, db) => {
  const target = growthInitTarget((req.body ?? {}) as GrowthInitBody);
  if (!target) return null;
  if ('familyMemberId' in target) return target.familyMemberId;
  if (!UUID.test(target.patientId)) return null;
  const [row] = await db.select({ memberId: patientFiles.familyMemberId }).from(patientFiles).where(eq(patientFiles.id, target.patientId));
  return row?.memberId ?? null;
};

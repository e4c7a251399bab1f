import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { MemberResolver } from '../../auth/policy.ts';
import type { AppDb } from '../../db/client.ts';
import { eyeExams, eyeProfiles, familyMembers, patientFiles } from '../../db/schema/index.ts';
import { fieldError } from '../../http/errors.ts';

export interface ResolvedProfile {
  eyeId: string;
  eyeAxisId: string;
  familyMemberId: string;
}

/** The profile a resolver found, so the handler does not look it up twice. */
const resolved = new WeakMap<FastifyRequest, ResolvedProfile>();

export function resolvedProfile(req: FastifyRequest): ResolvedProfile {
  const profile = resolved.get(req);
  if (!profile) throw new Error('eye profile not resolved: the route lacks an eye resolver');
  return profile;
}

/**
 * The profile an eyeId or an eyeAxisId names. Both are unique uuids of the same table; should one value ever
 * be both some profile's eyeId and another's eyeAxisId, the eyeId wins (spec §3).
 */
export async function findProfileByRef(db: AppDb, ref: string): Promise<ResolvedProfile | null> {
  const [row] = await db
    .select({ eyeId: eyeProfiles.id, eyeAxisId: eyeProfiles.eyeAxisId, familyMemberId: eyeProfiles.familyMemberId })
    .from(eyeProfiles)
    .where(or(eq(eyeProfiles.id, ref), eq(eyeProfiles.eyeAxisId, ref)))
    .orderBy(sql`(${eyeProfiles.id} = ${ref}) desc`)
    .limit(1);
  return row ?? null;
}

async function remember(req: FastifyRequest, profile: ResolvedProfile | null): Promise<string | null> {
  if (!profile) return null;
  resolved.set(req, profile);
  return profile.familyMemberId;
}

/** `{id}` of the path: an eyeId or an eyeAxisId. */
export const memberFromEyePath: MemberResolver = async (req, db) => {
  const { id } = req.params as { id: string };
  return remember(req, await findProfileByRef(db, id));
};

/** Doctor GET /get: query eyeId, or eyeAxisId when eyeId is empty (spec §7). */
export const memberFromEyeQuery: MemberResolver = async (req, db) => {
  const { eyeId, eyeAxisId } = req.query as { eyeId?: string; eyeAxisId?: string };
  const ref = eyeId ?? eyeAxisId;
  if (!ref) throw fieldError('eyeId', 'validation.required');
  return remember(req, await findProfileByRef(db, ref));
};

/**
 * Parent GET /get: the member of the patient file `patientId`, else `familyMemberId` (the growth init rule
 * of spec §5). When both are given they must name the same member.
 */
export const memberFromEyeGetQuery: MemberResolver = async (req, db) => {
  const { patientId, familyMemberId } = req.query as { patientId?: string; familyMemberId?: string };
  if (!patientId) {
    if (!familyMemberId) throw fieldError('familyMemberId', 'validation.required');
    return familyMemberId;
  }
  const [file] = await db
    .select({ memberId: patientFiles.familyMemberId })
    .from(patientFiles)
    .innerJoin(familyMembers, eq(familyMembers.id, patientFiles.familyMemberId))
    .where(and(eq(patientFiles.id, patientId), isNull(familyMembers.deletedAt)));
  if (!file) return null;
  if (familyMemberId && familyMemberId !== file.memberId) throw fieldError('familyMemberId', 'eye.memberMismatch');
  return file.memberId;
};

/** An exam's recordId → the member of its profile. */
export const memberFromEyeRecord: MemberResolver = async (req, db) => {
  const { recordId } = req.params as { recordId: string };
  const [row] = await db
    .select({ eyeId: eyeProfiles.id, eyeAxisId: eyeProfiles.eyeAxisId, familyMemberId: eyeProfiles.familyMemberId })
    .from(eyeExams)
    .innerJoin(eyeProfiles, eq(eyeProfiles.id, eyeExams.eyeId))
    .where(eq(eyeExams.id, recordId));
  return remember(req, row ?? null);
};

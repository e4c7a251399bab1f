import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { eyeExams, eyeProfiles, familyMembers, growthProfiles, growthRecords } from '../../db/schema/index.ts';

/**
 * What the clinical summary of a family member is computed from (inputs.ts): its growth profile and records and
 * its eye profile and exams, for any number of members in two round trips each. The doctor's patient list and
 * overview and the parent's next check read them here, so all compute from the same rows in the same order.
 */
export function clinicalSummaryRepository(db: AppDb) {
  return {
    /** Growth profiles and every record of the given members, oldest first. */
    async growth(memberIds: readonly string[]) {
      if (memberIds.length === 0) return { profiles: [], records: [] };
      const profiles = await db
        .select()
        .from(growthProfiles)
        .where(inArray(growthProfiles.familyMemberId, [...memberIds]));
      const records =
        profiles.length === 0
          ? []
          : await db
              .select()
              .from(growthRecords)
              .where(
                inArray(
                  growthRecords.growthId,
                  profiles.map((p) => p.id),
                ),
              )
              .orderBy(asc(growthRecords.recordDate));
      return { profiles, records };
    },

    /** Eye profiles and every exam of the given members, oldest first (the order the eye module's rates expect). */
    async eye(memberIds: readonly string[]) {
      if (memberIds.length === 0) return { profiles: [], exams: [] };
      const profiles = await db
        .select()
        .from(eyeProfiles)
        .where(inArray(eyeProfiles.familyMemberId, [...memberIds]));
      const exams =
        profiles.length === 0
          ? []
          : await db
              .select()
              .from(eyeExams)
              .where(
                inArray(
                  eyeExams.eyeId,
                  profiles.map((p) => p.id),
                ),
              )
              .orderBy(asc(eyeExams.examDate), asc(eyeExams.createdAt), asc(eyeExams.id));
      return { profiles, exams };
    },

    /** The member's name, sex and birth date (what its records are scored by); null once deleted. */
    async subject(memberId: string) {
      const [row] = await db
        .select({ familyMemberId: familyMembers.id, name: familyMembers.name, sex: familyMembers.sex, birthDate: familyMembers.birthDate })
        .from(familyMembers)
        .where(and(eq(familyMembers.id, memberId), isNull(familyMembers.deletedAt)));
      return row ?? null;
    },
  };
}

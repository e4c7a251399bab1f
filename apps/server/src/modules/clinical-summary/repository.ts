import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { eyeExams, eyeProfiles, familyMembers, growthProfiles, growthRecords } from '../../db/schema/index.ts';

/**
 * What the clinical summary of a family member is computed from (inputs.ts): its growth profile and records and
 * its eye profile and exams, for any number of members in two round trips each. The doctor's patient list and
 * overview and the parent's next check read them here, so all compute from the same rows in the same order.
 */
/** A member's latest growth record since birth and latest exam: all the due checks read. */
export interface MemberDueInputs {
  lastRecordDate: string | null;
  lastExam: { examDate: string; treatment: string } | null;
}

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

    /**
     * What the due checks read of each member (inputs.ts memberDueChecks): the date of its latest growth record since
     * birth, and its latest exam's date and treatment (of exams on one day, the first stored, as the oldest-first
     * order above gives the flags). Two index lookups a member, not its history (5,000 records and exams took 46 ms of
     * the server's time a next check).
     */
    async dueInputs(memberIds: readonly string[]): Promise<Map<string, MemberDueInputs>> {
      if (memberIds.length === 0) return new Map();
      const rows = await db
        .select({
          memberId: familyMembers.id,
          // As JSON, so that the dates are ISO whatever the session's DateStyle.
          lastRecordDate: sql<string | null>`(select to_json(r.record_date) from ${growthRecords} as r
            where r.growth_id = (select p.id from ${growthProfiles} as p where p.family_member_id = ${familyMembers}.id)
              and r.record_date >= ${familyMembers}.birth_date
            order by r.record_date desc limit 1)`,
          lastExam: sql<[string, string] | null>`(select json_build_array(e.exam_date, e.treatment) from ${eyeExams} as e
            where e.eye_id = (select y.id from ${eyeProfiles} as y where y.family_member_id = ${familyMembers}.id)
            order by e.exam_date desc, e.created_at asc, e.id asc limit 1)`,
        })
        .from(familyMembers)
        .where(inArray(familyMembers.id, [...memberIds]));
      return new Map(
        rows.map((row) => [
          row.memberId,
          { lastRecordDate: row.lastRecordDate, lastExam: row.lastExam && { examDate: row.lastExam[0], treatment: row.lastExam[1] } },
        ]),
      );
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

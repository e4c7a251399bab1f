import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { CENTILE_CROSSING_WINDOW_DAYS } from '@sprout/clinical';
import type { EyeSide } from '@sprout/contracts';
import type { AppDb } from '../../db/client.ts';
import { eyeExams, eyeProfiles, familyMembers, growthProfiles, growthRecords } from '../../db/schema/index.ts';
import {
  examsJson,
  examWithBaselinesValues,
  latestMeasuredExam,
  withBaseline,
  withBaselines,
  type ExamRow,
  type ExamWithBaseline,
  type ExamWithBaselines,
} from '../eye/exam-baselines-repository.ts';
import type { GrowthProfileRow, GrowthRecordRow } from '../growth/repository.ts';
import { recordsJson } from '../growth/save-repository.ts';

/**
 * What the clinical summary of a family member is computed from (inputs.ts), for any number of members in one
 * statement: the doctor's patient list and overview, the parent's next check and reminders read it here.
 */
/** What a member's clinical summary reads (repository.ts summaryData): the latest parts of its histories, never all. */
export interface MemberClinicalData {
  growthProfile: GrowthProfileRow | undefined;
  /** Oldest first: those within CENTILE_CROSSING_WINDOW_DAYS of the latest since birth, and the latest two. */
  growthRecords: readonly GrowthRecordRow[];
  growthRecordCount: number;
  eyeProfile: { id: string; eyeAxisId: string } | undefined;
  eyeExamCount: number;
  /** Of the latest day's exams the first stored (@sprout/clinical patientFlags' latest), with both eyes' baselines. */
  flagExam: ExamWithBaselines | null;
  /** Of the latest day's exams the last stored: the last of the history, as the eye screens order it. */
  lastExam: ExamRow | null;
  /** Each eye's latest measured exam with that eye's baseline: the eye summary cards. */
  latestMeasured: Record<EyeSide, ExamWithBaseline | null>;
}

/** A member's latest growth record since birth and latest exam: all the due checks read. */
export interface MemberDueInputs {
  lastRecordDate: string | null;
  lastExam: { examDate: string; treatment: string } | null;
}

/**
 * What the clinical summary of each member reads (inputs.ts), in one statement by index, never a whole history (a
 * child of 5,000 records and exams was read and scored whole for the doctor's overview and each list refresh).
 * Prepared once per database: PostgreSQL planned its many subqueries anew at every call, 4.9 ms of bind a call
 * against 2.4 ms of execution (the doctor's overview, and each refresh of the list's summaries).
 */
function summaryDataQuery(db: AppDb) {
  const growthId = sql`${growthProfiles.id}`;
  const eyeId = sql`${eyeProfiles.id}`;
  return (
    db
      .select({
        memberId: familyMembers.id,
        growthProfile: growthProfiles,
        growthCount: sql<number>`(select count(*)::int from ${growthRecords} as c where c.growth_id = ${growthId})`,
        // The flags' window (CENTILE_CROSSING_WINDOW_DAYS back from the latest record since birth) and the latest
        // two records (the overview scores the latest against the one before it), oldest first: every record from
        // the earlier of the two bounds, worked out once a member and read as one range of the index.
        growthRecords: sql<unknown>`(select coalesce(json_agg(${recordsJson.values('r')} order by r.record_date), '[]'::json)
        from (select least(
            (select max(x.record_date) from ${growthRecords} as x
              where x.growth_id = ${growthId} and x.record_date >= ${familyMembers.birthDate}) - ${sql.raw(String(CENTILE_CROSSING_WINDOW_DAYS))},
            coalesce((select x.record_date from ${growthRecords} as x where x.growth_id = ${growthId} order by x.record_date desc offset 1 limit 1),
              (select max(x.record_date) from ${growthRecords} as x where x.growth_id = ${growthId}))) as since) as bound
        join ${growthRecords} as r on r.growth_id = ${growthId} and r.record_date >= bound.since)`,
        eyeProfileId: eyeProfiles.id,
        eyeAxisId: eyeProfiles.eyeAxisId,
        eyeCount: sql<number>`(select count(*)::int from ${eyeExams} as c where c.eye_id = ${eyeId})`,
        // Of the latest day's exams the first stored (the flags' latest, with its baselines) and the last stored (the
        // history's last, whose date and treatment the overview shows).
        flagExam: sql`(select ${examWithBaselinesValues()} from ${eyeExams} as e where e.eye_id = ${eyeId}
        order by e.exam_date desc, e.created_at asc, e.id asc limit 1)`,
        lastExam: sql`(select ${examsJson.values('e')} from ${eyeExams} as e where e.eye_id = ${eyeId}
        order by e.exam_date desc, e.created_at desc, e.id desc limit 1)`,
        right: latestMeasuredExam(eyeId, 'od_axial_length_mm'),
        left: latestMeasuredExam(eyeId, 'os_axial_length_mm'),
      })
      .from(familyMembers)
      .leftJoin(growthProfiles, eq(growthProfiles.familyMemberId, familyMembers.id))
      .leftJoin(eyeProfiles, eq(eyeProfiles.familyMemberId, familyMembers.id))
      // The members as one array value, not an IN list of as many parameters.
      .where(sql`${familyMembers.id} = any(${sql.placeholder('members')}::uuid[])`)
      .prepare('clinical_summary_data')
  );
}

export function clinicalSummaryRepository(db: AppDb) {
  const summaryData = summaryDataQuery(db);
  return {
    /** What the clinical summary of each member reads (summaryDataQuery), grouped by member. */
    async summaryData(memberIds: readonly string[]): Promise<Map<string, MemberClinicalData>> {
      if (memberIds.length === 0) return new Map();
      const rows = await summaryData.execute({ members: `{${memberIds.join(',')}}` });
      return new Map(
        rows.map((row) => {
          const growthProfile = row.growthProfile ?? undefined;
          return [
            row.memberId,
            {
              growthProfile,
              growthRecords: growthProfile ? recordsJson.decode(row.growthRecords, { growthId: growthProfile.id }) : [],
              growthRecordCount: row.growthCount,
              eyeProfile: row.eyeProfileId && row.eyeAxisId ? { id: row.eyeProfileId, eyeAxisId: row.eyeAxisId } : undefined,
              eyeExamCount: row.eyeCount,
              flagExam: row.flagExam === null ? null : withBaselines(row.flagExam as unknown[]),
              lastExam: row.lastExam === null ? null : examsJson.decode([row.lastExam])[0]!,
              latestMeasured: { right: withBaseline(row.right), left: withBaseline(row.left) },
            },
          ];
        }),
      );
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

import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { MIN_PROGRESSION_INTERVAL_DAYS } from '@sprout/clinical';
import type { EyeExamInput, EyeMeasurementsInput, EyeSide } from '@sprout/contracts';
import { doctorPatientFile } from '../../auth/repository.ts';
import type { AppDb, AppTx } from '../../db/client.ts';
import { EYE_EXAM_SIDE_COLUMNS, eyeExams, eyeProfiles, familyMembers, patientFiles } from '../../db/schema/index.ts';
import { toLocalized } from '../../http/localized.ts';

export type ExamRow = typeof eyeExams.$inferSelect;
/** Which row column holds each measurement of each eye: presenters read rows through it (re-exported so they need no schema import). */
export { EYE_EXAM_SIDE_COLUMNS };
type ExamValues = Omit<typeof eyeExams.$inferInsert, 'id' | 'eyeId' | 'createdAt' | 'createdBy'>;

export interface ProfileWithMember {
  eyeId: string;
  eyeAxisId: string;
  familyMemberId: string;
  name: string;
  sex: 'male' | 'female';
  birthDate: string;
}

/** Newest first, and a stable order among exams of one day (a re-measure comes before the first reading). */
const NEWEST_FIRST = [desc(eyeExams.examDate), desc(eyeExams.createdAt), desc(eyeExams.id)] as const;
const OLDEST_FIRST = [asc(eyeExams.examDate), asc(eyeExams.createdAt), asc(eyeExams.id)] as const;

/** Input eye → its od_/os_ columns. Absent and null both store NULL ("not measured"). */
export function examValues(input: EyeExamInput, accountId: string): ExamValues {
  const values: Record<string, unknown> = {
    examDate: input.examDate,
    treatment: input.treatment,
    device: input.device || null,
    notes: input.notes ? toLocalized(input.notes) : null,
    updatedBy: accountId,
    updatedAt: new Date(),
  };
  for (const side of ['right', 'left'] as const satisfies readonly EyeSide[]) {
    const eye: EyeMeasurementsInput = input[side];
    for (const [field, column] of Object.entries(EYE_EXAM_SIDE_COLUMNS[side])) {
      values[column] = eye[field as keyof EyeMeasurementsInput] ?? null;
    }
  }
  return values as ExamValues;
}

export function eyeRepository(db: AppDb | AppTx) {
  const profileColumns = {
    eyeId: eyeProfiles.id,
    eyeAxisId: eyeProfiles.eyeAxisId,
    familyMemberId: eyeProfiles.familyMemberId,
    name: familyMembers.name,
    sex: familyMembers.sex,
    birthDate: familyMembers.birthDate,
  };

  // The hot reads' queries, prepared once on the database (a transaction runs them unprepared, inside it).
  const prepared =
    'rollback' in db
      ? null
      : {
          profile: db
            .select(profileColumns)
            .from(eyeProfiles)
            .innerJoin(familyMembers, eq(familyMembers.id, eyeProfiles.familyMemberId))
            .where(eq(eyeProfiles.id, sql.placeholder('eyeId')))
            .prepare('eye_profile'),
          history: db
            .select()
            .from(eyeExams)
            .where(eq(eyeExams.eyeId, sql.placeholder('eyeId')))
            .orderBy(...OLDEST_FIRST)
            .prepare('eye_history'),
        };

  return {
    async profile(eyeId: string): Promise<ProfileWithMember | null> {
      if (prepared) return (await prepared.profile.execute({ eyeId }))[0] ?? null;
      const [row] = await db
        .select(profileColumns)
        .from(eyeProfiles)
        .innerJoin(familyMembers, eq(familyMembers.id, eyeProfiles.familyMemberId))
        .where(eq(eyeProfiles.id, eyeId));
      return row ?? null;
    },

    /** The member's profile if there is one (reads never create it: the advice rules only look). */
    async profileOfMember(familyMemberId: string): Promise<ProfileWithMember | null> {
      const [row] = await db
        .select(profileColumns)
        .from(eyeProfiles)
        .innerJoin(familyMembers, eq(familyMembers.id, eyeProfiles.familyMemberId))
        .where(eq(eyeProfiles.familyMemberId, familyMemberId));
      return row ?? null;
    },

    /** The member's profile, created on first access (spec §4: the eye info is fetched on entry); read first. */
    async ensureProfile(familyMemberId: string): Promise<ProfileWithMember> {
      const find = async () =>
        (
          await db
            .select(profileColumns)
            .from(eyeProfiles)
            .innerJoin(familyMembers, eq(familyMembers.id, eyeProfiles.familyMemberId))
            .where(eq(eyeProfiles.familyMemberId, familyMemberId))
        )[0];
      const found = await find();
      if (found) return found;
      await db.insert(eyeProfiles).values({ familyMemberId }).onConflictDoNothing({ target: eyeProfiles.familyMemberId });
      return (await find())!;
    },

    /**
     * The patient file to show: the one asked for, else one at the doctor's clinics (doctor calls), else the
     * member's first. Null when the member has no clinic file.
     */
    async patientIdFor(familyMemberId: string, options: { patientId?: string; doctorAccountId?: string }): Promise<string | null> {
      if (options.patientId) return options.patientId;
      if (options.doctorAccountId) {
        const file = await doctorPatientFile(db, familyMemberId, options.doctorAccountId);
        if (file) return file;
      }
      const [first] = await db
        .select({ id: patientFiles.id })
        .from(patientFiles)
        .where(eq(patientFiles.familyMemberId, familyMemberId))
        .orderBy(asc(patientFiles.createdAt))
        .limit(1);
      return first?.id ?? null;
    },

    /** All exams of a profile, oldest first: the curve, the summary and the rates need the whole history. */
    history(eyeId: string): Promise<ExamRow[]> {
      if (prepared) return prepared.history.execute({ eyeId });
      return db
        .select()
        .from(eyeExams)
        .where(eq(eyeExams.eyeId, eyeId))
        .orderBy(...OLDEST_FIRST);
    },

    async page(eyeId: string, start: number, limit: number): Promise<{ total: number; rows: ExamRow[] }> {
      const [total] = await db.select({ n: count() }).from(eyeExams).where(eq(eyeExams.eyeId, eyeId));
      const rows = await db
        .select()
        .from(eyeExams)
        .where(eq(eyeExams.eyeId, eyeId))
        .orderBy(...NEWEST_FIRST)
        .offset(start)
        .limit(limit);
      return { total: total?.n ?? 0, rows };
    },

    /**
     * One page, newest first, with the total and, for each exam and eye, the baseline its change per year is
     * measured from (the nearest earlier measured exam at least MIN_PROGRESSION_INTERVAL_DAYS before, the first
     * stored of a day): one query by the (eye_id, exam_date) index, never the whole history.
     */
    async pageWithBaselines(
      eyeId: string,
      start: number,
      limit: number,
    ): Promise<{ total: number; rows: Array<{ row: ExamRow; baselines: Record<EyeSide, { examDate: string; mm: number } | null> }> }> {
      const baseline = (column: 'od_axial_length_mm' | 'os_axial_length_mm') => {
        const mm = sql.identifier(column);
        return sql<string | null>`(select b.exam_date::text || '|' || b.${mm}::text from ${eyeExams} as b
          where b.eye_id = "eye_exams"."eye_id" and b.${mm} is not null
            and b.exam_date <= "eye_exams"."exam_date" - ${sql.raw(String(MIN_PROGRESSION_INTERVAL_DAYS))}
          order by b.exam_date desc, b.created_at asc, b.id asc limit 1)`;
      };
      const rows = await db
        .select({
          row: eyeExams,
          total: sql<number>`(select count(*)::int from ${eyeExams} as c where c.eye_id = ${eyeId})`,
          right: baseline('od_axial_length_mm'),
          left: baseline('os_axial_length_mm'),
        })
        .from(eyeExams)
        .where(eq(eyeExams.eyeId, eyeId))
        .orderBy(...NEWEST_FIRST)
        .offset(start)
        .limit(limit);
      const parse = (text: string | null) => {
        if (!text) return null;
        const [examDate, mm] = text.split('|');
        return { examDate: examDate!, mm: Number(mm) };
      };
      const total = rows[0]?.total ?? (await db.select({ n: count() }).from(eyeExams).where(eq(eyeExams.eyeId, eyeId)))[0]?.n ?? 0;
      return { total, rows: rows.map((r) => ({ row: r.row, baselines: { right: parse(r.right), left: parse(r.left) } })) };
    },

    /** The eyeId an eyeId or eyeAxisId names (the eyeId wins should one value be both, spec §3). */
    async eyeIdOfRef(ref: string): Promise<string | null> {
      const [row] = await db
        .select({ eyeId: eyeProfiles.id })
        .from(eyeProfiles)
        .where(or(eq(eyeProfiles.id, ref), eq(eyeProfiles.eyeAxisId, ref)))
        .orderBy(sql`(${eyeProfiles.id} = ${ref}) desc`)
        .limit(1);
      return row?.eyeId ?? null;
    },

    /** Every id and number of the member's patient files, at any clinic: what an import file may name them by. */
    async identifiersOf(familyMemberId: string): Promise<string[]> {
      const rows = await db
        .select({ id: patientFiles.id, fileNumber: patientFiles.fileNumber, outpatientNumber: patientFiles.outpatientNumber })
        .from(patientFiles)
        .where(eq(patientFiles.familyMemberId, familyMemberId));
      return rows.flatMap((r) => [r.id, r.fileNumber, r.outpatientNumber]);
    },

    async storedDates(eyeId: string, dates: string[]): Promise<Set<string>> {
      if (dates.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ examDate: eyeExams.examDate })
        .from(eyeExams)
        .where(and(eq(eyeExams.eyeId, eyeId), inArray(eyeExams.examDate, dates)));
      return new Set(rows.map((r) => r.examDate));
    },

    async create(eyeId: string, input: EyeExamInput, accountId: string): Promise<ExamRow> {
      const [row] = await db
        .insert(eyeExams)
        .values({ ...examValues(input, accountId), eyeId, createdBy: accountId })
        .returning();
      return row!;
    },

    async update(recordId: string, input: EyeExamInput, accountId: string): Promise<ExamRow | null> {
      const [row] = await db.update(eyeExams).set(examValues(input, accountId)).where(eq(eyeExams.id, recordId)).returning();
      return row ?? null;
    },

    async remove(recordId: string): Promise<boolean> {
      const rows = await db.delete(eyeExams).where(eq(eyeExams.id, recordId)).returning({ id: eyeExams.id });
      return rows.length > 0;
    },
  };
}

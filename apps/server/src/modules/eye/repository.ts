import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { EyeExamInput, EyeMeasurementsInput, EyeSide } from '@sprout/contracts';
import { doctorPatientFile } from '../../auth/repository.ts';
import type { AppDb, AppTx } from '../../db/client.ts';
import { EYE_EXAM_SIDE_COLUMNS, eyeExams, eyeProfiles, familyMembers, patientFiles } from '../../db/schema/index.ts';
import { toLocalized } from '../../http/localized.ts';
import { eyeHistoryReads, profileColumns, type ExamRow, type ProfileWithMember } from './history-repository.ts';

export type { CurveExam, ExamRow, ProfileCurve, ProfilePage, ProfileSummary, ProfileWithMember } from './history-repository.ts';
/** Which row column holds each measurement of each eye: presenters read rows through it (re-exported so they need no schema import). */
export { EYE_EXAM_SIDE_COLUMNS };
type ExamValues = Omit<typeof eyeExams.$inferInsert, 'id' | 'eyeId' | 'createdAt' | 'createdBy'>;

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
  const profileWhere = (where: SQL) =>
    db.select(profileColumns).from(eyeProfiles).innerJoin(familyMembers, eq(familyMembers.id, eyeProfiles.familyMemberId)).where(where);

  const byEyeId = eq(eyeProfiles.id, sql.placeholder('eyeId'));
  // The hot reads' queries, prepared once on the database (a transaction runs them unprepared, inside it).
  const hot =
    'rollback' in db
      ? null
      : {
          profile: profileWhere(byEyeId).prepare('eye_profile'),
        };
  const exams = eyeHistoryReads(db);

  return {
    reads: exams.reads,
    withExam: exams.withExam,
    withLatestExam: exams.withLatestExam,
    withCurve: exams.withCurve,
    withSummary: exams.withSummary,
    withSummaryOfMember: exams.withSummaryOfMember,
    withPage: exams.withPage,

    async profile(eyeId: string): Promise<ProfileWithMember | null> {
      if (hot) return (await hot.profile.execute({ eyeId }))[0] ?? null;
      const [row] = await profileWhere(eq(eyeProfiles.id, eyeId));
      return row ?? null;
    },

    /** The member's profile if there is one (reads never create it: the advice rules only look). */
    async profileOfMember(familyMemberId: string): Promise<ProfileWithMember | null> {
      const [row] = await profileWhere(eq(eyeProfiles.familyMemberId, familyMemberId));
      return row ?? null;
    },

    /** The member's profile, created on first access (spec §4: the eye info is fetched on entry); read first. */
    async ensureProfile(familyMemberId: string): Promise<ProfileWithMember> {
      const find = async () => (await profileWhere(eq(eyeProfiles.familyMemberId, familyMemberId)))[0];
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

import { eq, sql, type SQL } from 'drizzle-orm';
import type { EyeSide } from '@sprout/contracts';
import { joinedRead } from '../../auth/joined-read.ts';
import type { AppDb, AppTx } from '../../db/client.ts';
import { eyeExams, eyeProfiles, familyMembers, patientFiles } from '../../db/schema/index.ts';
import { textRows } from '../../db/text-rows.ts';
import {
  examWithBaselinesValues,
  latestMeasuredExam,
  withBaseline,
  withBaselines,
  type ExamRow,
  type ExamWithBaseline,
  type ExamWithBaselines,
} from './exam-baselines-repository.ts';

export type { ExamRow, ExamWithBaseline, ExamWithBaselines };

// A child's exams read with the child, one statement each (repository.ts's part for them: the parent's eye screen and
// cards, the curve, the records pages, one exam), each a read a route may join to the policy's query (auth/joined-read.ts).

export interface ProfileWithMember {
  eyeId: string;
  eyeAxisId: string;
  familyMemberId: string;
  name: string;
  sex: 'male' | 'female';
  birthDate: string;
}

/** The profile's columns with its member's, as every read of a profile selects them. */
export const profileColumns = {
  eyeId: eyeProfiles.id,
  eyeAxisId: eyeProfiles.eyeAxisId,
  familyMemberId: eyeProfiles.familyMemberId,
  name: familyMembers.name,
  sex: familyMembers.sex,
  birthDate: familyMembers.birthDate,
};

export interface ProfilePage {
  profile: ProfileWithMember;
  total: number;
  rows: ExamWithBaselines[];
}
/** The profile with one of its exams and that exam's baselines. */
export type ProfileExam = { profile: ProfileWithMember } & ExamWithBaselines;
/** What the eye screen shows of a history: how many exams, the last one's date, and each eye's latest measured exam. */
export interface ProfileSummary {
  profile: ProfileWithMember;
  examCount: number;
  latestExamDate: string | null;
  latest: Record<EyeSide, ExamWithBaseline | null>;
  firstPatientId: string | null;
}
/** An exam as the curve draws it: its date, treatment and the two axial lengths (CURVE_KEYS). */
const CURVE_KEYS = ['id', 'examDate', 'treatment', 'odAxialLength', 'osAxialLength'] as const satisfies ReadonlyArray<keyof ExamRow>;
export type CurveExam = Pick<ExamRow, (typeof CURVE_KEYS)[number]>;
export interface ProfileCurve {
  profile: ProfileWithMember;
  history: CurveExam[];
}
// The curve's exams with those columns alone: a history of 5,000 exams was 40 ms of PostgreSQL's time with every
// column, 11 ms with these (issue 28, criterion 4); as text rather than JSON arrays, less again (db/text-rows.ts).
const curveExamsText = textRows(eyeExams, CURVE_KEYS);
/** The member's first clinic file (the parent's eye screen shows it), beside the profile. */
const firstPatientFile = sql<string | null>`(select f.id from ${patientFiles} as f
  where f.family_member_id = ${eyeProfiles.familyMemberId} order by f.created_at limit 1)`;

export function eyeHistoryReads(db: AppDb | AppTx) {
  // The child with its exams as one JSON value: one row, and with the policy's row joined one statement (issue 28).
  const ofThisProfile = sql`e.eye_id = ${eyeProfiles.id}`;
  const examOrder = sql`e.exam_date, e.created_at, e.id`;
  const newestFirst = sql`e.exam_date desc, e.created_at desc, e.id desc`;
  // Only the parent's eye screen (withSummary below) shows a patient file: the other reads skip its subquery.
  // Each hot read's query takes one more column, `session`: null here, the policy's row when a route joins the read
  // to the policy's query (auth/joined-read.ts). One builder, so both are the same SQL.
  const noSession = sql<unknown>`null`.as('session');
  // The profile with its exams (`exams`: every column, or the curve's).
  const withExams = (exams: SQL, where: SQL, session: SQL.Aliased<unknown> = noSession) =>
    db
      .select({ ...profileColumns, history: exams, session })
      .from(eyeProfiles)
      .innerJoin(familyMembers, eq(familyMembers.id, eyeProfiles.familyMemberId))
      .where(where);
  const withCurve = (where: SQL, session?: SQL.Aliased<unknown>) =>
    withExams(curveExamsText.select('e', ofThisProfile, examOrder), where, session);
  const withPage = (eyeId: SQL | string, session: SQL.Aliased<unknown> = noSession) =>
    db
      .select({
        session,
        ...profileColumns,
        total: sql<number>`(select count(*)::int from ${eyeExams} where ${eyeExams.eyeId} = ${eyeProfiles.id})`,
        // The page's exams first, then the baselines of those alone: an OFFSET still computes the select list of every
        // row it skips, so with the baselines beside it a page deep in 5,000 exams looked up 10,000 baselines (issue 28,
        // criterion 4: 21-43 ms a page at one connection instead of a few).
        // Each exam's array carries its two baselines after its columns (examsJson.width and the one after).
        page: sql<unknown>`(select coalesce(json_agg(x.exam order by x.exam_date desc, x.created_at desc, x.id desc), '[]'::json) from (
          select ${examWithBaselinesValues()} as exam,
            e.exam_date, e.created_at, e.id
          from (select * from ${eyeExams} as e where ${ofThisProfile}
            order by ${newestFirst}
            limit ${sql.placeholder('limit')} offset ${sql.placeholder('start')}) as e) as x)`,
      })
      .from(eyeProfiles)
      .innerJoin(familyMembers, eq(familyMembers.id, eyeProfiles.familyMemberId))
      .where(eq(eyeProfiles.id, eyeId));
  // One exam, every column, with both eyes' baselines as the records pages find them: the one named (a written
  // exam's answer) or the latest (the health advice's).
  const withExam = (which: 'named' | 'latest') =>
    db
      .select({
        ...profileColumns,
        exam: sql<unknown>`(select ${examWithBaselinesValues()}
          from ${eyeExams} as e where ${ofThisProfile}
          ${which === 'named' ? sql`and e.id = ${sql.placeholder('recordId')}` : sql`order by ${newestFirst} limit 1`})`,
      })
      .from(eyeProfiles)
      .innerJoin(familyMembers, eq(familyMembers.id, eyeProfiles.familyMemberId))
      .where(
        which === 'named' ? eq(eyeProfiles.id, sql.placeholder('eyeId')) : eq(eyeProfiles.familyMemberId, sql.placeholder('memberId')),
      );
  // Each eye's latest exam with an axial length (the last in the history's order to have one), every column, with
  // that eye's baseline as the records pages find it (the card shows that eye alone): the eye screen's cards need
  // these two exams, not the history (issue 28: a child's 5,000 exams were read whole, and each one's change per year
  // worked out, for two cards).
  const latestMeasured = (mm: 'od_axial_length_mm' | 'os_axial_length_mm') => latestMeasuredExam(sql`${eyeProfiles.id}`, mm);
  const withSummary = (where: SQL, patientFile: boolean, session: SQL.Aliased<unknown> = noSession) =>
    db
      .select({
        ...profileColumns,
        // As JSON, so the date is ISO whatever the session's DateStyle.
        counted: sql<unknown>`(select json_build_array(count(*), max(e.exam_date)) from ${eyeExams} as e where ${ofThisProfile})`,
        right: latestMeasured('od_axial_length_mm'),
        left: latestMeasured('os_axial_length_mm'),
        firstPatientId: patientFile ? firstPatientFile : sql<string | null>`null`,
        session,
      })
      .from(eyeProfiles)
      .innerJoin(familyMembers, eq(familyMembers.id, eyeProfiles.familyMemberId))
      .where(where);
  const byEyeId = eq(eyeProfiles.id, sql.placeholder('eyeId'));
  const byMemberId = eq(eyeProfiles.familyMemberId, sql.placeholder('memberId'));
  // These reads' queries, prepared once on the database (a transaction runs them unprepared, inside it).
  const hot =
    'rollback' in db
      ? null
      : {
          withExam: withExam('named').prepare('eye_with_exam'),
          withLatestExam: withExam('latest').prepare('eye_with_latest_exam'),
          withCurve: withCurve(byEyeId).prepare('eye_with_curve'),
          withSummary: withSummary(byEyeId, false).prepare('eye_with_summary'),
          memberWithSummary: withSummary(byMemberId, true).prepare('eye_member_with_summary'),
          withPage: withPage(sql`${sql.placeholder('eyeId')}`).prepare('eye_with_page'),
        };
  const splitCurve = (row: ProfileWithMember & { history: unknown; session: unknown }): ProfileCurve => {
    const { history: json, session: _session, ...profile } = row;
    return { profile, history: curveExamsText.decode(json) };
  };
  type SummaryRow = Awaited<ReturnType<ReturnType<typeof withSummary>['execute']>>[number];
  const splitSummary = (row: SummaryRow): ProfileSummary => {
    const { counted, right, left, firstPatientId, session: _session, ...profile } = row;
    const [examCount, latestExamDate] = counted as [number, string | null];
    return { profile, examCount, latestExamDate, latest: { right: withBaseline(right), left: withBaseline(left) }, firstPatientId };
  };
  const profileExam = ({ exam, ...profile }: ProfileWithMember & { exam: unknown }): ProfileExam | null =>
    exam === null ? null : { profile, ...withBaselines(exam as unknown[]) };
  type PageRow = Awaited<ReturnType<ReturnType<typeof withPage>['execute']>>[number];
  const decodePage = (row: PageRow): ProfilePage => {
    const { total, page, session: _session, ...profile } = row;
    return { profile, total, rows: (page as unknown[][]).map(withBaselines) };
  };
  /** The reads a route may join to the policy's query (the parent's eye screen, its cards, curve and records page). */
  const reads = {
    withCurve: joinedRead(
      'eye_with_curve',
      (session) => withCurve(byEyeId, session),
      (eyeId: string) => ({ eyeId }),
      splitCurve,
    ),
    memberWithSummary: joinedRead(
      'eye_member_with_summary',
      (session) => withSummary(byMemberId, true, session),
      (memberId: string) => ({ memberId }),
      splitSummary,
    ),
    withPage: joinedRead(
      'eye_with_page',
      (session) => withPage(sql`${sql.placeholder('eyeId')}`, session),
      (eyeId: string, start: number, limit: number) => ({ eyeId, start, limit }),
      decodePage,
    ),
  };

  return {
    reads,

    /** The profile and one of its exams with that exam's baselines; null when either is unknown. */
    async withExam(eyeId: string, recordId: string): Promise<ProfileExam | null> {
      const [row] = hot ? await hot.withExam.execute({ eyeId, recordId }) : await withExam('named').execute({ eyeId, recordId });
      return row ? profileExam(row) : null;
    },

    /** The member's profile and latest exam (the last in the history's order) with its baselines; null without one. */
    async withLatestExam(memberId: string): Promise<ProfileExam | null> {
      const [row] = hot ? await hot.withLatestExam.execute({ memberId }) : await withExam('latest').execute({ memberId });
      return row ? profileExam(row) : null;
    },

    /** The profile (null when unknown) and what the curve draws of every exam, oldest first, in one statement. */
    async withCurve(eyeId: string): Promise<ProfileCurve | null> {
      const [row] = hot ? await hot.withCurve.execute({ eyeId }) : await withCurve(eq(eyeProfiles.id, eyeId));
      return row ? splitCurve(row) : null;
    },

    /** The profile (null when unknown) and what the eye screen shows of its history, in one statement. */
    async withSummary(eyeId: string): Promise<ProfileSummary | null> {
      const [row] = hot ? await hot.withSummary.execute({ eyeId }) : await withSummary(eq(eyeProfiles.id, eyeId), false);
      return row ? splitSummary(row) : null;
    },

    /** The same by the member, with the member's first patient file; null when the member has no eye profile yet. */
    async withSummaryOfMember(familyMemberId: string): Promise<ProfileSummary | null> {
      const [row] = hot
        ? await hot.memberWithSummary.execute({ memberId: familyMemberId })
        : await withSummary(eq(eyeProfiles.familyMemberId, familyMemberId), true);
      return row ? splitSummary(row) : null;
    },

    /**
     * The profile and one page of exams, newest first, with the total and, for each exam and eye, the baseline
     * its change per year is measured from (the nearest earlier measured exam at least
     * MIN_PROGRESSION_INTERVAL_DAYS before, the first stored of a day): one statement by the (eye_id, exam_date)
     * index, never the whole history.
     */
    async withPage(eyeId: string, start: number, limit: number): Promise<ProfilePage | null> {
      const [row] = hot ? await hot.withPage.execute({ eyeId, start, limit }) : await withPage(eyeId).execute({ eyeId, start, limit });
      return row ? decodePage(row) : null;
    },
  };
}

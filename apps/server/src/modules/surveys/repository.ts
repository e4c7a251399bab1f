import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Answers, SurveyInput } from '@sprout/contracts';
import type { AppDb } from '../../db/client.ts';
import { surveyAnswers, surveys, surveyVersions } from '../../db/schema/index.ts';

export type SurveyVersionRow = typeof surveyVersions.$inferSelect & { diseaseCode: string };

export function surveyRepository(db: AppDb) {
  const versionColumns = {
    id: surveyVersions.id,
    surveyId: surveyVersions.surveyId,
    version: surveyVersions.version,
    title: surveyVersions.title,
    intro: surveyVersions.intro,
    questions: surveyVersions.questions,
    createdBy: surveyVersions.createdBy,
    createdAt: surveyVersions.createdAt,
    diseaseCode: surveys.diseaseCode,
  };

  return {
    async current(diseaseCode: string): Promise<SurveyVersionRow | null> {
      const [row] = await db
        .select(versionColumns)
        .from(surveyVersions)
        .innerJoin(surveys, eq(surveys.id, surveyVersions.surveyId))
        .where(eq(surveys.diseaseCode, diseaseCode))
        .orderBy(desc(surveyVersions.version))
        .limit(1);
      return row ?? null;
    },

    async versions(diseaseCode: string): Promise<SurveyVersionRow[]> {
      return db
        .select(versionColumns)
        .from(surveyVersions)
        .innerJoin(surveys, eq(surveys.id, surveyVersions.surveyId))
        .where(eq(surveys.diseaseCode, diseaseCode))
        .orderBy(desc(surveyVersions.version));
    },

    async listCurrent(): Promise<SurveyVersionRow[]> {
      // The newest version of each survey: DISTINCT ON keeps the first row per survey in version order.
      const rows = await db
        .selectDistinctOn([surveyVersions.surveyId], versionColumns)
        .from(surveyVersions)
        .innerJoin(surveys, eq(surveys.id, surveyVersions.surveyId))
        .orderBy(surveyVersions.surveyId, desc(surveyVersions.version));
      return rows.sort((a, b) => a.diseaseCode.localeCompare(b.diseaseCode));
    },

    /** A new survey with its first version, in one transaction. Throws a unique violation for a taken code. */
    async create(diseaseCode: string, input: SurveyInput, editorId: string | null): Promise<void> {
      await db.transaction(async (tx) => {
        const [survey] = await tx.insert(surveys).values({ diseaseCode }).returning({ id: surveys.id });
        await tx.insert(surveyVersions).values({ surveyId: survey!.id, version: 1, ...input, createdBy: editorId });
      });
    },

    /**
     * Appends the next version. Two editors saving at once compute the same number: the unique
     * (survey_id, version) key refuses the second, which the service reports as a conflict.
     */
    async addVersion(surveyId: string, input: SurveyInput, editorId: string | null): Promise<void> {
      await db.insert(surveyVersions).values({
        surveyId,
        version: sql`(SELECT coalesce(max(version), 0) + 1 FROM survey_versions WHERE survey_id = ${surveyId})`,
        ...input,
        createdBy: editorId,
      });
    },

    async insertAnswer(values: { surveyId: string; versionId: string; familyMemberId: string; accountId: string; answers: Answers }) {
      const [row] = await db
        .insert(surveyAnswers)
        .values({ surveyId: values.surveyId, surveyVersionId: values.versionId, familyMemberId: values.familyMemberId, accountId: values.accountId, answers: values.answers })
        .returning();
      return row!;
    },

    /** The surveys one child has answers to. */
    async answeredBy(familyMemberId: string): Promise<Set<string>> {
      const rows = await db.selectDistinct({ surveyId: surveyAnswers.surveyId }).from(surveyAnswers).where(eq(surveyAnswers.familyMemberId, familyMemberId));
      return new Set(rows.map((row) => row.surveyId));
    },
    async answersOf(familyMemberId: string, diseaseCode: string, start: number, limit: number) {
      const where = and(eq(surveyAnswers.familyMemberId, familyMemberId), eq(surveys.diseaseCode, diseaseCode));
      const [total] = await db.select({ n: count() }).from(surveyAnswers).innerJoin(surveys, eq(surveys.id, surveyAnswers.surveyId)).where(where);
      const list = await db
        .select({
          id: surveyAnswers.id,
          familyMemberId: surveyAnswers.familyMemberId,
          versionId: surveyAnswers.surveyVersionId,
          version: surveyVersions.version,
          answers: surveyAnswers.answers,
          createdAt: surveyAnswers.createdAt,
        })
        .from(surveyAnswers)
        .innerJoin(surveys, eq(surveys.id, surveyAnswers.surveyId))
        .innerJoin(surveyVersions, eq(surveyVersions.id, surveyAnswers.surveyVersionId))
        .where(where)
        .orderBy(desc(surveyAnswers.createdAt), desc(surveyAnswers.id))
        .offset(start)
        .limit(limit);
      return { total: total?.n ?? 0, list };
    },
  };
}

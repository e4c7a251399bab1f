import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Answers, SurveyInput } from '@sprout/contracts';
import type { AppDb } from '../../db/client.ts';
import { accounts, surveyAnswers, surveys, surveyVersions } from '../../db/schema/index.ts';
import { versionedRepository } from '../questions/repository.ts';

export type SurveyVersionRow = typeof surveyVersions.$inferSelect & {
  diseaseCode: string;
  published: boolean;
  publishedVersion: number | null;
  createdByName: string | null;
};

export function surveyRepository(db: AppDb) {
  const versionColumns = {
    id: surveyVersions.id,
    surveyId: surveyVersions.surveyId,
    version: surveyVersions.version,
    title: surveyVersions.title,
    intro: surveyVersions.intro,
    questions: surveyVersions.questions,
    createdBy: surveyVersions.createdBy,
    // Who saved it, by name, for the editors' version history.
    createdByName: sql<string | null>`(SELECT ${accounts.name} FROM ${accounts} WHERE ${accounts.id} = ${surveyVersions.createdBy})`,
    createdAt: surveyVersions.createdAt,
    diseaseCode: surveys.diseaseCode,
    published: surveys.published,
    publishedVersion: surveys.publishedVersion,
  };

  const versioned = versionedRepository<SurveyVersionRow, SurveyInput>(
    db,
    {
      parent: surveys,
      parentId: surveys.id,
      code: surveys.diseaseCode,
      codeKey: 'diseaseCode',
      published: surveys.published,
      publishedKey: 'published',
      publishedVersion: surveys.publishedVersion,
      publishedVersionKey: 'publishedVersion',
      versions: surveyVersions,
      versionParent: surveyVersions.surveyId,
      versionParentKey: 'surveyId',
      versionNumber: surveyVersions.version,
      columns: versionColumns,
    },
    (row) => row.diseaseCode,
  );

  return {
    ...versioned,

    async insertAnswer(values: { surveyId: string; versionId: string; familyMemberId: string; accountId: string; answers: Answers }) {
      const [row] = await db
        .insert(surveyAnswers)
        .values({
          surveyId: values.surveyId,
          surveyVersionId: values.versionId,
          familyMemberId: values.familyMemberId,
          accountId: values.accountId,
          answers: values.answers,
        })
        .returning();
      return row!;
    },

    /** The surveys one child has answers to. */
    async answeredBy(familyMemberId: string): Promise<Set<string>> {
      const rows = await db
        .selectDistinct({ surveyId: surveyAnswers.surveyId })
        .from(surveyAnswers)
        .where(eq(surveyAnswers.familyMemberId, familyMemberId));
      return new Set(rows.map((row) => row.surveyId));
    },
    async answersOf(familyMemberId: string, diseaseCode: string, start: number, limit: number) {
      const where = and(eq(surveyAnswers.familyMemberId, familyMemberId), eq(surveys.diseaseCode, diseaseCode));
      const [total] = await db
        .select({ n: count() })
        .from(surveyAnswers)
        .innerJoin(surveys, eq(surveys.id, surveyAnswers.surveyId))
        .where(where);
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

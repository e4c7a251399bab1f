import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Answers, LocalizedInput, QuestionnaireInput } from '@sprout/contracts';
import type { AppDb } from '../../db/client.ts';
import {
  accounts,
  familyMembers,
  pointsLedger,
  questionnaireRewards,
  questionnaires,
  questionnaireSubmissions,
  questionnaireVersions,
} from '../../db/schema/index.ts';
import { versionedRepository } from '../questions/repository.ts';

export type QuestionnaireVersionRow = typeof questionnaireVersions.$inferSelect & {
  code: string;
  published: boolean;
  publishedVersion: number | null;
  createdByName: string | null;
};
export type RewardRow = typeof questionnaireRewards.$inferSelect;

/** The ledger reason of points earned by a questionnaire reward; its reference is the reward's id. */
export const QUESTIONNAIRE_REWARD_REASON = 'questionnaireReward';

export interface NewGrant {
  kind: 'points' | 'coupon';
  points: number | null;
  couponCode: string | null;
  couponName: LocalizedInput | null;
  validUntil: string | null;
}

export function questionnaireRepository(db: AppDb) {
  const columns = {
    id: questionnaireVersions.id,
    questionnaireId: questionnaireVersions.questionnaireId,
    version: questionnaireVersions.version,
    title: questionnaireVersions.title,
    intro: questionnaireVersions.intro,
    questions: questionnaireVersions.questions,
    levels: questionnaireVersions.levels,
    reward: questionnaireVersions.reward,
    createdBy: questionnaireVersions.createdBy,
    // Who saved it, by name, for the editors' version history.
    createdByName: sql<string | null>`(SELECT ${accounts.name} FROM ${accounts} WHERE ${accounts.id} = ${questionnaireVersions.createdBy})`,
    createdAt: questionnaireVersions.createdAt,
    code: questionnaires.code,
    published: questionnaires.published,
    publishedVersion: questionnaires.publishedVersion,
  };

  const versioned = versionedRepository<QuestionnaireVersionRow, QuestionnaireInput>(
    db,
    {
      parent: questionnaires,
      parentId: questionnaires.id,
      code: questionnaires.code,
      codeKey: 'code',
      published: questionnaires.published,
      publishedKey: 'published',
      publishedVersion: questionnaires.publishedVersion,
      publishedVersionKey: 'publishedVersion',
      versions: questionnaireVersions,
      versionParent: questionnaireVersions.questionnaireId,
      versionParentKey: 'questionnaireId',
      versionNumber: questionnaireVersions.version,
      columns,
    },
    (row) => row.code,
  );

  return {
    ...versioned,
    async byVersionId(versionId: string): Promise<QuestionnaireVersionRow | null> {
      const [row] = await db
        .select(columns)
        .from(questionnaireVersions)
        .innerJoin(questionnaires, eq(questionnaires.id, questionnaireVersions.questionnaireId))
        .where(eq(questionnaireVersions.id, versionId));
      return row ?? null;
    },

    /**
     * Stores a submission and, when the version offers a reward, grants it unless this account already
     * has it, all in one transaction. The unique (account_id, questionnaire_id) key decides: of any number
     * of simultaneous submits exactly one INSERT ... ON CONFLICT DO NOTHING returns a row, and only that
     * one credits points. `granted` is null when a reward existed already (then `existing` is it).
     */
    async submit(values: {
      version: QuestionnaireVersionRow;
      accountId: string;
      familyMemberId: string | null;
      answers: Answers;
      score: number;
      levelKey: string;
      grant: NewGrant | null;
    }): Promise<{ submissionId: string; createdAt: Date; granted: RewardRow | null; existing: RewardRow | null }> {
      return db.transaction(async (tx) => {
        const [submission] = await tx
          .insert(questionnaireSubmissions)
          .values({
            questionnaireId: values.version.questionnaireId,
            questionnaireVersionId: values.version.id,
            accountId: values.accountId,
            familyMemberId: values.familyMemberId,
            answers: values.answers,
            score: values.score,
            levelKey: values.levelKey,
          })
          .returning({ id: questionnaireSubmissions.id, createdAt: questionnaireSubmissions.createdAt });
        if (!values.grant) return { submissionId: submission!.id, createdAt: submission!.createdAt, granted: null, existing: null };
        const [granted] = await tx
          .insert(questionnaireRewards)
          .values({
            accountId: values.accountId,
            questionnaireId: values.version.questionnaireId,
            submissionId: submission!.id,
            ...values.grant,
          })
          .onConflictDoNothing({ target: [questionnaireRewards.accountId, questionnaireRewards.questionnaireId] })
          .returning();
        if (granted?.kind === 'points' && granted.points) {
          await tx
            .insert(pointsLedger)
            .values({ accountId: values.accountId, delta: granted.points, reason: QUESTIONNAIRE_REWARD_REASON, referenceId: granted.id });
        }
        const existing = granted
          ? null
          : ((
              await tx
                .select()
                .from(questionnaireRewards)
                .where(
                  and(
                    eq(questionnaireRewards.accountId, values.accountId),
                    eq(questionnaireRewards.questionnaireId, values.version.questionnaireId),
                  ),
                )
            )[0] ?? null);
        return { submissionId: submission!.id, createdAt: submission!.createdAt, granted: granted ?? null, existing };
      });
    },

    /** The account's own submission only: anyone else's is as good as absent. */
    async submissionOf(submissionId: string, accountId: string) {
      const [row] = await db
        .select()
        .from(questionnaireSubmissions)
        .where(and(eq(questionnaireSubmissions.id, submissionId), eq(questionnaireSubmissions.accountId, accountId)));
      return row ?? null;
    },
    async rewardOf(accountId: string, questionnaireId: string): Promise<RewardRow | null> {
      const [row] = await db
        .select()
        .from(questionnaireRewards)
        .where(and(eq(questionnaireRewards.accountId, accountId), eq(questionnaireRewards.questionnaireId, questionnaireId)));
      return row ?? null;
    },
    async ownsMember(accountId: string, familyMemberId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: familyMembers.id })
        .from(familyMembers)
        .where(and(eq(familyMembers.id, familyMemberId), eq(familyMembers.accountId, accountId), isNull(familyMembers.deletedAt)));
      return Boolean(row);
    },
    /** The newest result of each questionnaire this account gave for one child. */
    async lastSubmissionsFor(accountId: string, familyMemberId: string): Promise<Map<string, string>> {
      const rows = await db
        .selectDistinctOn([questionnaireSubmissions.questionnaireId], {
          questionnaireId: questionnaireSubmissions.questionnaireId,
          id: questionnaireSubmissions.id,
        })
        .from(questionnaireSubmissions)
        .where(and(eq(questionnaireSubmissions.accountId, accountId), eq(questionnaireSubmissions.familyMemberId, familyMemberId)))
        .orderBy(questionnaireSubmissions.questionnaireId, desc(questionnaireSubmissions.createdAt));
      return new Map(rows.map((row) => [row.questionnaireId, row.id]));
    },
    /** The account's ledger, newest first, each entry with the title of the questionnaire version that earned it. */
    async pointsEntries(accountId: string, limit: number) {
      return db
        .select({
          delta: pointsLedger.delta,
          reason: pointsLedger.reason,
          createdAt: pointsLedger.createdAt,
          title: questionnaireVersions.title,
        })
        .from(pointsLedger)
        .leftJoin(
          questionnaireRewards,
          and(eq(pointsLedger.reason, QUESTIONNAIRE_REWARD_REASON), eq(questionnaireRewards.id, pointsLedger.referenceId)),
        )
        .leftJoin(questionnaireSubmissions, eq(questionnaireSubmissions.id, questionnaireRewards.submissionId))
        .leftJoin(questionnaireVersions, eq(questionnaireVersions.id, questionnaireSubmissions.questionnaireVersionId))
        .where(eq(pointsLedger.accountId, accountId))
        .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
        .limit(limit);
    },
    async pointsBalance(accountId: string): Promise<number> {
      const [row] = await db
        .select({ total: sql<string | null>`sum(${pointsLedger.delta})` })
        .from(pointsLedger)
        .where(eq(pointsLedger.accountId, accountId));
      return Number(row?.total ?? 0);
    },
  };
}

/** What a parent meets of questionnaires and surveys outside taking one: what is open for a child, and points. */
import type { Language, OpenEngagement, PointsHistory } from '@sprout/contracts';
import type { AppDb } from '../../db/client.ts';
import { pick } from '../questions/localize.ts';
import { surveyRepository } from '../surveys/repository.ts';
import { questionnaireRepository } from './repository.ts';
import { offerOf } from './service.ts';

/** The points page shows the newest entries; a parent earns a few a month, so this is years of history. */
export const POINTS_HISTORY_LIMIT = 100;

export function parentEngagementService(db: AppDb) {
  const questionnaires = questionnaireRepository(db);
  const surveys = surveyRepository(db);
  return {
    /** Every published questionnaire and disease survey as parents get it, each saying whether it was done for this child. */
    async openFor(accountId: string, familyMemberId: string, lang: Language): Promise<OpenEngagement> {
      const [versions, done, surveyVersions, answered] = await Promise.all([
        questionnaires.listLive(),
        questionnaires.lastSubmissionsFor(accountId, familyMemberId),
        surveys.listLive(),
        surveys.answeredBy(familyMemberId),
      ]);
      return {
        questionnaires: versions.map((row) => ({
          code: row.code,
          title: pick(row.title, lang),
          reward: offerOf(row, lang),
          lastSubmissionId: done.get(row.questionnaireId) ?? null,
        })),
        surveys: surveyVersions.map((row) => ({
          diseaseCode: row.diseaseCode,
          title: pick(row.title, lang),
          answered: answered.has(row.surveyId),
        })),
      };
    },

    async points(accountId: string, lang: Language): Promise<PointsHistory> {
      const [balance, entries] = await Promise.all([
        questionnaires.pointsBalance(accountId),
        questionnaires.pointsEntries(accountId, POINTS_HISTORY_LIMIT),
      ]);
      return {
        balance,
        entries: entries.map((entry) => ({
          delta: entry.delta,
          reason: entry.reason,
          title: entry.title ? pick(entry.title, lang) : null,
          at: entry.createdAt.toISOString(),
        })),
      };
    },
  };
}

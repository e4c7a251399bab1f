import { todayUtc } from '@sprout/clinical';
import type { Language, Page, Survey, SurveyAnswer, SurveyAnswerInput, SurveyInput, SurveyVersion } from '@sprout/contracts';
import type { AppDb } from '../../db/client.ts';
import { assertAnswers } from '../questions/answers.ts';
import { localizeQuestion, pick } from '../questions/localize.ts';
import { versionedAdmin, versionFields } from '../questions/versioned-service.ts';
import { surveyRepository, type SurveyVersionRow } from './repository.ts';

function toSurvey(row: SurveyVersionRow, lang: Language): Survey {
  return {
    diseaseCode: row.diseaseCode,
    versionId: row.id,
    version: row.version,
    title: pick(row.title, lang),
    intro: pick(row.intro, lang),
    questions: row.questions.map((q) => localizeQuestion(q, lang)),
    updatedAt: row.createdAt.toISOString(),
  };
}

function toVersion(row: SurveyVersionRow): SurveyVersion {
  return { diseaseCode: row.diseaseCode, ...versionFields(row) };
}

export function surveyService(db: AppDb) {
  const repo = surveyRepository(db);
  const admin = versionedAdmin<SurveyVersionRow, SurveyInput, SurveyVersion>({
    store: repo,
    parentIdOf: (row) => row.surveyId,
    toVersion,
    notFound: 'surveys.notFound',
    codeField: 'diseaseCode',
    codeTaken: 'surveys.codeTaken',
  });
  // Parents read and answer published surveys only; past answers stay readable when one is withdrawn.
  const { currentOr404, liveOr404 } = admin;

  return {
    /** The editors' calls: list, versions, create, edit as a new version, publish or withdraw. */
    admin,

    async get(diseaseCode: string, lang: Language): Promise<Survey> {
      return toSurvey(await liveOr404(diseaseCode), lang);
    },

    /** Validated against the current version and stored with a reference to it. */
    async answer(
      diseaseCode: string,
      accountId: string,
      input: SurveyAnswerInput,
      lang: Language,
      today = todayUtc(),
    ): Promise<SurveyAnswer> {
      const survey = await liveOr404(diseaseCode);
      const answers = assertAnswers(survey.questions, input.answers, lang, today);
      const row = await repo.insertAnswer({
        surveyId: survey.surveyId,
        versionId: survey.id,
        familyMemberId: input.familyMemberId,
        accountId,
        answers,
      });
      return {
        answerId: row.id,
        diseaseCode,
        familyMemberId: row.familyMemberId,
        versionId: survey.id,
        version: survey.version,
        answers,
        createdAt: row.createdAt.toISOString(),
      };
    },

    async answersOf(diseaseCode: string, familyMemberId: string, start: number, limit: number): Promise<Page<SurveyAnswer>> {
      await currentOr404(diseaseCode);
      const page = await repo.answersOf(familyMemberId, diseaseCode, start, limit);
      return {
        total: page.total,
        list: page.list.map((r) => ({
          answerId: r.id,
          diseaseCode,
          familyMemberId: r.familyMemberId,
          versionId: r.versionId,
          version: r.version,
          answers: r.answers,
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },
  };
}

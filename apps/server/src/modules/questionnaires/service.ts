import { randomInt } from 'node:crypto';
import { addDays, todayUtc } from '@sprout/clinical';
import type {
  Language,
  Questionnaire,
  QuestionnaireInput,
  QuestionnaireVersion,
  RewardGrant,
  RewardOffer,
  RewardState,
  SubmissionInput,
  SubmissionResult,
} from '@sprout/contracts';
import type { AppDb } from '../../db/client.ts';
import { AppError, fieldError, validation } from '../../http/errors.ts';
import { assertAnswers } from '../questions/answers.ts';
import { localizeQuestion, pick, withoutPoints } from '../questions/localize.ts';
import { versionedAdmin, versionFields } from '../questions/versioned-service.ts';
import { questionnaireRepository, type NewGrant, type QuestionnaireVersionRow, type RewardRow } from './repository.ts';
import { levelFor, levelProblems, scoreAnswers, scoreRange } from './scoring.ts';

/** Coupon codes: no 0/O or 1/I/L to misread when typed at a shop counter; 8 of 31 symbols ≈ 8.5e11 codes. */
const COUPON_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const COUPON_SYMBOLS = 8;
const COUPON_PREFIX = 'SG';

export function newCouponCode(): string {
  const symbols = Array.from({ length: COUPON_SYMBOLS }, () => COUPON_ALPHABET[randomInt(COUPON_ALPHABET.length)]).join('');
  return `${COUPON_PREFIX}-${symbols.slice(0, 4)}-${symbols.slice(4)}`;
}

export function offerOf(row: QuestionnaireVersionRow, lang: Language): RewardOffer | null {
  const reward = row.reward;
  if (!reward) return null;
  return reward.kind === 'points'
    ? { kind: 'points', points: reward.points, couponName: null, validDays: null }
    : { kind: 'coupon', points: null, couponName: pick(reward.couponName, lang), validDays: reward.validDays };
}

function grantOf(row: RewardRow, lang: Language): RewardGrant {
  return {
    kind: row.kind,
    points: row.points,
    couponCode: row.couponCode,
    couponName: row.couponName ? pick(row.couponName, lang) : null,
    validUntil: row.validUntil,
    submissionId: row.submissionId,
    grantedAt: row.createdAt.toISOString(),
  };
}

function toVersion(row: QuestionnaireVersionRow): QuestionnaireVersion {
  return { code: row.code, ...versionFields(row), levels: row.levels, reward: row.reward ?? null };
}

/** Levels must cover every reachable score once: checked on save so a submission always has a result. */
function assertLevels(input: QuestionnaireInput): void {
  const problems = levelProblems(input.levels, scoreRange(input.questions));
  if (problems.length > 0) throw validation(problems.map((p) => ({ field: `levels.${p.index}.${p.field}`, messageKey: p.message })));
}

export function questionnaireService(db: AppDb) {
  const repo = questionnaireRepository(db);
  const admin = versionedAdmin<QuestionnaireVersionRow, QuestionnaireInput, QuestionnaireVersion>({
    store: repo,
    parentIdOf: (row) => row.questionnaireId,
    toVersion,
    notFound: 'questionnaires.notFound',
    codeField: 'code',
    codeTaken: 'questionnaires.codeTaken',
    check: assertLevels,
  });
  // Parents take and submit published questionnaires only; their results and rewards stay when one is withdrawn.
  const { publishedOr404, liveOr404 } = admin;

  function resultOf(version: QuestionnaireVersionRow, score: number, lang: Language) {
    const level = levelFor(version.levels, score);
    // Levels are checked on save to cover every reachable score, so this is a broken invariant, not input.
    if (!level) throw new Error(`questionnaire version ${version.id} has no level for score ${score}`);
    return {
      level: { key: level.key, label: pick(level.label, lang), minScore: level.minScore, maxScore: level.maxScore },
      reading: pick(level.reading, lang),
      advice: pick(level.advice, lang),
      maxScore: scoreRange(version.questions).max,
    };
  }

  return {
    /** The editors' calls: list, versions, create, edit as a new version (levels checked on every save). */
    admin,

    async get(code: string, lang: Language): Promise<Questionnaire> {
      const row = await liveOr404(code);
      return {
        code: row.code,
        versionId: row.id,
        version: row.version,
        title: pick(row.title, lang),
        intro: pick(row.intro, lang),
        questions: row.questions.map((q) => withoutPoints(localizeQuestion(q, lang))),
        levels: row.levels.map((l) => ({ key: l.key, label: pick(l.label, lang), minScore: l.minScore, maxScore: l.maxScore })),
        maxScore: scoreRange(row.questions).max,
        reward: offerOf(row, lang),
      };
    },

    async submit(code: string, accountId: string, input: SubmissionInput, lang: Language, today = todayUtc()): Promise<SubmissionResult> {
      const version = await liveOr404(code);
      const answers = assertAnswers(version.questions, input.answers, lang, today);
      if (input.familyMemberId && !(await repo.ownsMember(accountId, input.familyMemberId))) {
        throw fieldError('familyMemberId', 'questionnaires.notYourMember');
      }
      const score = scoreAnswers(version.questions, answers);
      const result = resultOf(version, score, lang);
      const reward = version.reward;
      const grant: NewGrant | null = !reward
        ? null
        : reward.kind === 'points'
          ? { kind: 'points', points: reward.points, couponCode: null, couponName: null, validUntil: null }
          : {
              kind: 'coupon',
              points: null,
              couponCode: newCouponCode(),
              couponName: reward.couponName,
              validUntil: addDays(today, reward.validDays),
            };
      const saved = await repo.submit({
        version,
        accountId,
        familyMemberId: input.familyMemberId ?? null,
        answers,
        score,
        levelKey: result.level.key,
        grant,
      });
      const rewardRow = saved.granted ?? saved.existing;
      return {
        submissionId: saved.submissionId,
        questionnaireCode: code,
        title: pick(version.title, lang),
        version: version.version,
        score,
        ...result,
        reward: {
          status: saved.granted ? 'granted' : saved.existing ? 'alreadyGranted' : 'none',
          grant: rewardRow ? grantOf(rewardRow, lang) : null,
        },
        createdAt: saved.createdAt.toISOString(),
      };
    },

    /** A submission of the caller's own, read back in the version it answered. */
    async submission(submissionId: string, accountId: string, lang: Language): Promise<SubmissionResult> {
      const row = await repo.submissionOf(submissionId, accountId);
      if (!row) throw new AppError('NOT_FOUND', 'questionnaires.submissionNotFound');
      const version = (await repo.byVersionId(row.questionnaireVersionId))!;
      const reward = await repo.rewardOf(accountId, row.questionnaireId);
      return {
        submissionId: row.id,
        questionnaireCode: version.code,
        title: pick(version.title, lang),
        version: version.version,
        score: row.score,
        ...resultOf(version, row.score, lang),
        reward: {
          status: !reward ? 'none' : reward.submissionId === row.id ? 'granted' : 'alreadyGranted',
          grant: reward ? grantOf(reward, lang) : null,
        },
        createdAt: row.createdAt.toISOString(),
      };
    },

    async rewardState(code: string, accountId: string, lang: Language): Promise<RewardState> {
      const version = await publishedOr404(code);
      const reward = await repo.rewardOf(accountId, version.questionnaireId);
      return {
        questionnaireCode: code,
        title: pick(version.title, lang),
        offer: offerOf(version, lang),
        grant: reward ? grantOf(reward, lang) : null,
        pointsBalance: await repo.pointsBalance(accountId),
      };
    },
  };
}

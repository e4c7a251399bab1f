import { describe, expect, it } from 'vitest';
import { planInputSchema, questionnaireInputSchema, surveyInputSchema } from '@sprout/contracts';
import { levelProblems, scoreRange } from '../../modules/questionnaires/scoring.ts';
import { MYOPIA_RISK_QUESTIONS } from './engagement-questionnaires.ts';
import { MYOPIA_SURVEY_QUESTIONS } from './engagement-surveys.ts';
import { DEMO_PLANS } from './membership-plans.ts';

const lt = { 'zh-CN': '标题', 'en-US': 'Title' };

describe('engagement demo content', () => {
  it('passes the editor rules the API applies, so editing a seeded item starts from valid content', () => {
    expect(surveyInputSchema.safeParse({ title: lt, intro: lt, questions: MYOPIA_SURVEY_QUESTIONS }).error).toBeUndefined();
    for (const { plan } of DEMO_PLANS) expect(planInputSchema.safeParse(plan).error, plan.name['en-US']).toBeUndefined();
  });

  it('uses all five question types in the myopia survey', () => {
    expect(new Set(MYOPIA_SURVEY_QUESTIONS.map((q) => q.type))).toEqual(new Set(['single', 'multiple', 'text', 'number', 'date']));
  });

  it('has myopia-risk levels that cover every reachable score', () => {
    const parsed = questionnaireInputSchema.safeParse({
      title: lt,
      intro: lt,
      questions: MYOPIA_RISK_QUESTIONS,
      levels: [{ key: 'all', minScore: 0, maxScore: 15, label: lt, reading: lt, advice: lt }],
      reward: { kind: 'points', points: 50 },
    });
    expect(parsed.error).toBeUndefined();
    expect(levelProblems([{ key: 'all', minScore: 0, maxScore: 15 }], scoreRange(MYOPIA_RISK_QUESTIONS))).toEqual([]);
  });

  it('prices every plan in whole fen with a https shop link on the demo shop domain', () => {
    for (const { plan } of DEMO_PLANS) {
      expect(Number.isInteger(plan.priceFen)).toBe(true);
      expect(plan.originalPriceFen).toBeGreaterThan(plan.priceFen);
      expect(plan.shopUrl).toMatch(/^https:\/\/shop\.sprout-growth\.example\//);
    }
    expect(DEMO_PLANS.map((p) => p.plan.kind)).toEqual(['monthly', 'quarterly', 'annual', 'capsule']);
  });
});

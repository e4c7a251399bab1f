import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsLedger, questionnaireRewards, questionnaireSubmissions } from '../../db/schema/index.ts';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { ENGAGEMENT_IDS } from '../../db/seed/engagement-ids.ts';
import { createTestContext, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

/** Twenty simultaneous submits: the unique (account, questionnaire) key must let exactly one grant through. */
const PARALLEL_SUBMITS = 20;
const answers = { outdoor: 'under-1h', nearWork: 'often', screens: 'over-2h', parents: 'both', distance: 'close', signs: ['squinting'] };

describe('questionnaire reward under concurrent submits', () => {
  it('grants the points once to an account that submits 20 times at once, and credits the ledger once', async () => {
    const token = await ctx.tokenFor('parentLi');
    const responses = await Promise.all(
      Array.from({ length: PARALLEL_SUBMITS }, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/app-web2/questionnaires/myopia-risk/submissions',
          headers: { token },
          payload: { answers },
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(PARALLEL_SUBMITS).fill(200));
    const statuses = responses.map((r) => r.json().data.reward.status);
    expect(statuses.filter((s) => s === 'granted')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'alreadyGranted')).toHaveLength(PARALLEL_SUBMITS - 1);
    // Every response names the same single grant.
    expect(new Set(responses.map((r) => r.json().data.reward.grant.submissionId)).size).toBe(1);

    const db = ctx.database.db;
    const account = DEMO_IDS.accounts.parentLi;
    const questionnaireId = ENGAGEMENT_IDS.questionnaires.myopiaRisk;
    const [rewards] = await db
      .select({ n: count() })
      .from(questionnaireRewards)
      .where(and(eq(questionnaireRewards.accountId, account), eq(questionnaireRewards.questionnaireId, questionnaireId)));
    const [submissions] = await db
      .select({ n: count() })
      .from(questionnaireSubmissions)
      .where(eq(questionnaireSubmissions.accountId, account));
    const ledger = await db.select({ delta: pointsLedger.delta }).from(pointsLedger).where(eq(pointsLedger.accountId, account));
    expect(rewards!.n).toBe(1);
    expect(submissions!.n).toBe(PARALLEL_SUBMITS);
    expect(ledger).toEqual([{ delta: 50 }]);

    const state = await ctx.as('parentLi', { url: '/app-web2/questionnaires/myopia-risk/reward' });
    expect(state.json().data.pointsBalance).toBe(50);
  });

  it('grants one coupon with one code when the coupon questionnaire is submitted 20 times at once', async () => {
    const token = await ctx.tokenFor('parentWang');
    const sleep = { bedtime: '21-22', duration: 'enough', screensBeforeBed: 'no', snoring: 'never', waking: 'rarely', daytime: 'no' };
    const responses = await Promise.all(
      Array.from({ length: PARALLEL_SUBMITS }, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/app-web2/questionnaires/sleep-habits/submissions',
          headers: { token },
          payload: { answers: sleep },
        }),
      ),
    );
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    const grants = responses.map((r) => r.json().data.reward);
    expect(grants.filter((g) => g.status === 'granted')).toHaveLength(1);
    const codes = new Set(grants.map((g) => g.grant.couponCode));
    expect(codes.size).toBe(1);
    expect([...codes][0]).toMatch(/^SG-[2-9A-HJ-KM-NP-Z]{4}-[2-9A-HJ-KM-NP-Z]{4}$/);
    const [rewards] = await ctx.database.db
      .select({ n: count() })
      .from(questionnaireRewards)
      .where(eq(questionnaireRewards.accountId, DEMO_IDS.accounts.parentWang));
    expect(rewards!.n).toBe(1);
  });
});

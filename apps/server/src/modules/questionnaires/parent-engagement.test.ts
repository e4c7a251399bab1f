import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { createTestContext, statusMatrix, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const { boyHaoran: boy, babyXiaoyu: baby, teenSiyu: siyu } = DEMO_IDS.members;
const open = (member: string, lang = 'zh-CN') =>
  ctx.as('parentWang', { url: `/app-web2/family_members/${member}/engagement?lang=${lang}` });
const lowRisk = { outdoor: 'over-2h', nearWork: 'rarely', screens: 'under-1h', parents: 'one', distance: 'arm' };

describe('what is open for a child', () => {
  it('lists every questionnaire and disease survey in the reader’s language, none done yet', async () => {
    const res = await open(boy, 'en-US');
    expect(res.statusCode).toBe(200);
    const { questionnaires, surveys } = res.json().data;
    expect(questionnaires.map((q: { code: string }) => q.code)).toEqual(expect.arrayContaining(['myopia-risk', 'sleep-habits']));
    expect(questionnaires.find((q: { code: string }) => q.code === 'myopia-risk')).toMatchObject({
      reward: { kind: 'points', points: 50 },
      lastSubmissionId: null,
    });
    expect(questionnaires.every((q: { title: string }) => /[a-z]/i.test(q.title))).toBe(true);
    expect(surveys.map((s: { diseaseCode: string }) => s.diseaseCode)).toEqual(expect.arrayContaining(['myopia', 'growth']));
    expect(surveys.every((s: { answered: boolean }) => s.answered === false)).toBe(true);
  });

  it('marks a questionnaire done for the child it was taken for only, with its newest result', async () => {
    const taken = await ctx.as('parentWang', {
      method: 'POST',
      url: '/app-web2/questionnaires/myopia-risk/submissions',
      payload: { answers: lowRisk, familyMemberId: boy },
    });
    expect(taken.statusCode, taken.body).toBe(200);
    const forBoy = (await open(boy)).json().data.questionnaires.find((q: { code: string }) => q.code === 'myopia-risk');
    expect(forBoy.lastSubmissionId).toBe(taken.json().data.submissionId);
    const forBaby = (await open(baby)).json().data.questionnaires.find((q: { code: string }) => q.code === 'myopia-risk');
    expect(forBaby.lastSubmissionId).toBeNull();
  });

  it('answers another family’s child with 404, and nobody with 401', async () => {
    expect((await open(siyu)).statusCode).toBe(404);
    expect((await ctx.as('nobody', { url: `/app-web2/family_members/${boy}/engagement` })).statusCode).toBe(401);
  });
});

describe('a parent’s points', () => {
  it('holds the balance and how each point was earned, newest first, for the caller only', async () => {
    const before = (await ctx.as('parentLi', { url: '/app-web2/points?lang=en-US' })).json().data;
    const taken = await ctx.as('parentLi', {
      method: 'POST',
      url: '/app-web2/questionnaires/myopia-risk/submissions',
      payload: { answers: lowRisk, familyMemberId: siyu },
    });
    expect(taken.statusCode, taken.body).toBe(200);
    const after = (await ctx.as('parentLi', { url: '/app-web2/points?lang=en-US' })).json().data;
    expect(after.balance).toBe(before.balance + 50);
    expect(after.entries[0]).toMatchObject({ delta: 50, reason: 'questionnaireReward' });
    expect(after.entries[0].title).toBe('Is my child at risk of short-sight?');
    expect(after.entries.reduce((sum: number, e: { delta: number }) => sum + e.delta, 0)).toBe(after.balance);
    const zh = (await ctx.as('parentLi', { url: '/app-web2/points' })).json().data;
    expect(zh.entries[0].title).toMatch(/近视/);
  });

  it('is for a signed-in account only', async () => {
    const matrix = await statusMatrix(ctx, () => ({ url: '/app-web2/points' }));
    expect(matrix.nobody).toBe(401);
    expect(matrix.owner).toBe(200);
  });
});

import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionnaireSubmissions } from '../../db/schema/index.ts';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { createTestContext, statusMatrix, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const base = '/app-web2/questionnaires';
const highRisk = { outdoor: 'under-1h', nearWork: 'often', screens: 'over-2h', parents: 'both', distance: 'close', signs: ['squinting'] };
const lowRisk = { outdoor: 'over-2h', nearWork: 'rarely', screens: 'under-1h', parents: 'one', distance: 'arm' };
const submissions = async () => (await ctx.database.db.select({ n: count() }).from(questionnaireSubmissions))[0]!.n;

describe('questionnaires', () => {
  it('are public to read, without the points behind each option', async () => {
    expect(await statusMatrix(ctx, () => ({ url: `${base}/myopia-risk` }))).toEqual({
      nobody: 200,
      owner: 200,
      otherParent: 200,
      clinicDoctor: 200,
      otherDoctor: 200,
      editor: 200,
    });
    const q = (await ctx.as('nobody', { url: `${base}/myopia-risk?lang=en-US` })).json().data;
    expect(q).toMatchObject({ code: 'myopia-risk', maxScore: 15, reward: { kind: 'points', points: 50 } });
    expect(q.levels.map((l: { key: string }) => l.key)).toEqual(['low', 'medium', 'high']);
    expect(JSON.stringify(q.questions)).not.toContain('points');
    expect((await ctx.as('nobody', { url: `${base}/no-such-thing` })).statusCode).toBe(404);
  });

  it('take a submission from any signed-in account and refuse nobody', async () => {
    const matrix = await statusMatrix(ctx, () => ({
      method: 'POST',
      url: `${base}/sleep-habits/submissions`,
      payload: {
        answers: { bedtime: 'before-21', duration: 'enough', screensBeforeBed: 'no', snoring: 'never', waking: 'rarely', daytime: 'no' },
      },
    }));
    expect(matrix).toEqual({ nobody: 401, owner: 200, otherParent: 200, clinicDoctor: 200, otherDoctor: 200, editor: 200 });
  });

  it('scores a submission, gives the level with its reading and advice, and grants the reward the first time only', async () => {
    const first = await ctx.as('parentLi', {
      method: 'POST',
      url: `${base}/myopia-risk/submissions?lang=en-US`,
      payload: { answers: highRisk, familyMemberId: DEMO_IDS.members.teenSiyu },
    });
    expect(first.statusCode).toBe(200);
    const result = first.json().data;
    expect(result).toMatchObject({
      score: 13,
      maxScore: 15,
      level: { key: 'high', label: 'High risk', minScore: 8, maxScore: 15 },
      reward: { status: 'granted', grant: { kind: 'points', points: 50 } },
    });
    expect(result.advice).toMatch(/axial length/);
    const second = (
      await ctx.as('parentLi', { method: 'POST', url: `${base}/myopia-risk/submissions`, payload: { answers: lowRisk } })
    ).json().data;
    expect(second).toMatchObject({
      score: 2,
      level: { key: 'low', label: '低风险' },
      reward: { status: 'alreadyGranted', grant: { submissionId: result.submissionId } },
    });
    const state = (await ctx.as('parentLi', { url: `${base}/myopia-risk/reward` })).json().data;
    expect(state).toMatchObject({
      offer: { kind: 'points', points: 50 },
      grant: { kind: 'points', points: 50, submissionId: result.submissionId },
      pointsBalance: 50,
    });
  });

  it('shows a result to its owner only, with whether that submission earned the reward', async () => {
    const mine = (
      await ctx.as('parentLi', { method: 'POST', url: `${base}/myopia-risk/submissions`, payload: { answers: lowRisk } })
    ).json().data;
    const matrix = await statusMatrix(ctx, () => ({ url: `${base}/submissions/${mine.submissionId}` }), {
      owner: 'parentLi',
      otherParent: 'parentWang',
      clinicDoctor: 'doctorZhao',
      otherDoctor: 'doctorChen',
      editor: 'editor',
    });
    expect(matrix).toEqual({ nobody: 401, owner: 200, otherParent: 404, clinicDoctor: 404, otherDoctor: 404, editor: 404 });
    const read = (await ctx.as('parentLi', { url: `${base}/submissions/${mine.submissionId}?lang=en-US` })).json().data;
    expect(read).toMatchObject({
      submissionId: mine.submissionId,
      score: 2,
      level: { key: 'low', label: 'Low risk' },
      reward: { status: 'alreadyGranted' },
    });
    expect((await ctx.as('parentLi', { url: `${base}/submissions/99999999-0000-4000-8000-000000000000` })).statusCode).toBe(404);
  });

  it('gives the reward state to signed-in accounts only, with no grant before a submission', async () => {
    expect((await ctx.as('nobody', { url: `${base}/myopia-risk/reward` })).statusCode).toBe(401);
    const state = (await ctx.as('parentWang', { url: `${base}/myopia-risk/reward` })).json().data;
    expect(state).toMatchObject({ grant: null, pointsBalance: 0 });
  });

  it('refuses bad answers naming the question, a stranger’s family member, and writes nothing', async () => {
    const before = await submissions();
    const cases: Array<[unknown, string]> = [
      [{ answers: { ...highRisk, outdoor: 'never' } }, 'answers.outdoor'],
      [{ answers: { ...highRisk, parents: undefined } }, 'answers.parents'],
      [{ answers: { ...highRisk, signs: 'squinting' } }, 'answers.signs'],
      [{ answers: highRisk, familyMemberId: DEMO_IDS.members.boyHaoran }, 'familyMemberId'],
      [{ answers: highRisk, familyMemberId: 'x' }, 'familyMemberId'],
      [{ answers: highRisk, bonus: 100 }, 'bonus'],
      [{}, 'answers'],
    ];
    for (const [payload, field] of cases) {
      const res = await ctx.as('parentLi', { method: 'POST', url: `${base}/myopia-risk/submissions`, payload: payload as object });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect(await submissions()).toBe(before);
  });
});

describe('editing questionnaires', () => {
  const admin = '/app-web2/admin/questionnaires';
  const lt = (text: string) => ({ 'zh-CN': text, 'en-US': text });
  const level = (key: string, minScore: number, maxScore: number) => ({
    key,
    minScore,
    maxScore,
    label: lt(key),
    reading: lt(`${key} reading`),
    advice: lt(`${key} advice`),
  });
  const input = {
    title: lt('Screen time'),
    intro: lt('Two questions'),
    questions: [
      {
        id: 'hours',
        type: 'single',
        label: lt('Hours?'),
        required: true,
        options: [
          { value: 'few', label: lt('Few'), points: 0 },
          { value: 'many', label: lt('Many'), points: 2 },
        ],
      },
    ],
    levels: [level('ok', 0, 1), level('high', 2, 2)],
    reward: { kind: 'coupon', couponName: lt('Voucher'), validDays: 30 },
  };

  it('is for editors only, and a new version changes scoring while old results keep theirs', async () => {
    const create = await statusMatrix(ctx, (caller) => ({
      method: 'POST',
      url: admin,
      payload: { ...input, code: `screens-${caller.toLowerCase()}` },
    }));
    expect(create).toEqual({ nobody: 401, owner: 403, otherParent: 403, clinicDoctor: 403, otherDoctor: 403, editor: 200 });
    // A new questionnaire is a draft until an editor publishes it.
    expect((await ctx.as('parentWang', { url: `${base}/screens-editor` })).statusCode).toBe(404);
    expect(
      (await ctx.as('editor', { method: 'POST', url: `${admin}/screens-editor/publish`, payload: { published: true } })).statusCode,
    ).toBe(200);
    const before = (
      await ctx.as('parentWang', { method: 'POST', url: `${base}/screens-editor/submissions`, payload: { answers: { hours: 'many' } } })
    ).json().data;
    expect(before.level.key).toBe('high');
    const v2 = { ...input, levels: [level('ok', 0, 2)] };
    expect((await ctx.as('editor', { method: 'PUT', url: `${admin}/screens-editor`, payload: v2 })).json().data.version).toBe(2);
    await ctx.as('editor', { method: 'POST', url: `${admin}/screens-editor/publish`, payload: { published: true } });
    const after = (
      await ctx.as('parentWang', { method: 'POST', url: `${base}/screens-editor/submissions`, payload: { answers: { hours: 'many' } } })
    ).json().data;
    expect(after).toMatchObject({ version: 2, level: { key: 'ok' } });
    const reread = (await ctx.as('parentWang', { url: `${base}/submissions/${before.submissionId}` })).json().data;
    expect(reread).toMatchObject({ version: 1, level: { key: 'high' } });
    const versions = (await ctx.as('editor', { url: `${admin}/screens-editor/versions` })).json().data;
    expect(versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
  });

  it('refuses levels that leave a reachable score without a result, naming the level', async () => {
    const gap = await ctx.as('editor', {
      method: 'POST',
      url: admin,
      payload: { ...input, code: 'gappy', levels: [level('ok', 0, 0), level('high', 2, 2)] },
    });
    expect(gap.statusCode).toBe(400);
    expect(gap.json().errors[0].field).toBe('levels.1.minScore');
    const taken = await ctx.as('editor', { method: 'POST', url: admin, payload: { ...input, code: 'sleep-habits' } });
    expect(taken.json().errors[0].field).toBe('code');
    expect((await ctx.as('nobody', { url: `${base}/gappy` })).statusCode).toBe(404);
  });
});

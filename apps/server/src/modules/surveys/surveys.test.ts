import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/migrate.ts';
import { surveyAnswers, surveyVersions } from '../../db/schema/index.ts';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { createTestContext, statusMatrix, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const boy = DEMO_IDS.members.boyHaoran;
const url = '/app-web2/diseaseSurveys/myopia';
const validAnswers = {
  lastExamDate: '2024-11-02',
  correction: 'ortho-k',
  signs: ['squinting', 'eye-rubbing'],
  outdoorHours: 1.5,
  screenHours: 2,
  notes: '晚上写作业时间比较长',
};
const answerCount = async () => (await ctx.database.db.select({ n: count() }).from(surveyAnswers))[0]!.n;

describe('disease surveys', () => {
  it('lets anyone read a survey, in the asked language, with all five question types', async () => {
    const matrix = await statusMatrix(ctx, () => ({ url }));
    expect(matrix).toEqual({ nobody: 200, owner: 200, otherParent: 200, clinicDoctor: 200, otherDoctor: 200, editor: 200 });
    const en = (await ctx.as('nobody', { url: `${url}?lang=en-US` })).json().data;
    expect(en).toMatchObject({ diseaseCode: 'myopia', version: 1, title: 'Myopia follow-up' });
    expect(en.questions.map((q: { type: string }) => q.type)).toEqual(['date', 'single', 'multiple', 'number', 'number', 'text']);
    expect(en.questions[3]).toMatchObject({ id: 'outdoorHours', unit: 'h/day', min: 0, max: 12, step: 0.5, required: true });
    const zh = (await ctx.as('nobody', { url })).json().data;
    expect(zh.title).toBe('近视风险随访');
  });

  it('answers 404 for an unknown disease code and 400 for a malformed one', async () => {
    const unknown = await ctx.as('nobody', { url: '/app-web2/diseaseSurveys/scoliosis' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
    expect((await ctx.as('nobody', { url: '/app-web2/diseaseSurveys/Bad%20Code' })).statusCode).toBe(400);
  });

  it('lets only the owner parent answer for their family member', async () => {
    const matrix = await statusMatrix(ctx, () => ({
      method: 'POST',
      url: `${url}/answers`,
      payload: { familyMemberId: boy, answers: validAnswers },
    }));
    expect(matrix).toEqual({ nobody: 401, owner: 200, otherParent: 404, clinicDoctor: 404, otherDoctor: 404, editor: 404 });
  });

  it('stores the answers against the version answered and returns them', async () => {
    const res = await ctx.as('parentWang', {
      method: 'POST',
      url: `${url}/answers`,
      payload: { familyMemberId: boy, answers: { ...validAnswers, notes: '  多看远处  ' } },
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json().data;
    expect(saved).toMatchObject({
      diseaseCode: 'myopia',
      familyMemberId: boy,
      version: 1,
      answers: { ...validAnswers, notes: '多看远处' },
    });
  });

  it('refuses answers that break the survey’s rules with 400 naming each question, and writes nothing', async () => {
    const before = await answerCount();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...validAnswers, correction: undefined }, 'answers.correction'],
      [{ ...validAnswers, correction: 'lasik' }, 'answers.correction'],
      [{ ...validAnswers, signs: ['squinting', 'squinting'] }, 'answers.signs'],
      [{ ...validAnswers, outdoorHours: 13 }, 'answers.outdoorHours'],
      [{ ...validAnswers, outdoorHours: 1.25 }, 'answers.outdoorHours'],
      [{ ...validAnswers, lastExamDate: '2999-01-01' }, 'answers.lastExamDate'],
      [{ ...validAnswers, lastExamDate: '2024-13-01' }, 'answers.lastExamDate'],
      [{ ...validAnswers, notes: 'x'.repeat(301) }, 'answers.notes'],
      [{ ...validAnswers, favouriteColour: 'blue' }, 'answers.favouriteColour'],
    ];
    for (const [answers, field] of cases) {
      const res = await ctx.as('parentWang', {
        method: 'POST',
        url: `${url}/answers?lang=en-US`,
        payload: { familyMemberId: boy, answers },
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    const missing = await ctx.as('parentWang', {
      method: 'POST',
      url: `${url}/answers?lang=en-US`,
      payload: { familyMemberId: boy, answers: {} },
    });
    expect(missing.json().errors.map((e: { field: string }) => e.field)).toEqual([
      'answers.lastExamDate',
      'answers.correction',
      'answers.outdoorHours',
      'answers.screenHours',
    ]);
    expect(missing.json().errors[1].message).toBe('“How is your child’s vision corrected now?” needs an answer');
    const badBody = await ctx.as('parentWang', {
      method: 'POST',
      url: `${url}/answers`,
      payload: { familyMemberId: boy, answers: validAnswers, extra: 1 },
    });
    expect(badBody.statusCode).toBe(400);
    const badMember = await ctx.as('parentWang', {
      method: 'POST',
      url: `${url}/answers`,
      payload: { familyMemberId: 'nope', answers: validAnswers },
    });
    expect(badMember.json().errors[0].field).toBe('familyMemberId');
    expect(await answerCount()).toBe(before);
  });

  it('shows a member’s answers to the owner and the clinic’s doctors only', async () => {
    const matrix = await statusMatrix(ctx, () => ({ url: `${url}/answers?familyMemberId=${boy}` }));
    expect(matrix).toEqual({ nobody: 401, owner: 200, otherParent: 404, clinicDoctor: 200, otherDoctor: 404, editor: 404 });
    const page = (await ctx.as('doctorChen', { url: `${url}/answers?familyMemberId=${boy}&limit=1` })).json().data;
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.list).toHaveLength(1);
  });
});

describe('editing surveys', () => {
  const base = '/app-web2/admin/diseaseSurveys';
  const lt = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en });
  const survey = {
    title: lt('脊柱侧弯筛查随访', 'Scoliosis screening follow-up'),
    intro: lt('请填写', 'Please answer'),
    questions: [
      {
        id: 'backPain',
        type: 'single',
        label: lt('背痛吗？', 'Back pain?'),
        required: true,
        options: [
          { value: 'no', label: lt('否', 'No') },
          { value: 'yes', label: lt('是', 'Yes') },
        ],
      },
    ],
  };

  it('is for editors only', async () => {
    expect(await statusMatrix(ctx, () => ({ url: base }))).toEqual({
      nobody: 401,
      owner: 403,
      otherParent: 403,
      clinicDoctor: 403,
      otherDoctor: 403,
      editor: 200,
    });
    const create = await statusMatrix(ctx, (caller) => ({
      method: 'POST',
      url: base,
      payload: { ...survey, diseaseCode: `scoliosis-${caller.toLowerCase()}` },
    }));
    expect(create).toEqual({ nobody: 401, owner: 403, otherParent: 403, clinicDoctor: 403, otherDoctor: 403, editor: 200 });
  });

  it('saves an edit as a new version, keeps the old text, and old answers keep pointing at their version', async () => {
    const edited = { ...survey, title: lt('近视随访（2025 版）', 'Myopia follow-up (2025)'), questions: [survey.questions[0]] };
    const res = await ctx.as('editor', { method: 'PUT', url: `${base}/myopia`, payload: edited });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.version).toBe(2);
    const versions = (await ctx.as('editor', { url: `${base}/myopia/versions` })).json().data;
    expect(versions.map((v: { version: number; title: { 'en-US': string } }) => [v.version, v.title['en-US']])).toEqual([
      [2, 'Myopia follow-up (2025)'],
      [1, 'Myopia follow-up'],
    ]);
    // The history names who saved the edit (the editor's account name), for the workspace's version list.
    expect(versions[0].createdByName).toEqual(expect.any(String));
    // Saved as a draft: parents keep the published version until an editor publishes the new one.
    expect((await ctx.as('nobody', { url: `${url}?lang=en-US` })).json().data.title).toBe('Myopia follow-up');
    const published = await ctx.as('editor', { method: 'POST', url: `${base}/myopia/publish`, payload: { published: true } });
    expect(published.json().data).toMatchObject({ version: 2, publishedVersion: 2 });
    expect((await ctx.as('nobody', { url: `${url}?lang=en-US` })).json().data.title).toBe('Myopia follow-up (2025)');
    const old = (await ctx.as('parentWang', { url: `${url}/answers?familyMemberId=${boy}` })).json().data.list;
    expect(old.every((a: { version: number }) => a.version === 1)).toBe(true);
    // New answers are checked against version 2: the old questions are gone.
    const stale = await ctx.as('parentWang', {
      method: 'POST',
      url: `${url}/answers`,
      payload: { familyMemberId: boy, answers: validAnswers },
    });
    expect(stale.statusCode).toBe(400);
  });

  it('keeps version rows append-only in the database itself', async () => {
    await expect(ctx.database.db.execute(sql`UPDATE survey_versions SET version = version + 10`)).rejects.toThrow();
    const rows = rowsOf<{ n: number }>(
      await ctx.database.db.execute(sql`SELECT count(*)::int AS n FROM survey_versions WHERE version > 5`),
    );
    expect(rows[0]?.n).toBe(0);
    expect((await ctx.database.db.select({ n: count() }).from(surveyVersions))[0]!.n).toBeGreaterThan(2);
  });

  it('refuses a taken disease code, duplicate question ids, and bad bodies with the field named', async () => {
    const taken = await ctx.as('editor', { method: 'POST', url: base, payload: { ...survey, diseaseCode: 'growth' } });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors[0].field).toBe('diseaseCode');
    const dup = await ctx.as('editor', {
      method: 'POST',
      url: base,
      payload: { ...survey, diseaseCode: 'dup', questions: [survey.questions[0], survey.questions[0]] },
    });
    expect(dup.json().errors[0].field).toBe('questions.1.id');
    const noEnglish = await ctx.as('editor', {
      method: 'POST',
      url: base,
      payload: { ...survey, diseaseCode: 'half', title: { 'zh-CN': '只有中文' } },
    });
    expect(noEnglish.json().errors[0].field).toBe('title.en-US');
    expect((await ctx.as('editor', { method: 'PUT', url: `${base}/unknown-code`, payload: survey })).statusCode).toBe(404);
    expect((await ctx.as('nobody', { url: '/app-web2/diseaseSurveys/dup' })).statusCode).toBe(404);
  });
});

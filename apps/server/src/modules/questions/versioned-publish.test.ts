import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { createTestContext, statusMatrix, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const boy = DEMO_IDS.members.boyHaoran;
const survey = { admin: '/app-web2/admin/diseaseSurveys/myopia', public: '/app-web2/diseaseSurveys/myopia' };
const questionnaire = { admin: '/app-web2/admin/questionnaires/myopia-risk', public: '/app-web2/questionnaires/myopia-risk' };
const publish = (url: string, published: boolean) => ({ method: 'POST' as const, url: `${url}/publish`, payload: { published } });

describe('publishing and withdrawing surveys and questionnaires', () => {
  it('is for editors only: parents and doctors are refused and nothing changes', async () => {
    for (const form of [survey, questionnaire]) {
      const matrix = await statusMatrix(ctx, (caller) => publish(form.admin, caller === 'editor'));
      expect(matrix).toEqual({ nobody: 401, owner: 403, otherParent: 403, clinicDoctor: 403, otherDoctor: 403, editor: 200 });
      // The editor's call kept it published; every refused call wanted it withdrawn.
      expect((await ctx.as('nobody', { url: form.public })).statusCode).toBe(200);
    }
  });

  it('hides a withdrawn survey from parents and refuses new answers, keeps its answers, and shows it again once published', async () => {
    const off = await ctx.as('editor', publish(survey.admin, false));
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({ diseaseCode: 'myopia', published: false });
    expect((await ctx.as('parentWang', { url: survey.public })).statusCode).toBe(404);
    const answer = await ctx.as('parentWang', {
      method: 'POST',
      url: `${survey.public}/answers`,
      payload: { familyMemberId: boy, answers: {} },
    });
    expect(answer.statusCode).toBe(404);
    expect((await ctx.as('parentWang', { url: `${survey.public}/answers?familyMemberId=${boy}` })).statusCode).toBe(200);
    // The editors' list still has it, marked withdrawn.
    const list = (await ctx.as('editor', { url: '/app-web2/admin/diseaseSurveys' })).json().data;
    expect(list.find((s: { diseaseCode: string }) => s.diseaseCode === 'myopia')).toMatchObject({ published: false });
    expect((await ctx.as('editor', publish(survey.admin, true))).json().data.published).toBe(true);
    expect((await ctx.as('parentWang', { url: survey.public })).statusCode).toBe(200);
  });

  it('hides a withdrawn questionnaire from parents and records the write in the audit trail with no child named', async () => {
    expect((await ctx.as('editor', publish(questionnaire.admin, false))).statusCode).toBe(200);
    expect((await ctx.as('parentWang', { url: questionnaire.public })).statusCode).toBe(404);
    const [event] = await ctx.database.db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);
    expect(event).toMatchObject({
      accountId: DEMO_IDS.accounts.editor,
      action: 'write',
      method: 'POST',
      familyMemberId: null,
      target: `${questionnaire.admin}/publish`,
    });
    await ctx.as('editor', publish(questionnaire.admin, true));
    expect((await ctx.as('parentWang', { url: questionnaire.public })).statusCode).toBe(200);
  });

  it('answers 400 naming the field for a bad body, and 404 for an unknown form', async () => {
    const bad = await ctx.as('editor', { method: 'POST', url: `${survey.admin}/publish`, payload: { published: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('published');
    expect(
      (await ctx.as('editor', { method: 'POST', url: `${survey.admin}/publish`, payload: { published: false, extra: 1 } })).statusCode,
    ).toBe(400);
    expect((await ctx.as('parentWang', { url: survey.public })).statusCode).toBe(200);
    expect((await ctx.as('editor', publish('/app-web2/admin/questionnaires/no-such-form', false))).statusCode).toBe(404);
  });

  it('creates a new survey as a draft that parents see only once it is published', async () => {
    const lt = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en });
    const body = {
      diseaseCode: 'sleep-check',
      title: lt('睡眠', 'Sleep'),
      intro: lt('请填写', 'Please answer'),
      questions: [
        {
          id: 'snore',
          type: 'single',
          label: lt('打鼾吗？', 'Snoring?'),
          required: true,
          options: [
            { value: 'no', label: lt('否', 'No') },
            { value: 'yes', label: lt('是', 'Yes') },
          ],
        },
      ],
    };
    const created = await ctx.as('editor', { method: 'POST', url: '/app-web2/admin/diseaseSurveys', payload: body });
    expect(created.json().data).toMatchObject({ version: 1, published: false });
    expect((await ctx.as('parentWang', { url: '/app-web2/diseaseSurveys/sleep-check' })).statusCode).toBe(404);
    await ctx.as('editor', publish('/app-web2/admin/diseaseSurveys/sleep-check', true));
    expect((await ctx.as('parentWang', { url: '/app-web2/diseaseSurveys/sleep-check?lang=en-US' })).json().data.title).toBe('Sleep');
  });

  it('never gives an editor a child’s answers through the survey calls', async () => {
    expect((await ctx.as('editor', { url: `${survey.public}/answers?familyMemberId=${boy}` })).statusCode).toBe(404);
    const versions = (await ctx.as('editor', { url: `${survey.admin}/versions` })).json().data;
    expect(JSON.stringify(versions)).not.toContain(boy);
  });
});

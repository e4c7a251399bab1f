import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { ENGAGEMENT_IDS } from '../../db/seed/engagement-ids.ts';
import { DEMO_PLANS } from '../../db/seed/membership-plans.ts';
import { createTestContext, statusMatrix, type TestContext } from '../../test-support/test-app.ts';

// Issue 30 item 3: saving a published survey, questionnaire or plan saves a draft; parents keep the published
// version until an editor publishes, on the real (PGlite) database.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const lt = (en: string) => ({ 'zh-CN': en, 'en-US': en });
const post = (url: string, payload: object) => ({ method: 'POST' as const, url, payload });
const put = (url: string, payload: object) => ({ method: 'PUT' as const, url, payload });

describe('surveys: drafts and the publish step', () => {
  const admin = '/app-web2/admin/diseaseSurveys';
  const survey = {
    title: lt('Posture check'),
    intro: lt('Two minutes.'),
    questions: [
      {
        id: 'pain',
        type: 'single',
        label: lt('Back pain?'),
        required: true,
        options: [
          { value: 'no', label: lt('No') },
          { value: 'yes', label: lt('Yes') },
        ],
      },
    ],
  };

  it('keeps a new survey invisible to parents until it is published', async () => {
    expect((await ctx.as('editor', post(admin, { ...survey, diseaseCode: 'posture' }))).json().data).toMatchObject({
      version: 1,
      published: false,
      publishedVersion: null,
    });
    expect((await ctx.as('parentWang', { url: '/app-web2/diseaseSurveys/posture' })).statusCode).toBe(404);
    const res = await ctx.as('editor', post(`${admin}/posture/publish`, { published: true }));
    expect(res.json().data).toMatchObject({ version: 1, published: true, publishedVersion: 1 });
    expect((await ctx.as('parentWang', { url: '/app-web2/diseaseSurveys/posture?lang=en-US' })).json().data.title).toBe('Posture check');
  });

  it('keeps showing the published version while a draft is saved, and the draft after publishing', async () => {
    const saved = await ctx.as('editor', put(`${admin}/posture`, { ...survey, title: lt('Posture check v2') }));
    expect(saved.json().data).toMatchObject({ version: 2, published: true, publishedVersion: 1 });
    const read = async () => (await ctx.as('parentWang', { url: '/app-web2/diseaseSurveys/posture?lang=en-US' })).json().data;
    expect(await read()).toMatchObject({ title: 'Posture check', version: 1 });
    // Answers go against the published version, not the draft.
    const answer = await ctx.as(
      'parentWang',
      post('/app-web2/diseaseSurveys/posture/answers', { familyMemberId: DEMO_IDS.members.boyHaoran, answers: { pain: 'no' } }),
    );
    expect(answer.json().data.version).toBe(1);
    await ctx.as('editor', post(`${admin}/posture/publish`, { published: true }));
    expect(await read()).toMatchObject({ title: 'Posture check v2', version: 2 });
  });

  it('publishes a named version, refuses one never saved naming `version`, and refuses everyone but editors', async () => {
    expect((await ctx.as('editor', post(`${admin}/posture/publish`, { published: true, version: 1 }))).json().data.publishedVersion).toBe(
      1,
    );
    const wrong = await ctx.as('editor', post(`${admin}/posture/publish`, { published: true, version: 9 }));
    expect(wrong.statusCode).toBe(400);
    expect(JSON.stringify(wrong.json())).toContain('version');
    const matrix = await statusMatrix(ctx, (caller) =>
      post(`${admin}/posture/publish`, { published: true, version: caller === 'editor' ? 1 : 2 }),
    );
    expect(matrix).toEqual({ nobody: 401, owner: 403, otherParent: 403, clinicDoctor: 403, otherDoctor: 403, editor: 200 });
    expect((await ctx.as('parentWang', { url: '/app-web2/diseaseSurveys/posture' })).json().data.version).toBe(1);
  });
});

describe('questionnaires: drafts and the publish step', () => {
  const admin = '/app-web2/admin/questionnaires';
  const read = async () => (await ctx.as('parentWang', { url: '/app-web2/questionnaires/myopia-risk?lang=en-US' })).json().data;

  it('keeps parents on the published version until the draft is published', async () => {
    const current = (await ctx.as('editor', { url: `${admin}/myopia-risk/versions` })).json().data[0];
    const before = await read();
    const { versionId, version, code, createdAt, createdBy, createdByName, published, publishedVersion, ...input } = current;
    expect([published, publishedVersion]).toEqual([true, version]);
    void [versionId, code, createdAt, createdBy, createdByName];
    const saved = await ctx.as('editor', put(`${admin}/myopia-risk`, { ...input, title: lt('Draft title') }));
    expect(saved.json().data).toMatchObject({ version: version + 1, publishedVersion: version });
    expect(await read()).toMatchObject({ title: before.title, version });
    // The child's list of what is open shows the published title too, not the draft's.
    const open = await ctx.as('parentWang', { url: `/app-web2/family_members/${DEMO_IDS.members.boyHaoran}/engagement?lang=en-US` });
    expect(open.json().data.questionnaires.find((q: { code: string }) => q.code === 'myopia-risk').title).toBe(before.title);
    await ctx.as('editor', post(`${admin}/myopia-risk/publish`, { published: true }));
    expect(await read()).toMatchObject({ title: 'Draft title', version: version + 1 });
  });
});

describe('plans: drafts and the publish step', () => {
  const { vipAnnual } = ENGAGEMENT_IDS.plans;
  const plan = DEMO_PLANS.find((p) => p.id === vipAnnual)!.plan;
  const onSale = async () =>
    ((await ctx.as('nobody', { url: '/app-web2/plans' })).json().data as { planId: string; priceFen: number }[]).find(
      (p) => p.planId === vipAnnual,
    );

  it('keeps selling the published price while a new one is a draft, and orders snapshot the published version', async () => {
    const saved = await ctx.as('editor', put(`/app-web2/admin/plans/${vipAnnual}`, { ...plan, priceFen: plan.priceFen - 100 }));
    expect(saved.json().data).toMatchObject({ version: 2, publishedVersion: 1 });
    expect((await onSale())?.priceFen).toBe(plan.priceFen);
    const order = await ctx.as('parentLi', post('/app-web2/orders', { planId: vipAnnual }));
    expect(order.json().data).toMatchObject({ planVersion: 1, priceFen: plan.priceFen });
    expect((await ctx.as('editor', post(`/app-web2/admin/plans/${vipAnnual}/publish`, { version: 2 }))).statusCode).toBe(200);
    expect((await onSale())?.priceFen).toBe(plan.priceFen - 100);
  });

  it('refuses a publish by anyone but an editor, an unknown version naming it, and a bad body, changing nothing', async () => {
    const url = `/app-web2/admin/plans/${vipAnnual}/publish`;
    const matrix = await statusMatrix(ctx, (caller) => post(url, { version: caller === 'editor' ? 2 : 1 }));
    expect(matrix).toEqual({ nobody: 401, owner: 403, otherParent: 403, clinicDoctor: 403, otherDoctor: 403, editor: 200 });
    const unknown = await ctx.as('editor', post(url, { version: 7 }));
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json())).toContain('version');
    expect((await ctx.as('editor', post(url, { version: 'two' }))).statusCode).toBe(400);
    expect(
      (await ctx.as('editor', post('/app-web2/admin/plans/00000000-0000-4000-8000-000000000000/publish', { version: 1 }))).statusCode,
    ).toBe(404);
    expect((await onSale())?.priceFen).toBe(plan.priceFen - 100);
  });
});

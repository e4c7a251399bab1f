import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { createTestContext, statusMatrix, type TestContext } from '../../test-support/test-app.ts';
import { csvCell } from '../leads/csv.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const lead = {
  name: '=HYPERLINK("x")',
  phone: '13912345678',
  childAge: 7,
  concern: '看黑板吃力, 想做 "眼轴" 检查',
  preferredClinicId: DEMO_IDS.clinics.xuhui,
  preferredTime: 'weekend',
};
let address = 0;
const send = (over: object = {}) =>
  ctx.as('nobody', { method: 'POST', url: '/app-web2/leads', payload: { ...lead, ...over }, remoteAddress: `10.1.0.${++address}` });
const lastEvent = async () => (await ctx.database.db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1))[0];

describe('the editors’ workspace', () => {
  it('summary and sanitize preview answer editors only', async () => {
    expect(await statusMatrix(ctx, () => ({ url: '/app-web2/admin/workspace/summary' }))).toEqual({
      nobody: 401,
      owner: 403,
      otherParent: 403,
      clinicDoctor: 403,
      otherDoctor: 403,
      editor: 200,
    });
    const sanitize = {
      method: 'POST' as const,
      url: '/app-web2/admin/content/sanitize',
      payload: { html: { 'zh-CN': '<p>a</p>', 'en-US': '<p>b</p>' } },
    };
    expect(await statusMatrix(ctx, () => sanitize)).toEqual({
      nobody: 401,
      owner: 403,
      otherParent: 403,
      clinicDoctor: 403,
      otherDoctor: 403,
      editor: 200,
    });
  });

  it('counts new leads, drafts per kind and campaigns running', async () => {
    const before = (await ctx.as('editor', { url: '/app-web2/admin/workspace/summary' })).json().data;
    expect(Object.keys(before.drafts).sort()).toEqual(['advice', 'article', 'drug', 'faqCategory', 'faqItem', 'legal']);
    expect(before.activityPages).toBeGreaterThan(0);
    expect(before.campaigns.length).toBeGreaterThan(0);
    expect(before.campaigns[0]).toHaveProperty('title');
    // Each campaign carries its window, so the home can say which start or end this week.
    for (const campaign of before.campaigns)
      expect(campaign).toMatchObject({
        startsAt: expect.toSatisfy((v) => v === null || typeof v === 'string'),
        endsAt: expect.toSatisfy((v) => v === null || typeof v === 'string'),
      });
    expect(before.campaigns.some((c: { endsAt: string | null }) => c.endsAt !== null)).toBe(true);
    await send();
    const article = {
      title: { 'zh-CN': '草稿', 'en-US': 'Draft' },
      summary: { 'zh-CN': '摘要', 'en-US': 'Summary' },
      body: { 'zh-CN': '<p>正文</p>', 'en-US': '<p>Body</p>' },
      topic: 'growth',
    };
    expect((await ctx.as('editor', { method: 'POST', url: '/app-web2/admin/articles', payload: article })).statusCode).toBe(200);
    const after = (await ctx.as('editor', { url: '/app-web2/admin/workspace/summary' })).json().data;
    expect(after.newLeads).toBe(before.newLeads + 1);
    expect(after.drafts.article).toBe(before.drafts.article + 1);
  });

  it('previews rich text exactly as a save stores it, and stores nothing', async () => {
    const dirty =
      '<p onclick="x()">Hi <a href="javascript:alert(1)">a</a> <a href="https://example.com">b</a><script>bad()</script><img src="http://x/a.png"><img src="/a.png"></p>';
    const res = await ctx.as('editor', {
      method: 'POST',
      url: '/app-web2/admin/content/sanitize',
      payload: { html: { 'zh-CN': dirty, 'en-US': dirty } },
    });
    const preview = res.json().data.html['en-US'];
    expect(preview).toContain('<a href="https://example.com" rel="noopener noreferrer nofollow">b</a>');
    expect(preview).toContain('<img src="/a.png" />');
    expect(preview).not.toMatch(/onclick|javascript:|<script|bad\(\)|http:\/\//);
    const article = {
      title: { 'zh-CN': '预览', 'en-US': 'Preview' },
      summary: { 'zh-CN': '摘要', 'en-US': 'Summary' },
      body: { 'zh-CN': dirty, 'en-US': dirty },
      topic: 'eyes',
    };
    const saved = (await ctx.as('editor', { method: 'POST', url: '/app-web2/admin/articles', payload: article })).json().data;
    expect(saved.data.body['en-US']).toBe(preview);
    const bad = await ctx.as('editor', { method: 'POST', url: '/app-web2/admin/content/sanitize', payload: { html: { 'zh-CN': 'x' } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toContain('html.en-US');
  });
});

describe('lead follow-up', () => {
  it('sets a lead’s status (editors only, 404 for an unknown lead, the field named for a bad status) and audits it', async () => {
    const leadId = (await send()).json().data.leadId;
    const url = `/app-web2/admin/leads/${leadId}/status`;
    expect(
      await statusMatrix(ctx, (caller) => ({ method: 'PUT', url, payload: { status: caller === 'editor' ? 'contacted' : 'closed' } })),
    ).toEqual({
      nobody: 401,
      owner: 403,
      otherParent: 403,
      clinicDoctor: 403,
      otherDoctor: 403,
      editor: 200,
    });
    expect(await lastEvent()).toMatchObject({
      action: 'write',
      method: 'PUT',
      route: '/app-web2/admin/leads/:leadId/status',
      target: url,
      familyMemberId: null,
    });
    const contacted = (await ctx.as('editor', { url: '/app-web2/admin/leads?status=contacted' })).json().data;
    expect(contacted.list.map((l: { leadId: string }) => l.leadId)).toEqual([leadId]);
    expect(contacted.list[0].statusChangedAt).not.toBeNull();
    const bad = await ctx.as('editor', { method: 'PUT', url, payload: { status: 'won' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('status');
    expect(
      (
        await ctx.as('editor', {
          method: 'PUT',
          url: '/app-web2/admin/leads/99999999-0000-4000-8000-000000000000/status',
          payload: { status: 'closed' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('exports leads as CSV in the editor’s language, formulas defused, and audits the read', async () => {
    await send();
    expect(await statusMatrix(ctx, () => ({ url: '/app-web2/admin/leads/export' }))).toEqual({
      nobody: 401,
      owner: 403,
      otherParent: 403,
      clinicDoctor: 403,
      otherDoctor: 403,
      editor: 200,
    });
    const res = await ctx.as('editor', { url: '/app-web2/admin/leads/export?lang=en-US&status=new' });
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Received,Status,Name,Phone,Child age,Concern,Preferred clinic,Preferred time');
    expect(lines[1]).toContain(
      `New,"'=HYPERLINK(""x"")",13912345678,7,"看黑板吃力, 想做 ""眼轴"" 检查","Sprout Children’s Health Centre, Xuhui",Weekend`,
    );
    expect(lines.slice(1).every((line) => line.includes(',New,'))).toBe(true);
    expect(await lastEvent()).toMatchObject({
      action: 'read',
      method: 'GET',
      route: '/app-web2/admin/leads/export',
      target: '/app-web2/admin/leads/export',
    });
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell(null)).toBe('');
  });

  it('audit trail shows what an editor touched, and no editor call reaches a child’s health data', async () => {
    const trail = (await ctx.as('editor', { url: '/app-web2/admin/audit_events?action=write&limit=5' })).json().data;
    expect(trail.list[0]).toHaveProperty('target');
    const health = [
      `/app-web2/family_members/${DEMO_IDS.members.boyHaoran}/health_record`,
      `/app-web2/family_members/${DEMO_IDS.members.boyHaoran}/visits`,
    ];
    // A child's data out of reach answers 404, as an unknown id would (existence is private).
    for (const url of health) expect((await ctx.as('editor', { url })).statusCode, url).toBe(404);
  });
});

describe('the content editor list and item', () => {
  it('searches either language, filters by status, and reads one item of a kind', async () => {
    const article = {
      title: { 'zh-CN': '独角兽草稿', 'en-US': 'Unicorn draft' },
      summary: { 'zh-CN': '摘要', 'en-US': 'Summary' },
      body: { 'zh-CN': '<p>正文</p>', 'en-US': '<p>Body</p>' },
      topic: 'sleep',
    };
    const id = (await ctx.as('editor', { method: 'POST', url: '/app-web2/admin/articles', payload: article })).json().data.id;
    for (const q of ['独角兽', 'unicorn']) {
      const found = (await ctx.as('editor', { url: `/app-web2/admin/content?kind=article&q=${encodeURIComponent(q)}` })).json().data;
      expect(
        found.list.map((i: { id: string }) => i.id),
        q,
      ).toEqual([id]);
    }
    expect((await ctx.as('editor', { url: '/app-web2/admin/content?kind=article&q=unicorn&status=published' })).json().data.total).toBe(0);
    expect((await ctx.as('editor', { url: '/app-web2/admin/content?kind=article&q=unicorn&status=draft' })).json().data.total).toBe(1);
    expect((await ctx.as('editor', { url: '/app-web2/admin/content?kind=article&q=100%25' })).json().data.total).toBe(0);
    const one = await ctx.as('editor', { url: `/app-web2/admin/content/${id}?kind=article` });
    expect(one.json().data).toMatchObject({ id, published: false, version: 1, data: { topic: 'sleep' } });
    expect((await ctx.as('editor', { url: `/app-web2/admin/content/${id}?kind=drug` })).statusCode).toBe(404);
    expect(await statusMatrix(ctx, () => ({ url: `/app-web2/admin/content/${id}?kind=article` }))).toEqual({
      nobody: 401,
      owner: 403,
      otherParent: 403,
      clinicDoctor: 403,
      otherDoctor: 403,
      editor: 200,
    });
  });
});

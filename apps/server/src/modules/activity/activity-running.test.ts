import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { growthCampaign } from '../../db/seed/activity.ts';
import { createTestContext, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const admin = '/app-web2/admin/activity_pages';
const running = (query = '') => ctx.as('nobody', { url: `/app-web2/activity_pages${query}` });
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

async function page(slug: string, options: { publish: boolean; window?: object }): Promise<string> {
  const created = await ctx.as('editor', { method: 'POST', url: `${admin}?slug=${slug}`, payload: growthCampaign('zh-CN') });
  const id = created.json().data.id as string;
  if (options.window) await ctx.as('editor', { method: 'PUT', url: `${admin}/${id}/window`, payload: options.window });
  if (options.publish) await ctx.as('editor', { method: 'POST', url: `${admin}/${id}/publish` });
  return id;
}

describe('the public list of running campaigns', () => {
  it('lists the published demo campaigns that run today, not the summer one that ended in August', async () => {
    const res = await running();
    expect(res.statusCode).toBe(200);
    const slugs = (res.json().data as { slug: string }[]).map((p) => p.slug);
    expect(slugs).toEqual(expect.arrayContaining(['growth-check-zh', 'growth-check-en']));
    expect(slugs).not.toContain('summer-myopia-check-zh');
    expect(slugs).not.toContain('summer-myopia-check-en');
  });

  it('keeps a page within its window and leaves out drafts, ended and future pages', async () => {
    const now = Date.now();
    await page('running-now', { publish: true, window: { startsAt: iso(now - HOUR), endsAt: iso(now + HOUR) } });
    await page('running-draft', { publish: false });
    await page('running-ended', { publish: true, window: { startsAt: null, endsAt: iso(now - 1000) } });
    await page('running-future', { publish: true, window: { startsAt: iso(now + HOUR), endsAt: null } });
    const list = (await running()).json().data as { slug: string; title: string; startsAt: string | null; language: string }[];
    const slugs = list.map((p) => p.slug);
    expect(slugs).toContain('running-now');
    expect(slugs).not.toContain('running-draft');
    expect(slugs).not.toContain('running-ended');
    expect(slugs).not.toContain('running-future');
    // Newest start first: the page that started an hour ago comes before the open-ended demo pages.
    expect(slugs.indexOf('running-now')).toBeLessThan(slugs.indexOf('growth-check-zh'));
    expect(list.find((p) => p.slug === 'running-now')).toMatchObject({
      title: '儿童生长发育评估月',
      language: 'zh-CN',
      startsAt: iso(now - HOUR),
    });
  });

  it('keeps only the pages written in the language asked for', async () => {
    const list = (await running('?language=en-US')).json().data as { language: string; slug: string }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((p) => p.language === 'en-US')).toBe(true);
    expect(list.map((p) => p.slug)).toContain('growth-check-en');
  });

  it('answers 400 naming the field for a language it does not know, without a 500', async () => {
    const res = await running('?language=fr-FR');
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('language');
  });
});

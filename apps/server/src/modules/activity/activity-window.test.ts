import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_DEMO_IDS, growthCampaign } from '../../db/seed/activity.ts';
import { createTestContext, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const admin = '/app-web2/admin/activity_pages';
const read = (idOrSlug: string) => ctx.as('nobody', { url: `/app-web2/activity_pages/${idOrSlug}` });
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** A fresh published page (the growth campaign's content), so each test sets its own window. */
async function publishedPage(slug: string): Promise<string> {
  const created = await ctx.as('editor', { method: 'POST', url: `${admin}?slug=${slug}`, payload: growthCampaign('zh-CN') });
  const id = created.json().data.id as string;
  await ctx.as('editor', { method: 'POST', url: `${admin}/${id}/publish` });
  return id;
}

function setWindow(id: string, payload: object, persona: 'editor' | 'nobody' | 'parentWang' | 'doctorChen' = 'editor') {
  return ctx.as(persona, { method: 'PUT', url: `${admin}/${id}/window?lang=en-US`, payload });
}

describe('the window of an activity page', () => {
  it('shows the summer campaign (1 Jul–31 Aug) as ended in November: title and dates, no content', async () => {
    const res = await read('summer-myopia-check-en');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      slug: 'summer-myopia-check-en',
      title: 'Summer myopia check for children',
      language: 'en-US',
      startsAt: '2026-06-30T16:00:00.000Z',
      endsAt: '2026-08-31T16:00:00.000Z',
      availability: 'ended',
      description: null,
    });
    // An editor's preview still has the content; a page without a window is open.
    const draft = (await ctx.as('editor', { url: `/app-web2/activity_pages/${ACTIVITY_DEMO_IDS.myopiaEn}?draft=1` })).json().data;
    expect(draft).toMatchObject({ availability: 'ended' });
    expect(draft.description.page.title).toBe('Summer myopia check for children');
    expect((await read('growth-check-zh')).json().data).toMatchObject({ startsAt: null, endsAt: null, availability: 'open' });
  });

  it('is open from its start (inclusive) to its end (exclusive)', async () => {
    const id = await publishedPage('window-edges');
    const now = Date.now();
    expect((await setWindow(id, { startsAt: iso(now + HOUR), endsAt: null })).statusCode).toBe(200);
    expect((await read(id)).json().data).toMatchObject({ availability: 'notStarted', description: null });
    await setWindow(id, { startsAt: iso(now - HOUR), endsAt: iso(now + HOUR) });
    const open = (await read(id)).json().data;
    expect(open.availability).toBe('open');
    expect(open.description.page.title).toBe('儿童生长发育评估月');
    await setWindow(id, { startsAt: null, endsAt: iso(now - 1000) });
    expect((await read(id)).json().data).toMatchObject({ availability: 'ended', description: null, endsAt: iso(now - 1000) });
    await setWindow(id, { startsAt: null, endsAt: null });
    expect((await read(id)).json().data.availability).toBe('open');
  });

  it('is set by editors only, and the editor views name it startsAt and endsAt', async () => {
    const id = await publishedPage('window-editors');
    const window = { startsAt: '2027-06-01T00:00:00+08:00', endsAt: '2027-07-01T00:00:00+08:00' };
    expect((await setWindow(id, window, 'nobody')).statusCode).toBe(401);
    expect((await setWindow(id, window, 'parentWang')).statusCode).toBe(403);
    expect((await setWindow(id, window, 'doctorChen')).statusCode).toBe(403);
    expect((await read(id)).json().data.availability).toBe('open');

    const saved = (await setWindow(id, window)).json().data;
    expect(saved).toMatchObject({ id, startsAt: '2027-05-31T16:00:00.000Z', endsAt: '2027-06-30T16:00:00.000Z' });
    expect((await ctx.as('editor', { url: `${admin}/${id}` })).json().data).toMatchObject({
      startsAt: saved.startsAt,
      endsAt: saved.endsAt,
    });
    const listed = (await ctx.as('editor', { url: `${admin}?limit=100` })).json().data.list.find((p: { id: string }) => p.id === id);
    expect(listed).toMatchObject({ startsAt: saved.startsAt, endsAt: saved.endsAt });
  });

  it('refuses an end not after the start, a date without a time or offset, and an unknown page, writing nothing', async () => {
    const id = await publishedPage('window-refusals');
    const cases: Array<[object, string]> = [
      [{ startsAt: '2027-07-01T00:00:00Z', endsAt: '2027-07-01T00:00:00Z' }, 'endsAt'],
      [{ startsAt: '2027-07-02T00:00:00Z', endsAt: '2027-07-01T00:00:00Z' }, 'endsAt'],
      [{ startsAt: '2027-07-01', endsAt: null }, 'startsAt'],
      [{ startsAt: null, endsAt: '2027-07-01T00:00:00' }, 'endsAt'],
      [{ startsAt: null }, 'endsAt'],
    ];
    for (const [payload, field] of cases) {
      const res = await setWindow(id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors[0].field, JSON.stringify(payload)).toBe(field);
    }
    expect((await setWindow(id, { startsAt: '2027-07-02T00:00:00Z', endsAt: '2027-07-01T00:00:00Z' })).json().errors[0].message).toBe(
      'must be after the start',
    );
    expect((await ctx.as('editor', { url: `${admin}/${id}` })).json().data).toMatchObject({ startsAt: null, endsAt: null });
    expect((await setWindow('60000000-0000-4000-8000-000000000099', { startsAt: null, endsAt: null })).statusCode).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_DEMO_IDS, growthCampaign } from '../../db/seed/activity.ts';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { createTestContext, statusMatrix, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const admin = '/app-web2/admin/activity_pages';
const everyone = { nobody: 200, owner: 200, otherParent: 200, clinicDoctor: 200, otherDoctor: 200, editor: 200 };
const editorsOnly = { nobody: 401, owner: 403, otherParent: 403, clinicDoctor: 403, otherDoctor: 403, editor: 200 };

/** A small valid page: one image and a drawer its fixed button opens. */
function smallPage(title = '六一儿童节') {
  return {
    schemaVersion: 1,
    page: { title, language: 'zh-CN', share: { title, imageUrl: '/activity/growth-share.svg' } },
    globalWidgets: {
      type: 'GlobalWidgetContainer',
      widgets: [
        { type: 'FixedButton', text: '报名', link: 'popup:signup' },
        { type: 'bottomDrawer', id: 'signup', handleText: '须知', popup: { title: '须知', paragraphs: ['限 6 岁以下'] } },
      ],
    },
    containers: [
      {
        type: 'WidgetContainer',
        widgets: [
          { type: 'ImageModule', image: { src: '/activity/growth-banner-zh.svg', width: 750, height: 520 } },
          { type: 'QrCode', text: 'hello' },
          {
            type: 'HotSpot',
            image: { src: '/activity/growth-banner-zh.svg', width: 750, height: 520 },
            areas: [
              { x: 0, y: 0, width: 50, height: 50, link: '/package', label: '套餐' },
              { x: 50, y: 0, width: 50, height: 50, link: '/faq', label: 'FAQ' },
            ],
          },
        ],
      },
    ],
  };
}

async function pageCount(): Promise<number> {
  return (await ctx.as('editor', { url: admin })).json().data.total;
}

describe('reading activity pages', () => {
  it('serves a published page to anyone, by id or by slug, with its id stamped in the metadata', async () => {
    for (const url of [`/app-web2/activity_pages/${ACTIVITY_DEMO_IDS.myopiaZh}`, '/app-web2/activity_pages/summer-myopia-check-en']) {
      expect(await statusMatrix(ctx, () => ({ url })), url).toEqual(everyone);
    }
    // The summer campaign has ended (activity-window.test.ts): its description is read as an editor's draft.
    const zh = (await ctx.as('editor', { url: `/app-web2/activity_pages/${ACTIVITY_DEMO_IDS.myopiaZh}?draft=1` })).json().data;
    expect(zh).toMatchObject({ id: ACTIVITY_DEMO_IDS.myopiaZh, slug: 'summer-myopia-check-zh', version: 1, published: true });
    expect(zh.description.page).toMatchObject({ id: ACTIVITY_DEMO_IDS.myopiaZh, title: '暑期儿童近视筛查', language: 'zh-CN' });
    const doctors = zh.description.containers
      .flatMap((c: { widgets?: Array<{ type: string }> }) => c.widgets ?? [])
      .find((w: { type: string }) => w.type === 'DoctorListModule');
    expect(doctors.source).toEqual({ by: 'clinic', clinicId: DEMO_IDS.clinics.pudong });
    const en = (await ctx.as('nobody', { url: '/app-web2/activity_pages/growth-check-en' })).json().data;
    expect(en.description.page).toMatchObject({ title: 'Child growth check month', language: 'en-US' });
    expect(en.description.containers[1].type).toBe('TabWidgetContainer');
  });

  it('answers 404 for an unknown page, id or slug', async () => {
    for (const id of ['60000000-0000-4000-8000-000000000099', 'no-such-campaign', 'x'.repeat(64)]) {
      const res = await ctx.as('nobody', { url: `/app-web2/activity_pages/${id}` });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });

  it('gives drafts (?draft=1) to editors only', async () => {
    const url = `/app-web2/activity_pages/${ACTIVITY_DEMO_IDS.growthZh}?draft=1`;
    expect(await statusMatrix(ctx, () => ({ url }))).toEqual(editorsOnly);
    expect(await statusMatrix(ctx, () => ({ url: url.replace('draft=1', 'draft=true') }))).toEqual(editorsOnly);
    // draft=0 is the public read.
    expect(await statusMatrix(ctx, () => ({ url: url.replace('draft=1', 'draft=0') }))).toEqual(everyone);
  });
});

describe('editing activity pages', () => {
  it('is for editors only, on every call', async () => {
    const id = ACTIVITY_DEMO_IDS.growthZh;
    const calls = [
      { method: 'GET', url: admin },
      { method: 'GET', url: `${admin}/${id}` },
      { method: 'GET', url: `${admin}/${id}/versions` },
    ] as const;
    for (const call of calls) expect(await statusMatrix(ctx, () => call), call.url).toEqual(editorsOnly);
    // Writes: refused before anything is read or written.
    const before = await pageCount();
    const writes = [
      { method: 'POST', url: admin, payload: smallPage() },
      { method: 'PUT', url: `${admin}/${id}`, payload: smallPage() },
      { method: 'POST', url: `${admin}/${id}/unpublish` },
    ] as const;
    for (const call of writes) {
      for (const persona of ['nobody', 'parentWang', 'doctorChen'] as const) {
        expect((await ctx.as(persona, call)).statusCode, `${persona} ${call.url}`).toBe(persona === 'nobody' ? 401 : 403);
      }
    }
    expect(await pageCount()).toBe(before);
    expect((await ctx.as('nobody', { url: `/app-web2/activity_pages/${id}` })).json().data.version).toBe(1);
  });

  it('refuses a bad description with 400 naming the path of the bad node, and writes nothing', async () => {
    const before = await pageCount();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each case reaches into the page's own shape
    const cases: Array<[(p: any) => void, string]> = [
      [(p) => (p.containers[0].widgets[2].areas[1].link = ' JaVaScRiPt:alert(1)'), 'containers.0.widgets.2.areas.1.link'],
      [(p) => (p.containers[0].widgets[2].areas[1].link = 'http://example.com'), 'containers.0.widgets.2.areas.1.link'],
      [(p) => (p.containers[0].widgets[1] = { type: 'Confetti' }), 'containers.0.widgets.1'],
      [(p) => (p.globalWidgets.widgets[0].link = 'popup:nowhere'), 'globalWidgets.widgets.0.link'],
      [(p) => (p.page.share.imageUrl = 'data:image/png;base64,AAAA'), 'page.share.imageUrl'],
      [(p) => (p.containers[0].widgets[0].imgae = {}), 'containers.0.widgets.0.imgae'],
      [(p) => (p.schemaVersion = 2), 'schemaVersion'],
    ];
    for (const [breakIt, field] of cases) {
      const payload = smallPage();
      breakIt(payload);
      const res = await ctx.as('editor', { method: 'POST', url: `${admin}?lang=en-US`, payload });
      expect(res.statusCode, field).toBe(400);
      const body = res.json();
      expect(body.code).toBe('VALIDATION');
      expect(
        body.errors.map((e: { field: string }) => e.field).some((f: string) => f === field || f.startsWith(`${field}.`)),
        `${field}: ${JSON.stringify(body.errors)}`,
      ).toBe(true);
    }
    const unsafe = smallPage();
    unsafe.containers[0]!.widgets[2]!.areas![1]!.link = 'javascript:alert(1)';
    const res = await ctx.as('editor', { method: 'POST', url: `${admin}?lang=en-US`, payload: unsafe });
    expect(res.json().errors).toEqual([
      {
        field: 'containers.0.widgets.2.areas.1.link',
        message: 'is not an allowed link: javascript:, data:, vbscript:, http: and // addresses are refused',
      },
    ]);
    expect(await pageCount()).toBe(before);
  });

  it('creates a draft, publishes it, saves new versions without changing what the public sees until published again', async () => {
    const created = await ctx.as('editor', { method: 'POST', url: `${admin}?slug=childrens-day`, payload: smallPage('六一儿童节') });
    expect(created.statusCode).toBe(200);
    const page = created.json().data;
    expect(page).toMatchObject({
      slug: 'childrens-day',
      title: '六一儿童节',
      language: 'zh-CN',
      published: false,
      currentVersion: 1,
      publishedVersion: null,
    });
    expect(page.description.page.id).toBe(page.id);
    const publicUrl = `/app-web2/activity_pages/${page.id}`;
    expect((await ctx.as('nobody', { url: publicUrl })).statusCode).toBe(404);
    expect((await ctx.as('editor', { url: `${publicUrl}?draft=1` })).json().data).toMatchObject({ version: 1, published: false });

    expect((await ctx.as('editor', { method: 'POST', url: `${admin}/${page.id}/publish` })).json().data).toMatchObject({
      published: true,
      publishedVersion: 1,
    });
    expect((await ctx.as('nobody', { url: '/app-web2/activity_pages/childrens-day' })).json().data.description.page.title).toBe(
      '六一儿童节',
    );

    // Two saves at once: both become versions, one after the other.
    const saves = await Promise.all(
      ['六一儿童节 · 第二版', '六一儿童节 · 第三版'].map((title) =>
        ctx.as('editor', { method: 'PUT', url: `${admin}/${page.id}`, payload: smallPage(title) }),
      ),
    );
    expect(saves.map((s) => s.statusCode)).toEqual([200, 200]);
    expect(saves.map((s) => s.json().data.currentVersion).sort()).toEqual([2, 3]);
    expect((await ctx.as('nobody', { url: publicUrl })).json().data).toMatchObject({ version: 1, published: true });
    expect((await ctx.as('editor', { url: `${publicUrl}?draft=1` })).json().data).toMatchObject({ version: 3, published: false });

    const versions = (await ctx.as('editor', { url: `${admin}/${page.id}/versions` })).json().data;
    expect(versions.total).toBe(3);
    expect(versions.list.map((v: { version: number; published: boolean }) => [v.version, v.published])).toEqual([
      [3, false],
      [2, false],
      [1, true],
    ]);
    expect(versions.list[0]).toMatchObject({ schemaVersion: 1, editedBy: DEMO_IDS.accounts.editor });

    expect(
      (await ctx.as('editor', { method: 'POST', url: `${admin}/${page.id}/publish`, payload: { version: 2 } })).json().data
        .publishedVersion,
    ).toBe(2);
    expect((await ctx.as('nobody', { url: publicUrl })).json().data.version).toBe(2);

    expect((await ctx.as('editor', { method: 'POST', url: `${admin}/${page.id}/unpublish` })).json().data.published).toBe(false);
    expect((await ctx.as('nobody', { url: publicUrl })).statusCode).toBe(404);
    expect((await ctx.as('editor', { url: `${admin}/${page.id}` })).json().data).toMatchObject({
      currentVersion: 3,
      publishedVersion: 2,
      published: false,
    });
  });

  it('says which version does not exist, which slug is taken, and which page is unknown', async () => {
    const id = ACTIVITY_DEMO_IDS.growthEn;
    const publish = await ctx.as('editor', { method: 'POST', url: `${admin}/${id}/publish?lang=en-US`, payload: { version: 99 } });
    expect(publish.statusCode).toBe(400);
    expect(publish.json().errors).toEqual([{ field: 'version', message: 'is not a version of this page' }]);

    const taken = await ctx.as('editor', { method: 'POST', url: `${admin}?slug=growth-check-en`, payload: growthCampaign('en-US') });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('RECORD_EXISTS');
    const badSlug = await ctx.as('editor', { method: 'POST', url: `${admin}?slug=Growth Check`, payload: smallPage() });
    expect(badSlug.statusCode).toBe(400);
    expect(badSlug.json().errors[0].field).toBe('slug');

    const unknown = '60000000-0000-4000-8000-000000000099';
    expect((await ctx.as('editor', { method: 'PUT', url: `${admin}/${unknown}`, payload: smallPage() })).statusCode).toBe(404);
    expect((await ctx.as('editor', { method: 'POST', url: `${admin}/${unknown}/publish` })).statusCode).toBe(404);
    expect((await ctx.as('editor', { url: `${admin}/${unknown}/versions` })).statusCode).toBe(404);
    expect((await ctx.as('editor', { url: `${admin}/not-a-uuid` })).statusCode).toBe(400);
  });

  it('lists pages with their language and state, latest change first, paged', async () => {
    const list = (await ctx.as('editor', { url: `${admin}?limit=2` })).json().data;
    expect(list.total).toBeGreaterThanOrEqual(4);
    expect(list.list).toHaveLength(2);
    const all = (await ctx.as('editor', { url: `${admin}?limit=100` })).json().data.list;
    const seeded = all.filter((p: { id: string }) => (Object.values(ACTIVITY_DEMO_IDS) as string[]).includes(p.id));
    expect(seeded.map((p: { slug: string; language: string }) => `${p.slug}:${p.language}`).sort()).toEqual([
      'growth-check-en:en-US',
      'growth-check-zh:zh-CN',
      'summer-myopia-check-en:en-US',
      'summer-myopia-check-zh:zh-CN',
    ]);
  });
});

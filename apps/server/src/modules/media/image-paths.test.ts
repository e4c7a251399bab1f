import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPPED_IMAGE_PATHS } from '@sprout/contracts';
import { REPO_ROOT } from '../../config/env.ts';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { both, doctor } from '../../test-support/editor-api.ts';
import { createTestContext, type TestContext } from '../../test-support/test-app.ts';
import { solidPng, tinyPdf } from './test-files.ts';

let ctx: TestContext;
let uploaded: string;
let pdf: string;
beforeAll(async () => {
  ctx = await createTestContext();
  const send = async (bytes: Buffer, type: string) =>
    (
      await ctx.as('editor', { method: 'POST', url: '/app-web2/admin/media?filename=f', headers: { 'content-type': type }, payload: bytes })
    ).json().data.path as string;
  uploaded = await send(solidPng([7, 7, 70]), 'image/png');
  pdf = await send(tinyPdf(), 'application/pdf');
});
afterAll(async () => ctx?.close());

const MISSING = '/media/00000000-0000-4000-8000-00000000abcd';
const fieldsOf = (body: { errors?: Array<{ field: string; message: string }> }) => (body.errors ?? []).map((e) => e.field);

const page = (shareImage: string, bannerSrc: string) => ({
  schemaVersion: 1,
  page: { title: '六一', language: 'zh-CN', share: { title: '六一', imageUrl: shareImage } },
  globalWidgets: { type: 'GlobalWidgetContainer', widgets: [] },
  containers: [{ type: 'WidgetContainer', widgets: [{ type: 'ImageModule', image: { src: bannerSrc, width: 750, height: 520 } }] }],
});
const article = (coverImage: string) => ({
  title: both('封面', 'Cover'),
  summary: both('摘要', 'Summary'),
  body: both('<p>正文</p>', '<p>Body</p>'),
  topic: 'growth',
  coverImage,
});
const clinic = (photos: string[]) => ({
  name: both('新诊所', 'New clinic'),
  address: both('上海', 'Shanghai'),
  phone: '021-6000 0009',
  photos,
});

describe('image paths that do not resolve are refused on every save', () => {
  it('keeps the shipped list equal to apps/web/public', () => {
    const root = path.join(REPO_ROOT, 'apps/web/public');
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const full = path.join(dir, name);
        return statSync(full).isDirectory() ? walk(full) : [`/${path.relative(root, full).split(path.sep).join('/')}`];
      });
    const images = walk(root).filter((p) => /\.(svg|png|jpe?g|webp|gif)$/.test(p));
    expect([...SHIPPED_IMAGE_PATHS].sort()).toEqual(images.sort());
  });

  it('activity page: the share-card image and an image widget, each named by its path', async () => {
    const bad = await ctx.as('editor', {
      method: 'POST',
      url: '/app-web2/admin/activity_pages',
      payload: page('/activity/nope.png', MISSING),
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json())).toEqual(['page.share.imageUrl', 'containers.0.widgets.0.image.src']);
    const good = await ctx.as('editor', {
      method: 'POST',
      url: '/app-web2/admin/activity_pages',
      payload: page('/activity/growth-share.svg', uploaded),
    });
    expect(good.statusCode, good.body).toBe(200);
    const again = await ctx.as('editor', {
      method: 'PUT',
      url: `/app-web2/admin/activity_pages/${good.json().data.id}`,
      payload: page(pdf, uploaded),
    });
    expect(again.statusCode, 'a PDF is no image').toBe(400);
    expect(fieldsOf(again.json())).toEqual(['page.share.imageUrl']);
  });

  it('article cover', async () => {
    const bad = await ctx.as('editor', { method: 'POST', url: '/app-web2/admin/articles', payload: article('/img/cover.png') });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json())).toEqual(['coverImage']);
    expect(bad.json().errors[0].message).toMatch(/媒体库/);
    for (const ok of [uploaded, 'https://cdn.example.com/cover.png']) {
      expect((await ctx.as('editor', { method: 'POST', url: '/app-web2/admin/articles', payload: article(ok) })).statusCode, ok).toBe(200);
    }
  });

  it('clinic photos and doctor photo', async () => {
    const bad = await ctx.as('editor', {
      method: 'PUT',
      url: `/app-web2/admin/clinics/${DEMO_IDS.clinics.xuhui}`,
      payload: clinic(['/clinic-photos/xuhui-reception.svg', '/clinic-photos/gone.jpg']),
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json())).toEqual(['photos.1']);
    const created = await ctx.as('editor', { method: 'POST', url: '/app-web2/admin/clinics', payload: clinic([uploaded]) });
    expect(created.statusCode, created.body).toBe(200);

    const badDoctor = await ctx.as('editor', {
      method: 'POST',
      url: '/app-web2/admin/doctors',
      payload: doctor({ signInPhone: null, photo: MISSING }),
    });
    expect(badDoctor.statusCode).toBe(400);
    expect(fieldsOf(badDoctor.json())).toEqual(['photo']);
    const goodDoctor = await ctx.as('editor', {
      method: 'POST',
      url: '/app-web2/admin/doctors',
      payload: doctor({ signInPhone: null, photo: '/doctor-photos/chen.svg' }),
    });
    expect(goodDoctor.statusCode, goodDoctor.body).toBe(200);
  });
});

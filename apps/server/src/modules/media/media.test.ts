import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, media } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test-support/test-app.ts';
import { solidPng, tinyPdf } from './test-files.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const upload = (persona: Parameters<TestContext['as']>[0], bytes: Buffer, type: string, filename = 'banner.png') =>
  ctx.as(persona, {
    method: 'POST',
    url: `/app-web2/admin/media?filename=${encodeURIComponent(filename)}`,
    headers: { 'content-type': type },
    payload: bytes,
  });
const mediaRows = async () => (await ctx.database.db.select({ id: media.id }).from(media)).length;

describe('media upload', () => {
  it('is for editors only: nobody 401, parents and doctors 403, and nothing is stored', async () => {
    const png = solidPng([1, 2, 3]);
    const before = await mediaRows();
    expect((await upload('nobody', png, 'image/png')).statusCode).toBe(401);
    for (const persona of ['parentWang', 'doctorChen'] as const) {
      const res = await upload(persona, png, 'image/png');
      expect(res.statusCode, persona).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    for (const persona of ['nobody', 'parentWang', 'doctorChen'] as const) {
      expect((await ctx.as(persona, { url: '/app-web2/admin/media' })).statusCode).toBeGreaterThanOrEqual(401);
    }
    expect(await mediaRows()).toBe(before);
  });

  it('stores an image, lists it newest first, serves it, and audits the upload', async () => {
    const png = solidPng([200, 30, 30]);
    const res = await upload('editor', png, 'image/png', '横幅 banner.png');
    expect(res.statusCode).toBe(200);
    const item = res.json().data;
    expect(item).toMatchObject({ kind: 'image', contentType: 'image/png', sizeBytes: png.length, filename: '横幅 banner.png' });
    expect(item.path).toBe(`/media/${item.id}`);
    await upload('editor', solidPng([30, 200, 30]), 'image/png', 'second.png');
    const list = (await ctx.as('editor', { url: '/app-web2/admin/media?limit=2' })).json().data;
    expect(list.list.map((m: { filename: string }) => m.filename)).toEqual(['second.png', '横幅 banner.png']);
    expect(list.total).toBeGreaterThanOrEqual(2);

    const file = await ctx.app.inject({ url: item.path });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toContain('immutable');
    expect(file.headers['content-disposition']).toBeUndefined();
    expect(file.rawPayload.equals(png)).toBe(true);

    const audited = await ctx.database.db.select().from(auditEvents);
    expect(audited.some((e) => e.method === 'POST' && e.target === '/app-web2/admin/media' && e.status === 200)).toBe(true);
  });

  it('answers the same media for the same bytes (sha256), whatever the name', async () => {
    const png = solidPng([10, 20, 250]);
    const first = (await upload('editor', png, 'image/png', 'a.png')).json().data;
    const before = await mediaRows();
    const again = await upload('editor', png, 'image/png', 'b.png');
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.id);
    expect(await mediaRows()).toBe(before);
  });

  it('serves a PDF as an attachment with its name', async () => {
    const res = await upload('editor', tinyPdf(), 'application/pdf', '化验单 report.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.kind).toBe('document');
    const file = await ctx.app.inject({ url: res.json().data.path });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename=".*report\.pdf"; filename\*=UTF-8''/);
  });

  it('refuses by the file’s own bytes: an HTML page sent as image/png, a JPEG sent as PNG, text/html at all', async () => {
    const before = await mediaRows();
    const html = await upload('editor', Buffer.from('<html><script>alert(1)</script></html>'), 'image/png');
    expect(html.statusCode).toBe(400);
    expect(html.json().errors.map((e: { field: string }) => e.field)).toEqual(['body']);
    const jpeg = await upload('editor', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'image/png');
    expect(jpeg.statusCode).toBe(400);
    expect(jpeg.json().errors[0].field).toBe('Content-Type');
    const wrongHeader = await upload('editor', solidPng([5, 5, 5]), 'text/html');
    expect(wrongHeader.statusCode).toBe(400);
    expect(wrongHeader.json()).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'body' }] });
    const empty = await upload('editor', Buffer.alloc(0), 'image/png');
    expect(empty.statusCode).toBe(400);
    expect(await mediaRows()).toBe(before);
  });

  it('refuses an image over 5 MB and any file over 10 MB with 413 in the envelope', async () => {
    const before = await mediaRows();
    const big = Buffer.concat([solidPng([1, 1, 1]), Buffer.alloc(5 * 1024 * 1024)]);
    const image = await upload('editor', big, 'image/png');
    expect(image.statusCode).toBe(413);
    expect(image.json()).toMatchObject({ code: 'TOO_LARGE', data: null });
    const huge = await upload('editor', Buffer.concat([tinyPdf(), Buffer.alloc(10 * 1024 * 1024)]), 'application/pdf');
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('TOO_LARGE');
    expect(await mediaRows()).toBe(before);
  });

  it('answers 404 in the envelope for an unknown or malformed id', async () => {
    for (const url of ['/media/00000000-0000-4000-8000-000000000000', '/media/not-an-id']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', data: null });
    }
  });

  it('deletes an unused item (editors only, audited) and refuses one a clinic still shows', async () => {
    const item = (await upload('editor', solidPng([99, 99, 1]), 'image/png')).json().data;
    expect((await ctx.as('parentWang', { method: 'DELETE', url: `/app-web2/admin/media/${item.id}` })).statusCode).toBe(403);
    const removed = await ctx.as('editor', { method: 'DELETE', url: `/app-web2/admin/media/${item.id}` });
    expect(removed.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: item.path })).statusCode).toBe(404);
    expect((await ctx.as('editor', { method: 'DELETE', url: `/app-web2/admin/media/${item.id}` })).statusCode).toBe(404);

    const used = (await upload('editor', solidPng([1, 99, 99]), 'image/png')).json().data;
    const clinics = (await ctx.as('editor', { url: '/app-web2/admin/clinics' })).json().data;
    const { shopId, doctorCount: _count, createdAt: _created, ...clinic } = clinics[0];
    const saved = await ctx.as('editor', {
      method: 'PUT',
      url: `/app-web2/admin/clinics/${shopId}`,
      payload: { ...clinic, photos: [used.path] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const refused = await ctx.as('editor', { method: 'DELETE', url: `/app-web2/admin/media/${used.id}` });
    expect(refused.statusCode).toBe(409);
    expect((await ctx.app.inject({ url: used.path })).statusCode).toBe(200);
  });
});

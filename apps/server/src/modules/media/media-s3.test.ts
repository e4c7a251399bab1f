import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.ts';
import { media } from '../../db/schema/index.ts';
import { withFakeS3 } from '../../test-support/fake-s3-context.ts';
import { solidPng } from './test-files.ts';

const held = withFakeS3();

describe('media in S3-compatible storage', () => {
  it('puts the bytes in the bucket, keeps only the key in the row, serves them back and deletes them', async () => {
    const png = solidPng([12, 34, 56]);
    const res = await held.ctx.as('editor', {
      method: 'POST',
      url: '/app-web2/admin/media?filename=s3.png',
      headers: { 'content-type': 'image/png' },
      payload: png,
    });
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().data;
    const key = `sprout-media/media/${item.sha256}`;
    expect(held.s3.objects.get(key)?.body.equals(png)).toBe(true);
    const [row] = await held.ctx.database.db.select().from(media).where(eq(media.id, item.id));
    expect(row).toMatchObject({ data: null, storageKey: `media/${item.sha256}` });

    const file = await held.ctx.app.inject({ url: item.path });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(png)).toBe(true);

    expect((await held.ctx.as('editor', { method: 'DELETE', url: `/app-web2/admin/media/${item.id}` })).statusCode).toBe(200);
    expect(held.s3.objects.has(key)).toBe(false);
    expect(held.s3.requests).toEqual([`PUT /${key}`, `GET /${key}`, `DELETE /${key}`]);
  });
});

describe('S3 settings', () => {
  it('need both keys with a bucket, and are off without one', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).s3).toBeNull();
    expect(() => loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'b' })).toThrow(
      /S3_ACCESS_KEY_ID: required with S3_BUCKET[\s\S]*S3_SECRET_ACCESS_KEY/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_ENDPOINT: 'ftp://x' }),
    ).toThrow(/S3_ENDPOINT/);
  });
});

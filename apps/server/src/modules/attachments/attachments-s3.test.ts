import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberAttachments } from '../../db/schema/index.ts';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { withFakeS3 } from '../../test-support/fake-s3-context.ts';
import { solidPng, tinyPdf } from '../media/test-files.ts';

const held = withFakeS3();

const { boyHaoran: boy, babyXiaoyu: baby } = DEMO_IDS.members;

describe('report attachments in S3-compatible storage', () => {
  it('put the bytes in the bucket under the child, keep only the key in the row, and serve them to the family', async () => {
    const pdf = tinyPdf();
    const res = await held.ctx.as('doctorChen', {
      method: 'POST',
      url: `/app-web2/family_members/${boy}/attachments?filename=lab.pdf`,
      headers: { 'content-type': 'application/pdf' },
      payload: pdf,
    });
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().data;
    const [row] = await held.ctx.database.db.select().from(memberAttachments).where(eq(memberAttachments.id, item.id));
    const key = `attachments/${boy}/${row!.sha256}`;
    expect(row).toMatchObject({ data: null, storageKey: key });
    expect(held.s3.objects.get(`sprout-media/${key}`)?.body.equals(pdf)).toBe(true);

    const file = await held.ctx.as('parentWang', { url: item.path });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload.equals(pdf)).toBe(true);
    // Another family is refused before the bucket is asked.
    expect((await held.ctx.as('parentLi', { url: item.path })).statusCode).toBe(404);
    expect(held.s3.requests).toEqual([`PUT /sprout-media/${key}`, `GET /sprout-media/${key}`]);
  });
});

describe('erasing a child', () => {
  it('removes its attachment files from the bucket, and leaves another child’s', async () => {
    const upload = async (member: string) =>
      (
        await held.ctx.as('doctorChen', {
          method: 'POST',
          url: `/app-web2/family_members/${member}/attachments?filename=scan.png`,
          headers: { 'content-type': 'image/png' },
          payload: solidPng([9, 9, 9]),
        })
      ).json().data;
    const babys = await upload(baby);
    await upload(boy);
    const [row] = await held.ctx.database.db.select().from(memberAttachments).where(eq(memberAttachments.id, babys.id));
    const babyKey = `sprout-media/attachments/${baby}/${row!.sha256}`;
    const boyKey = `sprout-media/attachments/${boy}/${row!.sha256}`;
    expect(held.s3.objects.has(babyKey) && held.s3.objects.has(boyKey)).toBe(true);

    const erased = await held.ctx.as('parentWang', { method: 'DELETE', url: `/app-web2/family_members/${baby}` });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(held.s3.objects.has(babyKey)).toBe(false);
    expect(held.s3.requests).toContain(`DELETE /${babyKey}`);
    expect(held.s3.objects.has(boyKey)).toBe(true);
    expect(await held.ctx.database.db.select().from(memberAttachments).where(eq(memberAttachments.familyMemberId, baby))).toEqual([]);
  });

  it('removes every child’s files when the parent deletes the account', async () => {
    const keys = [...held.s3.objects.keys()].filter((key) => key.startsWith(`sprout-media/attachments/${boy}/`));
    expect(keys.length).toBeGreaterThan(0);
    const erased = await held.ctx.as('parentWang', {
      method: 'DELETE',
      url: '/app-web2/account',
      payload: { confirmPhone: '13800000001' },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    for (const key of keys) expect(held.s3.objects.has(key), key).toBe(false);
  });
});

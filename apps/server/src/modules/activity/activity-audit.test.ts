import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { createTestContext, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const admin = '/app-web2/admin/activity_pages';
const page = (title: string) => ({
  schemaVersion: 1,
  page: { title, language: 'en-US', share: { title, imageUrl: '/activity/growth-share.svg' } },
  containers: [
    {
      type: 'WidgetContainer',
      widgets: [{ type: 'ImageModule', image: { src: '/activity/growth-banner-en.svg', width: 750, height: 520 } }],
    },
  ],
});

describe('the audit trail of campaign page edits', () => {
  it('records every write of the editor (save, publish, roll back, window, take offline) with the page it touched', async () => {
    const created = (await ctx.as('editor', { method: 'POST', url: admin, payload: page('Audit day') })).json().data;
    const target = `${admin}/${created.id}`;
    await ctx.as('editor', { method: 'PUT', url: target, payload: page('Audit day, second') });
    await ctx.as('editor', { method: 'POST', url: `${target}/publish`, payload: { version: 2 } });
    // Rolling back is one call: publish the older version.
    const rolledBack = await ctx.as('editor', { method: 'POST', url: `${target}/publish`, payload: { version: 1 } });
    expect(rolledBack.json().data).toMatchObject({ publishedVersion: 1, currentVersion: 2 });
    await ctx.as('editor', { method: 'PUT', url: `${target}/window`, payload: { startsAt: null, endsAt: '2020-01-01T00:00:00Z' } });
    await ctx.as('editor', { method: 'POST', url: `${target}/unpublish` });

    const events = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.accountId, DEMO_IDS.accounts.editor))
      .orderBy(desc(auditEvents.id))
      .limit(6);
    expect(events.map((e) => [e.method, e.target])).toEqual([
      ['POST', `${target}/unpublish`],
      ['PUT', `${target}/window`],
      ['POST', `${target}/publish`],
      ['POST', `${target}/publish`],
      ['PUT', target],
      ['POST', admin],
    ]);
    expect(events.every((e) => e.action === 'write' && e.role === 'admin' && e.familyMemberId === null)).toBe(true);
  });

  it('names who saved each version', async () => {
    const created = (await ctx.as('editor', { method: 'POST', url: admin, payload: page('Who saved it') })).json().data;
    const versions = (await ctx.as('editor', { url: `${admin}/${created.id}/versions` })).json().data;
    expect(versions.list[0]).toMatchObject({ version: 1, editedBy: DEMO_IDS.accounts.editor, editedByName: expect.any(String) });
    expect(versions.list[0].editedByName.length).toBeGreaterThan(0);
  });

  it('refuses a rollback to a version that does not exist, naming the field, and writes no audit row', async () => {
    const created = (await ctx.as('editor', { method: 'POST', url: admin, payload: page('No such version') })).json().data;
    const [before] = await ctx.database.db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);
    const res = await ctx.as('editor', { method: 'POST', url: `${admin}/${created.id}/publish`, payload: { version: 9 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('version');
    const [after] = await ctx.database.db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);
    expect(after!.id).toBe(before!.id);
  });
});

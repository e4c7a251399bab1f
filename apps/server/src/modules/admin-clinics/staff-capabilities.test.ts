import { and, desc, eq, like } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountCapabilities, accounts, auditEvents } from '../../db/schema/index.ts';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { signIn } from '../../test-support/editor-api.ts';
import { createTestContext, statusMatrix, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
let plainId: string;
let asPlain: (options: InjectOptions) => Promise<Awaited<ReturnType<TestContext['app']['inject']>>>;
beforeAll(async () => {
  ctx = await createTestContext();
  // A second editor, without staff.manage.
  const [plain] = await ctx.database.db
    .insert(accounts)
    .values({ phone: '13700000066', name: '编辑小周', role: 'admin' })
    .returning({ id: accounts.id });
  plainId = plain!.id;
  const token = (await signIn(ctx, '13700000066')).token;
  asPlain = (options) => ctx.app.inject({ ...options, headers: { token } });
});
afterAll(async () => ctx?.close());

const { editor, doctorChen, doctorZhao, parentLi } = DEMO_IDS.accounts;
const change = (accountId: string, capability: string, granted: boolean, lang = 'en-US') => ({
  method: 'POST' as const,
  url: `/app-web2/admin/staff/${accountId}/capabilities?lang=${lang}`,
  payload: { capability, granted },
});
const held = async () =>
  (await ctx.database.db.select().from(accountCapabilities))
    .map((r) => `${r.accountId}:${r.capability}`)
    .sort()
    .join(' ');
const lastAudit = async () => (await ctx.database.db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1))[0]!;
/** A success leaves the change's row and, after it, the audit hook's row naming the path. */
const recentTargets = async () =>
  (await ctx.database.db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(2)).map((e) => e.target);

// Issue 30: who may manage staff is its own permission; every grant, revoke and refusal is on the audit trail.
describe('staff permissions', () => {
  it('lists doctors and editors (never parents) with what they hold, for editors only, as an audited read', async () => {
    const res = await ctx.as('editor', { url: '/app-web2/admin/staff' });
    expect(res.statusCode).toBe(200);
    const { list, canManage } = res.json().data;
    expect(canManage).toBe(true);
    const ids = list.map((m: { accountId: string }) => m.accountId);
    expect(ids).toEqual(expect.arrayContaining([editor, doctorChen, doctorZhao, plainId]));
    expect(ids).not.toContain(parentLi);
    expect(list.find((m: { accountId: string }) => m.accountId === editor)).toMatchObject({
      role: 'admin',
      phone: '137****0001',
      capabilities: ['staff.manage'],
      grantable: ['staff.manage'],
    });
    expect(list.find((m: { accountId: string }) => m.accountId === doctorChen)).toMatchObject({ grantable: ['records.amendClinic'] });
    expect(await lastAudit()).toMatchObject({ accountId: editor, action: 'read', target: '/app-web2/admin/staff' });
    expect((await asPlain({ url: '/app-web2/admin/staff' })).json().data.canManage).toBe(false);
    const matrix = await statusMatrix(ctx, () => ({ url: '/app-web2/admin/staff' }));
    expect(matrix).toEqual({ nobody: 401, owner: 403, otherParent: 403, clinicDoctor: 403, otherDoctor: 403, editor: 200 });
  });

  it('lets a holder of staff.manage grant and revoke, auditing each, and a repeat changes nothing', async () => {
    const granted = await ctx.as('editor', change(doctorChen, 'records.amendClinic', true));
    expect(granted.statusCode).toBe(200);
    expect(granted.json().data).toMatchObject({ accountId: doctorChen, capabilities: ['records.amendClinic'] });
    expect(await recentTargets()).toContain(`staff.manage grant records.amendClinic account ${doctorChen}`);
    const again = await ctx.as('editor', change(doctorChen, 'records.amendClinic', true));
    expect(again.json().data.capabilities).toEqual(['records.amendClinic']);
    expect(await recentTargets()).toContain(`staff.manage grant records.amendClinic account ${doctorChen} unchanged`);
    const revoked = await ctx.as('editor', change(doctorChen, 'records.amendClinic', false));
    expect(revoked.json().data.capabilities).toEqual([]);
    expect(await recentTargets()).toContain(`staff.manage revoke records.amendClinic account ${doctorChen}`);
  });

  it('refuses an editor without staff.manage, doctors and parents, audits the refusal, and changes nothing', async () => {
    const before = await held();
    const refused = await asPlain(change(doctorChen, 'records.amendClinic', true));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/staff-management permission/);
    expect(await lastAudit()).toMatchObject({
      accountId: plainId,
      status: 403,
      target: `staff.manage refused grant records.amendClinic account ${doctorChen}`,
    });
    // Nor can they give it to themselves.
    expect((await asPlain(change(plainId, 'staff.manage', true))).statusCode).toBe(403);
    const matrix = await statusMatrix(ctx, (caller) => change(doctorZhao, 'records.amendClinic', caller !== 'editor'));
    expect(matrix).toEqual({ nobody: 401, owner: 403, otherParent: 403, clinicDoctor: 403, otherDoctor: 403, editor: 200 });
    expect(await held()).toBe(before);
  });

  it('refuses a permission that does not fit the role, a parent or unknown account, and bad bodies, naming the field', async () => {
    const before = await held();
    const wrongRole = await ctx.as('editor', change(doctorChen, 'staff.manage', true));
    expect(wrongRole.statusCode).toBe(400);
    expect(wrongRole.json().errors).toEqual([{ field: 'capability', message: expect.stringMatching(/role/) }]);
    expect((await ctx.as('editor', change(plainId, 'records.amendClinic', true))).statusCode).toBe(400);
    expect((await ctx.as('editor', change(parentLi, 'records.amendClinic', true))).statusCode).toBe(404);
    expect((await ctx.as('editor', change('99999999-0000-4000-8000-000000000000', 'staff.manage', true))).statusCode).toBe(404);
    const bad = await ctx.as('editor', change(doctorChen, 'root', true));
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().errors)).toContain('capability');
    expect(
      (await ctx.as('editor', { ...change(doctorChen, 'records.amendClinic', true), payload: { capability: 'records.amendClinic' } }))
        .statusCode,
    ).toBe(400);
    expect(await held()).toBe(before);
  });

  it('never lets the last holder of staff.manage lose it, in both languages; with a second holder one may step down', async () => {
    for (const [lang, text] of [
      ['zh-CN', /最后一位/],
      ['en-US', /no one else/],
    ] as const) {
      const res = await ctx.as('editor', change(editor, 'staff.manage', false, lang));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'granted', message: expect.stringMatching(text) }]);
    }
    expect(await lastAudit()).toMatchObject({ status: 400, target: `staff.manage refused revoke staff.manage account ${editor}` });
    expect((await ctx.as('editor', change(plainId, 'staff.manage', true))).json().data.capabilities).toEqual(['staff.manage']);
    // Now the second editor manages staff, and may take the permission from the first, but not then lose it too.
    expect((await asPlain(change(editor, 'staff.manage', false))).statusCode).toBe(200);
    expect((await ctx.as('editor', change(plainId, 'staff.manage', false))).statusCode).toBe(403);
    expect((await asPlain(change(plainId, 'staff.manage', false))).statusCode).toBe(400);
    const holders = await ctx.database.db.select().from(accountCapabilities).where(eq(accountCapabilities.capability, 'staff.manage'));
    expect(holders.map((h) => h.accountId)).toEqual([plainId]);
    // Put back for the demo's other tests.
    await asPlain(change(editor, 'staff.manage', true));
  });

  it('keeps one holder when two managers revoke each other at the same moment', async () => {
    await ctx.as('editor', change(plainId, 'staff.manage', true));
    const [a, b] = await Promise.all([
      ctx.as('editor', change(plainId, 'staff.manage', false)),
      asPlain(change(editor, 'staff.manage', false)),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 403]);
    const holders = await ctx.database.db
      .select()
      .from(accountCapabilities)
      .where(and(eq(accountCapabilities.capability, 'staff.manage')));
    expect(holders).toHaveLength(1);
    const refusals = await ctx.database.db.select().from(auditEvents).where(like(auditEvents.target, 'staff.manage refused revoke%'));
    expect(refusals.length).toBeGreaterThan(0);
  });
});

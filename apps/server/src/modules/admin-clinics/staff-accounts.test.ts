import { desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditEvents, doctors } from '../../db/schema/index.ts';
import { DEMO_IDS, DEMO_PHONES } from '../../db/seed/demo-people.ts';
import { accountRoles, both, doctor, fieldsOf, roleOf, rows, signIn } from '../../test-support/editor-api.ts';
import { createTestContext, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

/**
 * Issue 30: a doctor's sign-in phone never turns an existing account into a doctor's; setting, changing or
 * clearing one is the staff.manage permission's, audited when used and when refused; a role change ends sessions.
 */
describe('staff accounts behind doctors', () => {
  it('never turns an existing account into a doctor: a parent’s, an editor’s or another doctor’s phone is a 409 on the field, in both languages', async () => {
    const parentToken = await ctx.tokenFor('parentLi');
    const me = () => ctx.app.inject({ url: '/app-web2/auth/me', headers: { token: parentToken } });
    const lin = () => ctx.as('editor', { url: `/app-web2/admin/doctors/${DEMO_IDS.doctors.lin}` });
    const before = { doctors: await rows(ctx, doctors), accounts: await accountRoles(ctx), lin: (await lin()).json().data };
    expect(before.lin.signInPhone).toBeNull();
    const cases: Array<[string, RegExp, RegExp]> = [
      [DEMO_PHONES.parentLi, /家长账号/, /belongs to a parent account/],
      [DEMO_PHONES.editor, /编辑/, /editor’s sign-in phone/],
      [DEMO_PHONES.doctorChen, /另一位医生/, /another doctor/],
    ];
    for (const [phone, zh, en] of cases) {
      for (const [lang, text] of [
        ['zh-CN', zh],
        ['en-US', en],
      ] as const) {
        const res = await ctx.as('editor', {
          method: 'POST',
          url: `/app-web2/admin/doctors?lang=${lang}`,
          payload: doctor({ signInPhone: phone }),
        });
        expect(res.statusCode, phone).toBe(409);
        const body = res.json();
        expect(body.code).toBe('RECORD_EXISTS');
        expect(body.message).toMatch(text);
        expect(body.errors).toEqual([{ field: 'signInPhone', message: expect.stringMatching(text) }]);
      }
      // The same phone put on an existing doctor is refused the same way.
      const put = await ctx.as('editor', {
        method: 'PUT',
        url: `/app-web2/admin/doctors/${DEMO_IDS.doctors.lin}`,
        payload: doctor({ signInPhone: phone, clinicIds: [DEMO_IDS.clinics.pudong] }),
      });
      expect(put.statusCode, phone).toBe(409);
      expect(fieldsOf(put.json())).toEqual(['signInPhone']);
    }
    expect(await rows(ctx, doctors)).toBe(before.doctors);
    expect(await accountRoles(ctx), 'no account changed role').toEqual(before.accounts);
    expect((await lin()).json().data, 'the doctor is as it was').toEqual(before.lin);
    // The parent's open session is the parent's still, and reaches no clinic child.
    expect((await me()).json().data).toMatchObject({ role: 'parent', phone: DEMO_PHONES.parentLi });
    const record = `/app-web2/family_members/${DEMO_IDS.members.boyHaoran}/health_record`;
    expect((await ctx.app.inject({ url: record, headers: { token: parentToken } })).statusCode).toBe(404);
  });

  it('gives a new phone doctor access, and a changed phone loses doctor access and its sessions at once', async () => {
    const created = (
      await ctx.as('editor', {
        method: 'POST',
        url: '/app-web2/admin/doctors',
        payload: doctor({ signInPhone: '13811110000', name: both('吴医生', 'Dr Wu') }),
      })
    ).json().data;
    const first = await signIn(ctx, '13811110000');
    expect(first.account.role).toBe('doctor');
    const me = () => ctx.app.inject({ url: '/app-web2/auth/me', headers: { token: first.token } });
    expect((await me()).json().data.role).toBe('doctor');

    const res = await ctx.as('editor', {
      method: 'PUT',
      url: `/app-web2/admin/doctors/${created.id}`,
      payload: doctor({ signInPhone: '13811110001', name: both('吴医生', 'Dr Wu'), clinicIds: [DEMO_IDS.clinics.pudong] }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ signInPhone: '13811110001', clinics: [{ shopId: DEMO_IDS.clinics.pudong }] });
    expect((await me()).statusCode).toBe(401);
    expect(await roleOf(ctx, '13811110000')).toBe('parent');
    expect((await signIn(ctx, '13811110001')).account.role).toBe('doctor');
    // The old phone, a parent account now, cannot be given back: it would carry that account's sessions and data.
    const back = await ctx.as('editor', {
      method: 'PUT',
      url: `/app-web2/admin/doctors/${created.id}`,
      payload: doctor({ signInPhone: '13811110000', name: both('吴医生', 'Dr Wu') }),
    });
    expect(back.statusCode).toBe(409);
    expect(
      (
        await ctx.as('editor', {
          method: 'PUT',
          url: '/app-web2/admin/doctors/99999999-0000-4000-8000-000000000000',
          payload: doctor({ signInPhone: null }),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lets only an editor holding staff.manage set, change or clear a sign-in phone; others keep the doctor card, and both are on the audit trail', async () => {
    // A second editor, without the permission.
    const [plain] = await ctx.database.db
      .insert(accounts)
      .values({ phone: '13700000055', name: '编辑小李', role: 'admin' })
      .returning({ id: accounts.id });
    const token = (await signIn(ctx, '13700000055')).token;
    const asPlain = (options: InjectOptions) => ctx.app.inject({ ...options, headers: { token } });
    const before = { doctors: await rows(ctx, doctors), accounts: await accountRoles(ctx) };

    const refusals = [
      { method: 'POST', url: '/app-web2/admin/doctors?lang=en-US', payload: doctor({ signInPhone: '13900000088' }) },
      { method: 'PUT', url: `/app-web2/admin/doctors/${DEMO_IDS.doctors.lin}?lang=en-US`, payload: doctor({ signInPhone: '13900000088' }) },
      { method: 'PUT', url: `/app-web2/admin/doctors/${DEMO_IDS.doctors.chen}?lang=en-US`, payload: doctor({ signInPhone: null }) },
      {
        method: 'PUT',
        url: `/app-web2/admin/doctors/${DEMO_IDS.doctors.chen}?lang=en-US`,
        payload: doctor({ signInPhone: '13900000088' }),
      },
    ] as const;
    for (const call of refusals) {
      const res = await asPlain(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'FORBIDDEN',
        errors: [{ field: 'signInPhone', message: expect.stringMatching(/staff-management/) }],
      });
      const [event] = await ctx.database.db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);
      expect(event).toMatchObject({ accountId: plain!.id, role: 'admin', action: 'write', status: 403 });
      expect(event!.target).toBe(`staff.manage refused ${call.url.split('?')[0]}`);
    }
    expect(await rows(ctx, doctors)).toBe(before.doctors);
    expect(await accountRoles(ctx)).toEqual(before.accounts);
    expect((await ctx.as('editor', { url: `/app-web2/admin/doctors/${DEMO_IDS.doctors.chen}` })).json().data.signInPhone).toBe(
      DEMO_PHONES.doctorChen,
    );

    // Without the permission an editor still edits a doctor's card and keeps the phone as it is.
    const card = await asPlain({
      method: 'PUT',
      url: `/app-web2/admin/doctors/${DEMO_IDS.doctors.chen}`,
      payload: doctor({ signInPhone: DEMO_PHONES.doctorChen, name: both('陈静', 'Dr Chen Jing'), tags: [] }),
    });
    expect(card.statusCode).toBe(200);
    expect(card.json().data).toMatchObject({ signInPhone: DEMO_PHONES.doctorChen, tags: [] });
    const cardless = await asPlain({ method: 'POST', url: '/app-web2/admin/doctors', payload: doctor({ signInPhone: null }) });
    expect(cardless.statusCode).toBe(200);

    // The editor holding it: the use is its own audit row, naming the doctor and the account linked.
    const granted = await ctx.as('editor', {
      method: 'POST',
      url: '/app-web2/admin/doctors',
      payload: doctor({ signInPhone: '13900000088' }),
    });
    expect(granted.statusCode).toBe(200);
    const [linked] = await ctx.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.phone, '13900000088'));
    const events = await ctx.database.db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(2);
    expect(events.map((e) => e.target)).toEqual(
      expect.arrayContaining([`staff.manage doctor ${granted.json().data.id} linked ${linked!.id} unlinked -`, '/app-web2/admin/doctors']),
    );
    expect(events.every((e) => e.accountId === DEMO_IDS.accounts.editor && e.status === 200)).toBe(true);
  });

  it('ends an account’s sessions whenever its role changes, by whatever path', async () => {
    const session = await signIn(ctx, '13811112222');
    const me = () => ctx.app.inject({ url: '/app-web2/auth/me', headers: { token: session.token } });
    expect((await me()).statusCode).toBe(200);
    await ctx.database.db.update(accounts).set({ name: '改名' }).where(eq(accounts.phone, '13811112222'));
    expect((await me()).statusCode, 'a change that is not of the role keeps the session').toBe(200);
    await ctx.database.db.update(accounts).set({ role: 'doctor' }).where(eq(accounts.phone, '13811112222'));
    expect((await me()).statusCode).toBe(401);
  });
});

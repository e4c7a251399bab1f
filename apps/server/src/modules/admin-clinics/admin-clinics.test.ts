import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc, eq } from 'drizzle-orm';
import { accounts, auditEvents, clinics, doctors } from '../../db/schema/index.ts';
import { DEMO_IDS, DEMO_PHONES } from '../../db/seed/demo-people.ts';
import { createTestContext, statusMatrix, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const both = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en });
const clinic = {
  name: both('禾苗儿童健康中心（静安）', 'Sprout Children’s Health Centre, Jing’an'),
  address: both('上海市静安区南京西路 1 号', '1 West Nanjing Road, Jing’an, Shanghai'),
  phone: '021-6000 0003',
  photos: ['/clinic-photos/xuhui-1.jpg', 'https://cdn.example.com/jingan.jpg'],
  openingHours: [both('周一至周日 08:30–17:30', 'Mon–Sun 08:30–17:30')],
  services: [both('儿童保健', 'Well-child care'), both('眼轴检查', 'Axial length check')],
  introduction: both('新开的诊所。', 'Our newest clinic.'),
  latitude: 31.2286,
  longitude: 121.4547,
};
const doctor = (over: Record<string, unknown> = {}) => ({
  name: both('周医生', 'Dr Zhou'),
  title: both('主治医师', 'Attending physician'),
  photo: null,
  tags: [both('近视防控', 'Myopia control')],
  introduction: both('', ''),
  specialties: both('儿童近视', 'Myopia in children'),
  clinicIds: [DEMO_IDS.clinics.xuhui],
  signInPhone: '13900000077',
  ...over,
});
const rows = async (table: typeof clinics | typeof doctors) => (await ctx.database.db.select({ n: count() }).from(table))[0]!.n;
const accountRoles = async () =>
  (await ctx.database.db.select({ phone: accounts.phone, role: accounts.role }).from(accounts).orderBy(accounts.phone)).map(
    (a) => `${a.phone}:${a.role}`,
  );
const fieldsOf = (body: { errors?: Array<{ field: string }> }) => (body.errors ?? []).map((e) => e.field);

/** Signs a phone in through the real calls and returns the account the server says it is. */
async function signIn(phone: string) {
  const sent = await ctx.app.inject({ method: 'POST', url: '/app-web2/auth/sms_code', payload: { phone } });
  const login = await ctx.app.inject({ method: 'POST', url: '/app-web2/auth/login', payload: { phone, code: sent.json().data.devCode } });
  return login.json().data as { token: string; account: { role: string; phone: string } };
}

describe('editor API for clinics and doctors', () => {
  it('answers editors only: 401 for nobody and 403 for parents and doctors, on every call', async () => {
    const calls = [
      { method: 'GET', url: '/app-web2/admin/clinics' },
      { method: 'GET', url: `/app-web2/admin/clinics/${DEMO_IDS.clinics.xuhui}` },
      { method: 'POST', url: '/app-web2/admin/clinics', payload: clinic },
      { method: 'PUT', url: `/app-web2/admin/clinics/${DEMO_IDS.clinics.pudong}`, payload: clinic },
      { method: 'GET', url: '/app-web2/admin/doctors' },
      { method: 'GET', url: `/app-web2/admin/doctors/${DEMO_IDS.doctors.chen}` },
      { method: 'POST', url: '/app-web2/admin/doctors', payload: doctor({ signInPhone: null }) },
      { method: 'PUT', url: `/app-web2/admin/doctors/${DEMO_IDS.doctors.lin}`, payload: doctor({ signInPhone: null }) },
    ] as const;
    for (const call of calls) {
      const clinicsBefore = await rows(clinics);
      const matrix = await statusMatrix(ctx, (caller) => ({
        ...call,
        ...(caller === 'editor' ? { method: 'GET' as const, payload: undefined, url: '/app-web2/admin/clinics' } : {}),
      }));
      expect({ ...matrix, editor: undefined }, `${call.method} ${call.url}`).toEqual({
        nobody: 401,
        owner: 403,
        otherParent: 403,
        clinicDoctor: 403,
        otherDoctor: 403,
        editor: undefined,
      });
      expect(await rows(clinics), 'a refused call writes nothing').toBe(clinicsBefore);
    }
  });

  it('lists every clinic in both languages with its doctor count', async () => {
    const res = await ctx.as('editor', { url: '/app-web2/admin/clinics' });
    expect(res.statusCode).toBe(200);
    const xuhui = res.json().data.find((c: { shopId: string }) => c.shopId === DEMO_IDS.clinics.xuhui);
    expect(xuhui.name['zh-CN']).toMatch(/徐汇/);
    expect(xuhui.name['en-US']).toMatch(/Xuhui/);
    expect(xuhui.doctorCount).toBeGreaterThan(0);
  });

  it('adds a clinic that the public clinic pages then show, and records the write in the audit trail', async () => {
    const res = await ctx.as('editor', { method: 'POST', url: '/app-web2/admin/clinics', payload: clinic });
    expect(res.statusCode).toBe(200);
    const created = res.json().data;
    expect(created).toMatchObject({ ...clinic, doctorCount: 0 });
    const page = await ctx.as('nobody', { url: `/app-web2/clinics/${created.shopId}?lang=en-US` });
    expect(page.json().data).toMatchObject({
      name: clinic.name['en-US'],
      services: ['Well-child care', 'Axial length check'],
      latitude: 31.2286,
    });
    const [event] = await ctx.database.db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);
    expect(event).toMatchObject({
      accountId: DEMO_IDS.accounts.editor,
      role: 'admin',
      action: 'write',
      method: 'POST',
      route: '/app-web2/admin/clinics',
      familyMemberId: null,
      target: '/app-web2/admin/clinics',
    });
  });

  it('changes a clinic with every field, and answers 404 for an unknown one', async () => {
    const res = await ctx.as('editor', {
      method: 'PUT',
      url: `/app-web2/admin/clinics/${DEMO_IDS.clinics.pudong}`,
      payload: { ...clinic, name: both('浦东新名字', 'Pudong renamed'), latitude: null, longitude: null },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ shopId: DEMO_IDS.clinics.pudong, name: { 'en-US': 'Pudong renamed' }, latitude: null });
    expect((await ctx.as('nobody', { url: `/app-web2/clinics/${DEMO_IDS.clinics.pudong}?lang=zh-CN` })).json().data.name).toBe(
      '浦东新名字',
    );
    const missing = await ctx.as('editor', {
      method: 'PUT',
      url: '/app-web2/admin/clinics/99999999-0000-4000-8000-000000000000',
      payload: clinic,
    });
    expect(missing.statusCode).toBe(404);
    expect((await ctx.as('editor', { url: '/app-web2/admin/clinics/not-a-uuid' })).statusCode).toBe(400);
  });

  it('refuses a bad clinic with the field named and writes nothing', async () => {
    const before = await rows(clinics);
    const cases: Array<[object, string]> = [
      [{ ...clinic, name: both('', 'x') }, 'name.zh-CN'],
      [{ ...clinic, address: { 'zh-CN': '地址' } }, 'address.en-US'],
      [{ ...clinic, phone: 'call us' }, 'phone'],
      [{ ...clinic, photos: ['javascript:alert(1)'] }, 'photos.0'],
      [{ ...clinic, photos: ['http://insecure.example/a.jpg'] }, 'photos.0'],
      [{ ...clinic, latitude: 91 }, 'latitude'],
      [{ ...clinic, longitude: null }, 'longitude'],
      [{ ...clinic, services: [both('x'.repeat(61), 'y')] }, 'services.0.zh-CN'],
      [{ ...clinic, owner: 'me' }, 'owner'],
    ];
    for (const [payload, field] of cases) {
      const res = await ctx.as('editor', { method: 'POST', url: '/app-web2/admin/clinics', payload });
      expect(res.statusCode, field).toBe(400);
      expect(fieldsOf(res.json()), field).toContain(field);
    }
    expect(await rows(clinics)).toBe(before);
  });

  it('adds a doctor whose sign-in phone then signs in as a doctor of that clinic, with the patient access that brings', async () => {
    const res = await ctx.as('editor', { method: 'POST', url: '/app-web2/admin/doctors', payload: doctor() });
    expect(res.statusCode).toBe(200);
    const created = res.json().data;
    expect(created).toMatchObject({
      name: both('周医生', 'Dr Zhou'),
      signInPhone: '13900000077',
      clinics: [{ shopId: DEMO_IDS.clinics.xuhui }],
    });
    const session = await signIn('13900000077');
    expect(session.account.role).toBe('doctor');
    const record = `/app-web2/family_members/${DEMO_IDS.members.boyHaoran}/health_record`;
    expect((await ctx.app.inject({ url: record, headers: { token: session.token } })).statusCode).toBe(200);
    // The editor who made the doctor still reaches no child's health data: to an editor the record does not exist.
    expect((await ctx.as('editor', { url: record })).statusCode).toBe(404);
    const cards = await ctx.as('nobody', { url: `/app-web2/doctors?clinicId=${DEMO_IDS.clinics.xuhui}&lang=en-US` });
    expect(cards.json().data.map((d: { name: string }) => d.name)).toContain('Dr Zhou');

    const found = await ctx.as('editor', { url: '/app-web2/admin/doctors?q=13900000077' });
    expect(found.json().data.map((d: { id: string }) => d.id)).toEqual([created.id]);
    expect(
      (await ctx.as('editor', { url: `/app-web2/admin/doctors?clinicId=${DEMO_IDS.clinics.pudong}` }))
        .json()
        .data.map((d: { id: string }) => d.id),
    ).not.toContain(created.id);
  });

  it('refuses a doctor with an unknown clinic, no clinic, a bad phone, photo or title on the field, and writes nothing', async () => {
    const before = await rows(doctors);
    const cases: Array<[object, string]> = [
      [doctor({ clinicIds: [DEMO_IDS.clinics.xuhui, '99999999-0000-4000-8000-000000000000'] }), 'clinicIds.1'],
      [doctor({ clinicIds: [] }), 'clinicIds'],
      [doctor({ signInPhone: '12345' }), 'signInPhone'],
      [doctor({ photo: 'data:image/png;base64,AAAA' }), 'photo'],
      [doctor({ title: both('主治', '') }), 'title.en-US'],
    ];
    for (const [payload, field] of cases) {
      const res = await ctx.as('editor', { method: 'POST', url: '/app-web2/admin/doctors', payload });
      expect(res.statusCode, field).toBe(400);
      expect(fieldsOf(res.json()), field).toContain(field);
    }
    expect(await rows(doctors)).toBe(before);
  });

  it('never turns an existing account into a doctor: a parent’s, an editor’s or another doctor’s phone is a 409 on the field, in both languages', async () => {
    const parentToken = await ctx.tokenFor('parentLi');
    const me = () => ctx.app.inject({ url: '/app-web2/auth/me', headers: { token: parentToken } });
    const lin = () => ctx.as('editor', { url: `/app-web2/admin/doctors/${DEMO_IDS.doctors.lin}` });
    const before = { doctors: await rows(doctors), accounts: await accountRoles(), lin: (await lin()).json().data };
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
    expect(await rows(doctors)).toBe(before.doctors);
    expect(await accountRoles(), 'no account changed role').toEqual(before.accounts);
    expect((await lin()).json().data, 'the doctor is as it was').toEqual(before.lin);
    // The parent's open session is the parent's still, and reaches no clinic child.
    expect((await me()).json().data).toMatchObject({ role: 'parent', phone: DEMO_PHONES.parentLi });
    const record = `/app-web2/family_members/${DEMO_IDS.members.boyHaoran}/health_record`;
    expect((await ctx.app.inject({ url: record, headers: { token: parentToken } })).statusCode).toBe(404);
  });

  it('gives a new phone doctor access, and a changed phone loses doctor access and its sessions at once', async () => {
    const roleOf = async (phone: string) =>
      (await ctx.database.db.select({ role: accounts.role }).from(accounts).where(eq(accounts.phone, phone)))[0]?.role;
    const created = (
      await ctx.as('editor', {
        method: 'POST',
        url: '/app-web2/admin/doctors',
        payload: doctor({ signInPhone: '13811110000', name: both('吴医生', 'Dr Wu') }),
      })
    ).json().data;
    const first = await signIn('13811110000');
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
    expect(await roleOf('13811110000')).toBe('parent');
    expect((await signIn('13811110001')).account.role).toBe('doctor');
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
    const token = (await signIn('13700000055')).token;
    const asPlain = (options: InjectOptions) => ctx.app.inject({ ...options, headers: { token } });
    const before = { doctors: await rows(doctors), accounts: await accountRoles() };

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
    expect(await rows(doctors)).toBe(before.doctors);
    expect(await accountRoles()).toEqual(before.accounts);
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
    const session = await signIn('13811112222');
    const me = () => ctx.app.inject({ url: '/app-web2/auth/me', headers: { token: session.token } });
    expect((await me()).statusCode).toBe(200);
    await ctx.database.db.update(accounts).set({ name: '改名' }).where(eq(accounts.phone, '13811112222'));
    expect((await me()).statusCode, 'a change that is not of the role keeps the session').toBe(200);
    await ctx.database.db.update(accounts).set({ role: 'doctor' }).where(eq(accounts.phone, '13811112222'));
    expect((await me()).statusCode).toBe(401);
  });
});

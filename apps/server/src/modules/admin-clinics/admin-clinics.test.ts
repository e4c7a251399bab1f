import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, clinics, doctors } from '../../db/schema/index.ts';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { both, doctor, fieldsOf, rows, signIn } from '../../test-support/editor-api.ts';
import { createTestContext, statusMatrix, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const clinic = {
  name: both('禾苗儿童健康中心（静安）', 'Sprout Children’s Health Centre, Jing’an'),
  address: both('上海市静安区南京西路 1 号', '1 West Nanjing Road, Jing’an, Shanghai'),
  phone: '021-6000 0003',
  photos: ['/clinic-photos/xuhui-reception.svg', 'https://cdn.example.com/jingan.jpg'],
  openingHours: [both('周一至周日 08:30–17:30', 'Mon–Sun 08:30–17:30')],
  services: [both('儿童保健', 'Well-child care'), both('眼轴检查', 'Axial length check')],
  introduction: both('新开的诊所。', 'Our newest clinic.'),
  latitude: 31.2286,
  longitude: 121.4547,
};
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
      const clinicsBefore = await rows(ctx, clinics);
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
      expect(await rows(ctx, clinics), 'a refused call writes nothing').toBe(clinicsBefore);
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
    const before = await rows(ctx, clinics);
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
    expect(await rows(ctx, clinics)).toBe(before);
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
    const session = await signIn(ctx, '13900000077');
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
    const before = await rows(ctx, doctors);
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
    expect(await rows(ctx, doctors)).toBe(before);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLINIC_DEMO_IDS } from '../../db/seed/clinics.ts';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { createTestContext, statusMatrix, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    CUSTOMER_SERVICE_COMPANY_ID: 'sprout-cs-42',
    CUSTOMER_SERVICE_ENTRANCE_LINK: 'https://chat.example.com/entrance',
    CUSTOMER_SERVICE_PHONE: '400-820-0000',
  });
});
afterAll(async () => ctx?.close());

const xuhui = `/app-web2/clinics/${DEMO_IDS.clinics.xuhui}`;
const everyoneMay = { nobody: 200, owner: 200, otherParent: 200, clinicDoctor: 200, otherDoctor: 200, editor: 200 };

describe('clinic pages', () => {
  it('are public: every caller, signed in or not, may read every clinic call', async () => {
    for (const url of [
      xuhui,
      '/app-web2/clinics',
      '/app-web2/customer_services/info',
      `/app-web2/doctors?clinicId=${DEMO_IDS.clinics.pudong}`,
    ]) {
      expect(await statusMatrix(ctx, () => ({ url })), url).toEqual(everyoneMay);
    }
  });

  it('returns the clinic page with the fields of API.md in Chinese', async () => {
    const res = await ctx.as('nobody', { url: xuhui });
    expect(res.statusCode).toBe(200);
    const clinic = res.json().data;
    expect(clinic).toMatchObject({
      shopId: DEMO_IDS.clinics.xuhui,
      name: '禾苗儿童健康中心（徐汇店）',
      address: '上海市徐汇区漕溪北路 398 号 3 楼',
      phone: '021-6488-0001',
      latitude: 31.18835,
      longitude: 121.43672,
    });
    expect(clinic.photos[0]).toMatch(/^\/clinic-photos\/.+\.svg$/);
    expect(clinic.services).toContain('儿童生长发育评估');
    expect(clinic.openingHours[0]).toBe('周一至周五 08:30–18:00');
    expect(clinic.introduction).toContain('徐家汇');
  });

  it('lists the clinic’s doctors in order, each with photo, title, tags and introduction', async () => {
    const { doctors } = (await ctx.as('nobody', { url: xuhui })).json().data;
    expect(doctors.map((d: { id: string }) => d.id)).toEqual([DEMO_IDS.doctors.chen, DEMO_IDS.doctors.lin, CLINIC_DEMO_IDS.doctors.zhou]);
    const [chen, lin, zhou] = doctors;
    expect(chen).toMatchObject({ name: '陈静', title: '儿科主治医师', photo: '/doctor-photos/chen.svg' });
    expect(chen.tags).toContain('早产儿随访');
    expect(lin.tags.length).toBeGreaterThan(5);
    expect(lin.clinics.map((c: { shopId: string }) => c.shopId).sort()).toEqual([DEMO_IDS.clinics.xuhui, DEMO_IDS.clinics.pudong].sort());
    expect(zhou.photo).toBeNull();
  });

  it('speaks the request’s language', async () => {
    const clinic = (await ctx.as('nobody', { url: `${xuhui}?lang=en-US` })).json().data;
    expect(clinic.name).toBe('Sprout Children’s Health Centre, Xuhui');
    expect(clinic.services).toContain('Child growth and development assessment');
    expect(clinic.doctors[0]).toMatchObject({ name: 'Dr Chen Jing', title: 'Attending Paediatrician' });
    const header = (await ctx.as('nobody', { url: xuhui, headers: { 'accept-language': 'en-GB,en;q=0.9' } })).json().data;
    expect(header.openingHours[0]).toBe('Mon–Fri 08:30–18:00');
  });

  it('answers 404 in the envelope for an unknown or malformed clinic id', async () => {
    for (const id of ['99999999-0000-4000-8000-000000000000', 'not-a-clinic']) {
      const res = await ctx.as('nobody', { url: `/app-web2/clinics/${id}?lang=en-US` });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', data: null, message: 'Cannot find this information.' });
    }
  });

  it('lists every clinic with its first photo', async () => {
    const list = (await ctx.as('nobody', { url: '/app-web2/clinics' })).json().data;
    expect(list.map((c: { shopId: string }) => c.shopId)).toEqual([DEMO_IDS.clinics.xuhui, DEMO_IDS.clinics.pudong]);
    expect(list[1].photo).toBe('/clinic-photos/pudong-eye-room.svg');
  });
});

describe('customer service info', () => {
  it('comes from configuration', async () => {
    const res = await ctx.as('nobody', { url: '/app-web2/customer_services/info' });
    expect(res.json().data).toEqual({
      companyId: 'sprout-cs-42',
      entranceLink: 'https://chat.example.com/entrance',
      phone: '400-820-0000',
    });
  });
});

describe('doctor cards', () => {
  it('are found by ids, in the order asked, leaving unknown ids out', async () => {
    const ids = [DEMO_IDS.doctors.zhao, '99999999-0000-4000-8000-000000000000', DEMO_IDS.doctors.chen].join(',');
    const res = await ctx.as('nobody', { url: `/app-web2/doctors?ids=${ids}&lang=en-US` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((d: { name: string }) => d.name)).toEqual(['Dr Zhao Ming', 'Dr Chen Jing']);
  });

  it('are found by clinic', async () => {
    const res = await ctx.as('nobody', { url: `/app-web2/doctors?clinicId=${DEMO_IDS.clinics.pudong}` });
    expect(res.json().data.map((d: { id: string }) => d.id)).toEqual([DEMO_IDS.doctors.zhao, DEMO_IDS.doctors.lin]);
  });

  it('need exactly one of ids and clinicId, with well-formed ids', async () => {
    const cases = [
      ['/app-web2/doctors', 'ids'],
      [`/app-web2/doctors?ids=${DEMO_IDS.doctors.chen}&clinicId=${DEMO_IDS.clinics.xuhui}`, 'ids'],
      ['/app-web2/doctors?ids=abc', 'ids.0'],
      ['/app-web2/doctors?clinicId=abc', 'clinicId'],
    ] as const;
    for (const [url, field] of cases) {
      const res = await ctx.as('nobody', { url });
      expect(res.statusCode, url).toBe(400);
      expect(
        res.json().errors.map((e: { field: string }) => e.field),
        url,
      ).toContain(field);
    }
  });
});

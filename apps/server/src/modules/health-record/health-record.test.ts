import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayUtc } from '@sprout/clinical';
import type { VisitInput } from '@sprout/contracts';
import { prescriptions, reportItems, testReports, visits } from '../../db/schema/index.ts';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { createTestContext, statusMatrix, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const { boyHaoran: boy, babyXiaoyu: baby, motherWang: mother } = DEMO_IDS.members;
const recordUrl = (member: string) => `/app-web2/family_members/${member}/health_record`;
const memberUrl = (member: string, section: string) => `/app-web2/family_members/${member}/${section}`;
const rows = async (table: typeof visits | typeof prescriptions | typeof testReports | typeof reportItems) =>
  (await ctx.database.db.select({ n: count() }).from(table))[0]!.n;

// Recent enough for the baby (200 days old), never in the future.
const recent = addDays(todayUtc(), -3);
const validVisit: VisitInput = {
  visitDate: recent,
  department: '儿科',
  chiefComplaint: { 'zh-CN': '咳嗽 3 天', 'en-US': 'Cough for 3 days' },
  diagnosis: '急性支气管炎',
  prescriptions: [{ productCode: 'IBU-100', drugName: '布洛芬混悬液 100mg/5ml', dosage: '每次 8 ml，必要时', durationDays: 3 }],
};
const validTestReport = {
  kind: 'lab',
  name: { 'zh-CN': '血常规', 'en-US': 'Full blood count' },
  reportDate: recent,
  attachments: ['/files/report-1.pdf'],
  items: [
    { name: '血红蛋白', value: '104', unit: 'g/L', referenceLow: 115, referenceHigh: 155, flag: 'normal' },
    { name: '尿蛋白', value: '阴性', valueType: 'text' },
  ],
};
const validCheckup = {
  checkupDate: recent,
  institution: '学校体检',
  summary: '生长发育正常',
  items: [{ name: '身高', value: '130.2', unit: 'cm' }],
};

describe('health record reads', () => {
  it('are for the owner and the member’s clinic doctors only', async () => {
    for (const section of ['health_record', 'visits', 'test_reports', 'checkup_reports']) {
      const matrix = await statusMatrix(ctx, () => ({ url: memberUrl(boy, section) }));
      expect(matrix, section).toEqual({ nobody: 401, owner: 200, otherParent: 404, clinicDoctor: 200, otherDoctor: 404, editor: 404 });
    }
  });

  it('show the beneficiary with file numbers and a masked cellphone', async () => {
    const { beneficiary } = (await ctx.as('parentWang', { url: recordUrl(boy) })).json().data;
    expect(beneficiary).toMatchObject({
      familyMemberId: boy,
      name: '王浩然',
      sex: 'male',
      fileNumber: 'XH-2019-0932',
      outpatientNumber: 'MZ0004518',
      clinicName: '禾苗儿童健康中心（徐汇店）',
      cellphone: '138****0001',
    });
  });

  it('show visits with prescriptions, test reports with flagged items and checkup reports, newest first', async () => {
    const record = (await ctx.as('doctorChen', { url: `${recordUrl(boy)}?lang=en-US` })).json().data;
    expect(record.visits.length).toBe(3);
    expect(record.totals).toEqual({ visits: 3, testReports: 3, checkupReports: 1 });
    const dates = record.visits.map((v: { visitDate: string }) => v.visitDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const tonsillitis = record.visits[0];
    expect(tonsillitis).toMatchObject({ diagnosis: 'Acute bacterial tonsillitis', doctorName: 'Dr Chen Jing', department: 'Paediatrics' });
    expect(tonsillitis.prescriptions.map((p: { productCode: string }) => p.productCode)).toEqual(['AMOX-125', 'IBU-100']);
    const vitaminD = record.testReports.find((r: { name: string }) => r.name === '25-hydroxyvitamin D');
    expect(vitaminD.items[0]).toEqual({
      name: '25-hydroxyvitamin D [25(OH)D]',
      value: '18.2',
      unit: 'ng/mL',
      referenceLow: 30,
      referenceHigh: 100,
      flag: 'low',
    });
    expect(record.testReports.some((r: { kind: string }) => r.kind === 'imaging')).toBe(true);
    expect(record.checkupReports[0].items.length).toBeGreaterThan(3);
  });

  it('leave an empty section empty: the baby has no checkup report, the mother no records at all', async () => {
    const babyRecord = (await ctx.as('parentWang', { url: recordUrl(baby) })).json().data;
    expect(babyRecord.checkupReports).toEqual([]);
    expect(babyRecord.visits.length).toBe(2);
    const motherRecord = (await ctx.as('parentWang', { url: recordUrl(mother) })).json().data;
    expect(motherRecord).toMatchObject({ visits: [], testReports: [], checkupReports: [] });
    expect(motherRecord.beneficiary).toMatchObject({ name: '王丽', fileNumber: null, outpatientNumber: null });
  });

  it('page a section with start and limit', async () => {
    const first = (await ctx.as('parentWang', { url: `${memberUrl(boy, 'visits')}?start=0&limit=2` })).json().data;
    const rest = (await ctx.as('parentWang', { url: `${memberUrl(boy, 'visits')}?start=2&limit=2` })).json().data;
    expect(first.total).toBe(3);
    expect(first.list.length).toBe(2);
    expect(rest.list.length).toBe(1);
    expect(rest.list[0].visitId).not.toBe(first.list[1].visitId);
    const bad = await ctx.as('parentWang', { url: `${memberUrl(boy, 'visits')}?limit=1000` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('limit');
  });

  it('answer 404 for an unknown member and 400 for a malformed id', async () => {
    const unknown = await ctx.as('parentWang', { url: recordUrl('99999999-0000-4000-8000-000000000000') });
    expect(unknown.statusCode).toBe(404);
    expect((await ctx.as('parentWang', { url: recordUrl('nope') })).statusCode).toBe(400);
  });
});

describe('health record writes', () => {
  const writeMatrix = { nobody: 401, owner: 404, otherParent: 404, clinicDoctor: 200, otherDoctor: 404, editor: 404 };

  it('are for the member’s clinic doctors only', async () => {
    expect(await statusMatrix(ctx, () => ({ method: 'POST', url: memberUrl(boy, 'visits'), payload: validVisit }))).toEqual(writeMatrix);
    expect(await statusMatrix(ctx, () => ({ method: 'POST', url: memberUrl(boy, 'test_reports'), payload: validTestReport }))).toEqual(
      writeMatrix,
    );
    expect(await statusMatrix(ctx, () => ({ method: 'POST', url: memberUrl(boy, 'checkup_reports'), payload: validCheckup }))).toEqual(
      writeMatrix,
    );
  });

  it('store a visit with its prescriptions at the doctor’s clinic, text in both languages', async () => {
    const res = await ctx.as('doctorChen', { method: 'POST', url: `${memberUrl(baby, 'visits')}?lang=en-US`, payload: validVisit });
    expect(res.statusCode).toBe(200);
    const visit = res.json().data;
    expect(visit).toMatchObject({
      clinicId: DEMO_IDS.clinics.xuhui,
      doctorName: 'Dr Chen Jing',
      chiefComplaint: 'Cough for 3 days',
      diagnosis: '急性支气管炎',
    });
    expect(visit.prescriptions).toEqual([
      { productCode: 'IBU-100', drugName: '布洛芬混悬液 100mg/5ml', dosage: '每次 8 ml，必要时', quantity: null, durationDays: 3 },
    ]);
    const zh = (await ctx.as('parentWang', { url: memberUrl(baby, 'visits') })).json().data.list;
    expect(zh.find((v: { visitId: string }) => v.visitId === visit.visitId).chiefComplaint).toBe('咳嗽 3 天');
  });

  it('flag a numeric item from its range, whatever flag was sent', async () => {
    const res = await ctx.as('doctorChen', { method: 'POST', url: memberUrl(baby, 'test_reports'), payload: validTestReport });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items.map((i: { flag: string | null }) => i.flag)).toEqual(['low', null]);
    expect(res.json().data.attachments).toEqual(['/files/report-1.pdf']);
  });

  it('refuse bad input with the field named and write nothing', async () => {
    const before = [await rows(visits), await rows(prescriptions), await rows(testReports), await rows(reportItems)];
    const future = '2999-01-01';
    const cases = [
      ['visits', { ...validVisit, visitDate: future }, 'visitDate'],
      ['visits', { ...validVisit, visitDate: '1990-01-01' }, 'visitDate'],
      ['visits', { ...validVisit, diagnosis: '' }, 'diagnosis'],
      [
        'visits',
        { ...validVisit, prescriptions: [{ ...validVisit.prescriptions[0], productCode: 'bad code!' }] },
        'prescriptions.0.productCode',
      ],
      ['visits', { ...validVisit, prescriptions: [{ ...validVisit.prescriptions[0], durationDays: 0 }] }, 'prescriptions.0.durationDays'],
      ['visits', { ...validVisit, clinicId: DEMO_IDS.clinics.pudong }, 'clinicId'],
      ['test_reports', { ...validTestReport, kind: 'xray' }, 'kind'],
      ['test_reports', { ...validTestReport, attachments: ['javascript:alert(1)'] }, 'attachments.0'],
      [
        'test_reports',
        { ...validTestReport, items: [{ name: 'Hb', value: '1', referenceLow: 5, referenceHigh: 1 }] },
        'items.0.referenceHigh',
      ],
      ['test_reports', { ...validTestReport, reportDate: '2024-02-30' }, 'reportDate'],
      ['checkup_reports', { ...validCheckup, summary: 42 }, 'summary'],
      ['checkup_reports', { ...validCheckup, items: [{ name: '身高', value: '' }] }, 'items.0.value'],
      // Numeric results are numbers unless declared text (issue 30): "abc", "1,5" or an undeclared "阴性" are refused.
      ['test_reports', { ...validTestReport, items: [{ name: 'Hb', value: 'abc', unit: 'g/L' }] }, 'items.0.value'],
      ['test_reports', { ...validTestReport, items: [validTestReport.items[0], { name: '尿蛋白', value: '阴性' }] }, 'items.1.value'],
      ['checkup_reports', { ...validCheckup, items: [{ name: '身高', value: '1,5' }] }, 'items.0.value'],
      ['checkup_reports', { ...validCheckup, items: [{ name: '身高', value: '130', valueType: 'word' }] }, 'items.0.valueType'],
    ] as const;
    for (const [section, payload, field] of cases) {
      const res = await ctx.as('doctorChen', { method: 'POST', url: `${memberUrl(boy, section)}?lang=en-US`, payload });
      expect(res.statusCode, `${section} ${field}`).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
      expect(
        res.json().errors.map((e: { field: string }) => e.field),
        `${section} ${field}`,
      ).toContain(field);
    }
    const abc = { ...validTestReport, items: [{ name: 'Hb', value: 'abc' }] };
    for (const [lang, text] of [
      ['zh-CN', /请填写数字结果/],
      ['en-US', /must be a number; a text result/],
    ] as const) {
      const res = await ctx.as('doctorChen', { method: 'POST', url: `${memberUrl(boy, 'test_reports')}?lang=${lang}`, payload: abc });
      expect(res.json().errors).toEqual([{ field: 'items.0.value', message: expect.stringMatching(text) }]);
    }
    const invalidJson = await ctx.as('doctorChen', {
      method: 'POST',
      url: memberUrl(boy, 'visits'),
      headers: { 'content-type': 'application/json' },
      payload: '{"visitDate":',
    });
    expect(invalidJson.statusCode).toBe(400);
    expect([await rows(visits), await rows(prescriptions), await rows(testReports), await rows(reportItems)]).toEqual(before);
  });

  it('roll a visit back whole when one prescription cannot be stored', async () => {
    const before = [await rows(visits), await rows(prescriptions)];
    const member = await ctx.database.db.select().from(visits).where(eq(visits.familyMemberId, boy));
    expect(member.length).toBeGreaterThan(0);
    // A prescription the database refuses (the check on duration_days) after the visit row went in.
    const { healthRecordRepository } = await import('./repository.ts');
    const repo = healthRecordRepository(ctx.database.db);
    const writer = { accountId: DEMO_IDS.accounts.doctorChen, clinicId: DEMO_IDS.clinics.xuhui, doctorId: DEMO_IDS.doctors.chen };
    const input = { ...validVisit, prescriptions: [{ ...validVisit.prescriptions[0]!, durationDays: -1 }] };
    await expect(repo.createVisit(boy, writer, input)).rejects.toThrow();
    expect([await rows(visits), await rows(prescriptions)]).toEqual(before);
  });
});

describe('OpenAPI description', () => {
  it('documents the clinic, health-record and audit calls', async () => {
    const paths = Object.keys((await ctx.as('nobody', { url: '/api/docs' })).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/app-web2/clinics/{shopId}',
        '/app-web2/customer_services/info',
        '/app-web2/doctors',
        '/app-web2/family_members/{familyMemberId}/health_record',
        '/app-web2/family_members/{familyMemberId}/visits',
        '/app-web2/family_members/{familyMemberId}/test_reports',
        '/app-web2/family_members/{familyMemberId}/checkup_reports',
        '/app-web2/admin/audit_events',
      ]),
    );
  });
});

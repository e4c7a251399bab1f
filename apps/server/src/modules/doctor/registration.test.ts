import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, patientFiles } from '../../db/schema/index.ts';
import { DEMO_IDS, DEMO_PHONES } from '../../db/seed/demo-people.ts';
import { createTestContext, type Persona, type TestContext } from '../../test-support/test-app.ts';

/** Issue 30 item 5: a clinic finds a family by the guardian's phone and opens the child's patient file. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const { boyHaoran: boy, motherWang: mother, teenSiyu: teen } = DEMO_IDS.members;
const { pudong, xuhui } = DEMO_IDS.clinics;
const search = (persona: Persona | 'nobody', phone: string) =>
  ctx.as(persona, { url: `/health-info-service/doctor/family_search?phone=${phone}` });
const register = (persona: Persona | 'nobody', payload: object) =>
  ctx.as(persona, { method: 'POST', url: '/health-info-service/doctor/patients', payload });
const files = async () => (await ctx.database.db.select({ n: count() }).from(patientFiles))[0]!.n;

describe('finding a family by phone', () => {
  it('is for doctors only, with the whole phone number', async () => {
    const statuses = await Promise.all(
      (['nobody', 'parentWang', 'editor'] as const).map(async (p) => (await search(p, DEMO_PHONES.parentWang)).statusCode),
    );
    expect(statuses).toEqual([401, 403, 403]);
    const partial = await search('doctorZhao', '0001');
    expect(partial.statusCode).toBe(400);
    expect(partial.json().errors[0].field).toBe('phone');
  });

  it('lists the children with their file at the doctor’s clinics, and says when no family has the phone', async () => {
    const atPudong = (await search('doctorZhao', DEMO_PHONES.parentWang)).json().data;
    expect(atPudong.guardian).toEqual({ phone: '138****0001', name: '王丽' });
    expect(atPudong.members.map((m: { name: string; patientId: string | null }) => [m.name, m.patientId])).toEqual(
      expect.arrayContaining([
        ['王浩然', null],
        ['王小雨', null],
      ]),
    );
    const atXuhui = (await search('doctorChen', DEMO_PHONES.parentWang)).json().data;
    expect(atXuhui.members.find((m: { familyMemberId: string }) => m.familyMemberId === boy).patientId).toBe(
      DEMO_IDS.patients.boyHaoranXuhui,
    );
    expect((await search('doctorZhao', '13812345678')).json().data).toEqual({ found: false, guardian: null, members: [] });
    const trail = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.target, '/health-info-service/doctor/family_search'));
    expect(trail.length).toBeGreaterThanOrEqual(3);
    expect(trail.every((r) => r.action === 'read' && r.familyMemberId === null)).toBe(true);
  });
});

describe('opening a patient file', () => {
  it('opened the demo’s files at the desk too: each file has its write row, by a doctor of its clinic', async () => {
    const p = DEMO_IDS.patients;
    const expected = [
      [p.babyXiaoyuXuhui, DEMO_IDS.members.babyXiaoyu, DEMO_IDS.accounts.doctorChen],
      [p.boyHaoranXuhui, boy, DEMO_IDS.accounts.doctorChen],
      [p.teenSiyuPudong, teen, DEMO_IDS.accounts.doctorZhao],
    ];
    for (const [patientId, memberId, doctor] of expected) {
      const rows = await ctx.database.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.target, `/health-info-service/doctor/patients/${patientId}`));
      expect(rows, patientId).toEqual([
        expect.objectContaining({ action: 'write', role: 'doctor', familyMemberId: memberId, accountId: doctor, ip: 'demo-seed' }),
      ]);
    }
  });

  it('opens at once for a child whose guardian has not answered the consent question', async () => {
    const res = await register('doctorZhao', {
      familyMemberId: mother,
      clinicId: pudong,
      fileNumber: 'PD-2026-0100',
      outpatientNumber: 'MZ0100',
    });
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json().data;
    expect(file).toMatchObject({ familyMemberId: mother, clinicId: pudong, fileNumber: 'PD-2026-0100', access: 'open' });
    const overview = await ctx.as('doctorZhao', { url: `/health-info-service/doctor/patients/${file.patientId}/overview` });
    expect(overview.statusCode).toBe(200);
    const [row] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.target, `/health-info-service/doctor/patients/${file.patientId}`));
    expect(row).toMatchObject({ action: 'write', familyMemberId: mother, accountId: DEMO_IDS.accounts.doctorZhao });
  });

  it('waits for the guardian when they answered without this clinic, and opens once they allow it in the app', async () => {
    const res = await register('doctorZhao', {
      familyMemberId: boy,
      clinicId: pudong,
      fileNumber: 'PD-2026-0101',
      outpatientNumber: 'MZ0101',
    });
    expect(res.json().data.access).toBe('awaitingGuardian');
    const patientId = res.json().data.patientId as string;
    expect((await ctx.as('doctorZhao', { url: `/health-info-service/doctor/patients/${patientId}/overview` })).statusCode).toBe(403);

    // The guardian's consent screen now lists the new clinic, not allowed yet; allowing it opens the file.
    const consentUrl = `/app-web2/family_members/${boy}/consent`;
    const consent = (await ctx.as('parentWang', { url: consentUrl })).json().data;
    expect(consent.clinics).toEqual(expect.arrayContaining([expect.objectContaining({ clinicId: pudong, allowed: false })]));
    const answered = await ctx.as('parentWang', {
      method: 'PUT',
      url: consentUrl,
      payload: { decision: 'granted', policyVersion: consent.policy.version, clinicIds: [xuhui, pudong] },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await ctx.as('doctorZhao', { url: `/health-info-service/doctor/patients/${patientId}/overview` })).statusCode).toBe(200);
  });

  it('refuses, naming the field and writing nothing: a second file, a number in use, another clinic, an unknown child', async () => {
    const before = await files();
    const cases = [
      [{ familyMemberId: teen, clinicId: pudong, fileNumber: 'PD-NEW-1', outpatientNumber: 'MZ1' }, 409, 'familyMemberId'],
      [
        { familyMemberId: DEMO_IDS.members.babyXiaoyu, clinicId: pudong, fileNumber: 'PD-2026-0100', outpatientNumber: 'MZ2' },
        409,
        'fileNumber',
      ],
      [{ familyMemberId: DEMO_IDS.members.babyXiaoyu, clinicId: xuhui, fileNumber: 'XH-NEW-1', outpatientNumber: 'MZ3' }, 403, 'clinicId'],
      [{ familyMemberId: DEMO_IDS.members.babyXiaoyu, clinicId: pudong, fileNumber: 'PD 1', outpatientNumber: 'MZ4' }, 400, 'fileNumber'],
    ] as const;
    for (const [payload, status, field] of cases) {
      const res = await register('doctorZhao', payload);
      expect([res.statusCode, res.json().errors?.[0]?.field], res.body).toEqual([status, field]);
    }
    const unknown = await register('doctorZhao', {
      familyMemberId: '40000000-0000-4000-8000-0000000000ff',
      clinicId: pudong,
      fileNumber: 'PD-NEW-2',
      outpatientNumber: 'MZ5',
    });
    expect(unknown.statusCode).toBe(404);
    const others = await Promise.all(
      (['nobody', 'parentWang', 'editor'] as const).map(
        async (p) =>
          (await register(p, { familyMemberId: DEMO_IDS.members.babyXiaoyu, clinicId: pudong, fileNumber: 'X1', outpatientNumber: 'Y1' }))
            .statusCode,
      ),
    );
    expect(others).toEqual([401, 403, 403]);
    expect(await files()).toBe(before);
  });
});

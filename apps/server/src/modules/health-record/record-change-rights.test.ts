import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayUtc } from '@sprout/clinical';
import { accountCapabilities, auditEvents, doctorClinics, memberConsents, visits } from '../../db/schema/index.ts';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { recordChangeFixture } from '../../test-support/record-changes.ts';
import { registerTestPatient } from '../../test-support/register-patient.ts';
import { createTestContext, statusMatrix, type TestContext } from '../../test-support/test-app.ts';

/** Issue 30 item 4: who may correct or withdraw an entry, and what the doctor's patient page offers them. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const { db, boy, base, visitInput, newVisit, amendVisit } = recordChangeFixture(() => ctx);

describe('who may correct', () => {
  it('refuses callers who cannot reach the child as unknown, and parents', async () => {
    const id = await newVisit();
    const matrix = await statusMatrix(ctx, () => ({ method: 'PUT', url: `${base}/visits/${id}`, payload: { ...visitInput, version: 1 } }));
    expect(matrix).toEqual({ nobody: 401, owner: 404, otherParent: 404, clinicDoctor: 200, otherDoctor: 404, editor: 404 });
    const withdraw = await statusMatrix(ctx, (caller) => ({
      method: 'POST',
      url: `${base}/visits/${id}/withdraw`,
      payload: { version: caller === 'clinicDoctor' ? 99 : 2 },
    }));
    // The clinic doctor got through to the version check: 409 for a version that never was.
    expect(withdraw).toEqual({ nobody: 401, owner: 404, otherParent: 404, clinicDoctor: 409, otherDoctor: 404, editor: 404 });
    // The history is the family's to read too (read-only), and no one else's.
    const history = await statusMatrix(ctx, () => ({ url: `${base}/visits/${id}/history` }));
    expect(history).toEqual({ nobody: 401, owner: 200, otherParent: 404, clinicDoctor: 200, otherDoctor: 404, editor: 404 });
  });

  it('refuses a colleague of the same clinic (403, audited) until they hold records.amendClinic', async () => {
    const id = await newVisit();
    // Dr Zhao joins the Xuhui clinic: he now reaches the Wang children.
    await db().insert(doctorClinics).values({ doctorId: DEMO_IDS.doctors.zhao, clinicId: DEMO_IDS.clinics.xuhui });
    try {
      expect((await ctx.as('doctorZhao', { url: `${base}/visits/${id}` })).statusCode).toBe(200);
      const refused = await amendVisit('doctorZhao', id, { ...visitInput, diagnosis: '同事的更正', version: 1 });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toContain('书写医生');
      const trail = await db()
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.accountId, DEMO_IDS.accounts.doctorZhao), eq(auditEvents.target, `${base}/visits/${id}`)));
      expect(trail.map((r) => [r.action, r.status])).toEqual([['write', 403]]);
      const overview = (
        await ctx.as('doctorZhao', { url: `/health-info-service/doctor/patients/${DEMO_IDS.patients.boyHaoranXuhui}/overview` })
      ).json().data;
      expect(overview.visits.find((v: { visitId: string }) => v.visitId === id)).toMatchObject({ mayChange: false, version: 1 });

      await db().insert(accountCapabilities).values({ accountId: DEMO_IDS.accounts.doctorZhao, capability: 'records.amendClinic' });
      const allowed = await amendVisit('doctorZhao', id, { ...visitInput, diagnosis: '同事的更正', version: 1 });
      expect(allowed.statusCode, allowed.body).toBe(200);
      expect(allowed.json().data.correction).toMatchObject({ by: '赵明' });
    } finally {
      await db().delete(accountCapabilities).where(eq(accountCapabilities.accountId, DEMO_IDS.accounts.doctorZhao));
      await db()
        .delete(doctorClinics)
        .where(and(eq(doctorClinics.doctorId, DEMO_IDS.doctors.zhao), eq(doctorClinics.clinicId, DEMO_IDS.clinics.xuhui)));
    }
  });

  it('refuses a doctor of another clinic, even with the capability, for an entry written at this one', async () => {
    const id = await newVisit();
    // The boy is a patient of the Pudong clinic too (his parent agreed), so Dr Zhao reaches him and reads the visit.
    await registerTestPatient(db(), DEMO_IDS.accounts.doctorZhao, {
      familyMemberId: boy,
      clinicId: DEMO_IDS.clinics.pudong,
      fileNumber: 'PD-T-1',
      outpatientNumber: 'MZ-T-1',
    });
    await db()
      .update(memberConsents)
      .set({ clinicIds: [DEMO_IDS.clinics.xuhui, DEMO_IDS.clinics.pudong] })
      .where(eq(memberConsents.familyMemberId, boy));
    await db().insert(accountCapabilities).values({ accountId: DEMO_IDS.accounts.doctorZhao, capability: 'records.amendClinic' });
    expect((await ctx.as('doctorZhao', { url: `${base}/visits/${id}` })).statusCode).toBe(200);
    const refused = await ctx.as('doctorZhao', { method: 'POST', url: `${base}/visits/${id}/withdraw`, payload: { version: 1 } });
    expect(refused.statusCode).toBe(403);
    const [row] = await db().select().from(visits).where(eq(visits.id, id));
    expect(row!.withdrawnAt).toBeNull();
  });
});

describe('the doctor’s patient page', () => {
  it('lists each kind of entry with its version, correction mark and whether this doctor may change it', async () => {
    const id = await newVisit({ ...visitInput, visitDate: todayUtc() });
    await amendVisit('doctorChen', id, { ...visitInput, visitDate: todayUtc(), diagnosis: '更正后', version: 1 });
    const overview = (
      await ctx.as('doctorChen', { url: `/health-info-service/doctor/patients/${DEMO_IDS.patients.boyHaoranXuhui}/overview` })
    ).json().data;
    expect(overview.visits[0]).toMatchObject({ visitId: id, diagnosis: '更正后', version: 2, mayChange: true, correction: { by: '陈静' } });
    expect(overview.testReports.length).toBeGreaterThan(0);
    expect(overview.checkupReports.length).toBeGreaterThan(0);
    expect(overview.advices.every((a: { mayChange: boolean }) => a.mayChange)).toBe(true);
    expect(overview.totals.visits).toBeGreaterThanOrEqual(overview.visits.length);
  });

  it('keeps a placeholder of a withdrawn entry, its kind and dates only, whose versions its clinic still reads', async () => {
    const id = await newVisit();
    const withdrawn = await ctx.as('doctorChen', { method: 'POST', url: `${base}/visits/${id}/withdraw`, payload: { version: 1 } });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const overviewUrl = `/health-info-service/doctor/patients/${DEMO_IDS.patients.boyHaoranXuhui}/overview`;
    const overview = (await ctx.as('doctorChen', { url: overviewUrl })).json().data;
    expect(overview.visits.map((v: { visitId: string }) => v.visitId)).not.toContain(id);
    expect(overview.withdrawn[0]).toEqual({
      kind: 'visit',
      entryId: id,
      date: visitInput.visitDate,
      withdrawnAt: withdrawn.json().data.withdrawnAt,
    });
    expect((await ctx.as('doctorChen', { url: `${base}/visits/${id}/history` })).statusCode).toBe(200);
    // The family neither lists it nor reads its versions (docs/decisions/2920-correctable-entries.md).
    expect((await ctx.as('parentWang', { url: `${base}/visits/${id}/history` })).statusCode).toBe(404);
    expect((await ctx.as('parentWang', { url: overviewUrl })).statusCode).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { createTestContext, statusMatrix, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const { babyXiaoyuXuhui, boyHaoranXuhui } = DEMO_IDS.patients;
const overviewUrl = (patientId: string) => `/health-info-service/doctor/patients/${patientId}/overview`;

describe('the doctor home', () => {
  it("names the doctor's clinics with their patient counts, for doctors only", async () => {
    const res = await ctx.as('doctorChen', { url: '/health-info-service/doctor/home?lang=en-US' });
    expect(res.statusCode, res.body).toBe(200);
    const clinicIds = res.json().data.clinics.map((c: { clinicId: string }) => c.clinicId);
    expect(clinicIds).toContain(DEMO_IDS.clinics.xuhui);
    expect(clinicIds).not.toContain(DEMO_IDS.clinics.pudong);
    expect((await ctx.as('parentWang', { url: '/health-info-service/doctor/home' })).statusCode).toBe(403);
    expect((await ctx.as('nobody', { url: '/health-info-service/doctor/home' })).statusCode).toBe(401);
  });
});

describe('the patient overview', () => {
  it("is for the child's clinic doctors only; to anyone else the child's file does not exist (404, as an unknown id)", async () => {
    const matrix = await statusMatrix(ctx, () => ({ url: overviewUrl(boyHaoranXuhui) }));
    expect(matrix).toEqual({ nobody: 401, owner: 404, otherParent: 404, clinicDoctor: 200, otherDoctor: 404, editor: 404 });
  });

  it('answers 404 for an unknown patient file and 400 for a malformed id', async () => {
    expect((await ctx.as('doctorChen', { url: overviewUrl(crypto.randomUUID()) })).statusCode).toBe(404);
    expect((await ctx.as('doctorChen', { url: overviewUrl('not-a-uuid') })).statusCode).toBe(400);
  });

  it('carries the header with masked guardian phones, growth and eye summaries and the ids the doctor screens take', async () => {
    const data = (await ctx.as('doctorChen', { url: overviewUrl(boyHaoranXuhui) })).json().data;
    expect(data.patient).toMatchObject({
      patientId: boyHaoranXuhui,
      familyMemberId: DEMO_IDS.members.boyHaoran,
      guardianPhones: ['138****0001'],
    });
    expect(data.growth.growthId).toEqual(expect.any(String));
    expect(data.growth.latest.recordDate).toEqual(expect.any(String));
    expect(data.eye.eyeId).toEqual(expect.any(String));
    expect(data.eye.latest.right.axialLength).toEqual(expect.any(Number));
    expect(Array.isArray(data.visits)).toBe(true);
  });

  it('gives a preterm baby her gestational age', async () => {
    const data = (await ctx.as('doctorChen', { url: overviewUrl(babyXiaoyuXuhui) })).json().data;
    expect(data.patient.gestationalAgeDays).toBe(32 * 7 + 3);
  });
});

describe('the drug picker', () => {
  it('finds drugs by product code or by name', async () => {
    const byCode = (await ctx.as('doctorChen', { url: '/app-web2/drugs?q=ibu' })).json().data;
    expect(byCode.length).toBeGreaterThan(0);
    const name = byCode[0].name as string;
    const byName = (await ctx.as('doctorChen', { url: `/app-web2/drugs?q=${encodeURIComponent(name.slice(0, 3))}` })).json().data;
    expect(byName.map((d: { productCode: string }) => d.productCode)).toContain(byCode[0].productCode);
    expect((await ctx.as('doctorChen', { url: '/app-web2/drugs?q=' })).statusCode).toBe(400);
  });
});

import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyMembers } from '../../db/schema/index.ts';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { createTestContext, statusMatrix, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const boy = DEMO_IDS.members.boyHaoran;
const validMember = { name: '王小满', sex: 'male', birthDate: '2021-03-04', relation: 'child' };
const memberCount = async () => (await ctx.database.db.select({ n: count() }).from(familyMembers))[0]!.n;

describe('family members', () => {
  it('lists only the caller’s own members', async () => {
    const wang = (await ctx.as('parentWang', { url: '/app-web2/family_members' })).json().data;
    expect(wang.map((m: { name: string }) => m.name).sort()).toEqual(['王丽', '王小雨', '王浩然'].sort());
    expect(wang.find((m: { familyMemberId: string }) => m.familyMemberId === boy).patientIds).toEqual([DEMO_IDS.patients.boyHaoranXuhui]);
    const li = (await ctx.as('parentLi', { url: '/app-web2/family_members' })).json().data;
    expect(li.map((m: { name: string }) => m.name)).toEqual(['李思语']);
    expect((await ctx.as('doctorChen', { url: '/app-web2/family_members' })).json().data).toEqual([]);
  });

  it('lets parents add members and refuses everyone else', async () => {
    const matrix = await statusMatrix(ctx, () => ({ method: 'POST', url: '/app-web2/family_members', payload: validMember }));
    expect(matrix).toEqual({ nobody: 401, owner: 200, otherParent: 200, clinicDoctor: 403, otherDoctor: 403, editor: 403 });
  });

  it('refuses a bad member with the field named and writes nothing', async () => {
    const before = await memberCount();
    const cases = [
      [{ ...validMember, sex: 'boy' }, 'sex'],
      [{ ...validMember, birthDate: '2021-02-30' }, 'birthDate'],
      [{ ...validMember, birthDate: '2999-01-01' }, 'birthDate'],
      [{ ...validMember, name: '' }, 'name'],
      [{ ...validMember, name: 42 }, 'name'],
      [{ ...validMember, isAdmin: true }, 'isAdmin'],
      [{ sex: 'male', birthDate: '2021-03-04', relation: 'child' }, 'name'],
    ] as const;
    for (const [payload, field] of cases) {
      const res = await ctx.as('parentWang', { method: 'POST', url: '/app-web2/family_members?lang=en-US', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect(await memberCount()).toBe(before);
  });

  it('lets only the owner change a member', async () => {
    const matrix = await statusMatrix(ctx, () => ({
      method: 'PUT',
      url: `/app-web2/family_members/${boy}`,
      payload: { name: '王浩然', sex: 'male', birthDate: '2018-07-01', relation: 'child' },
    }));
    expect(matrix).toEqual({ nobody: 401, owner: 200, otherParent: 404, clinicDoctor: 404, otherDoctor: 404, editor: 404 });
  });

  it('answers 404 for an unknown member and 400 for a malformed id', async () => {
    const unknown = await ctx.as('parentWang', {
      method: 'PUT',
      url: '/app-web2/family_members/99999999-0000-4000-8000-000000000000',
      payload: validMember,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', data: null });
    const malformed = await ctx.as('parentWang', { method: 'DELETE', url: '/app-web2/family_members/not-an-id' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].field).toBe('familyMemberId');
  });

  it('lets only the owner remove a member, which then disappears from the list', async () => {
    const created = (await ctx.as('parentLi', { method: 'POST', url: '/app-web2/family_members', payload: validMember })).json().data;
    const url = `/app-web2/family_members/${created.familyMemberId}`;
    expect((await ctx.as('nobody', { method: 'DELETE', url })).statusCode).toBe(401);
    for (const stranger of ['parentWang', 'doctorChen', 'doctorZhao', 'editor'] as const) {
      expect((await ctx.as(stranger, { method: 'DELETE', url })).statusCode, stranger).toBe(404);
    }
    expect((await ctx.as('parentLi', { method: 'DELETE', url })).statusCode).toBe(200);
    const list = (await ctx.as('parentLi', { url: '/app-web2/family_members' })).json().data;
    expect(list.some((m: { familyMemberId: string }) => m.familyMemberId === created.familyMemberId)).toBe(false);
    expect((await ctx.as('parentLi', { method: 'DELETE', url })).statusCode).toBe(404);
  });
});

describe('patient details', () => {
  const url = `/app-aggregation-service/app/patients/${DEMO_IDS.patients.boyHaoranXuhui}`;

  it('is readable by the owner and by doctors of the patient’s clinic only', async () => {
    const matrix = await statusMatrix(ctx, () => ({ url }));
    expect(matrix).toEqual({ nobody: 401, owner: 200, otherParent: 404, clinicDoctor: 200, otherDoctor: 404, editor: 404 });
  });

  it('returns the file with the fields of API.md, clinic name in the asked language', async () => {
    const res = await ctx.as('doctorChen', { url: `${url}?lang=en-US` });
    expect(res.json().data).toMatchObject({
      patientId: DEMO_IDS.patients.boyHaoranXuhui,
      familyMemberId: boy,
      name: '王浩然',
      sex: 'male',
      clinicId: DEMO_IDS.clinics.xuhui,
      clinicName: 'Sprout Children’s Health Centre, Xuhui',
      fileNumber: 'XH-2019-0932',
      outpatientNumber: 'MZ0004518',
    });
  });

  it('answers 404 for an unknown patient file', async () => {
    const res = await ctx.as('parentWang', { url: '/app-aggregation-service/app/patients/99999999-0000-4000-8000-000000000000' });
    expect(res.statusCode).toBe(404);
  });
});

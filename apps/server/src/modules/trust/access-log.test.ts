import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { createTestContext, statusMatrix, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const { boyHaoran: boy, babyXiaoyu: baby } = DEMO_IDS.members;
const logUrl = (member: string, query = '') => `/app-web2/family_members/${member}/access_log${query}`;

interface Entry {
  actorRole: string;
  actorName: string | null;
  actorTitle: string | null;
  clinicName: string | null;
  action: string;
  subject: string;
  refused: boolean;
  at: string;
}
const log = async (member: string, query = '?limit=100&lang=en-US') =>
  (await ctx.as('parentWang', { url: logUrl(member, query) })).json().data as { total: number; list: Entry[] };

async function growthIdOf(member: string): Promise<string> {
  const res = await ctx.as('parentWang', {
    method: 'POST',
    url: '/health-info-service/app/growth/init',
    payload: { familyMemberId: member },
  });
  return res.json().data.growthId as string;
}

describe('the access log of a child', () => {
  it('is for the child’s own parent only: another parent, the clinic’s doctor, another doctor and an editor get 404', async () => {
    const matrix = await statusMatrix(ctx, () => ({ url: logUrl(boy) }));
    expect(matrix).toEqual({ nobody: 401, owner: 200, otherParent: 404, clinicDoctor: 404, otherDoctor: 404, editor: 404 });
  });

  it('answers 404 for an unknown child and 400 naming the field for a bad page', async () => {
    expect((await ctx.as('parentWang', { url: logUrl('40000000-0000-4000-8000-0000000000ff') })).statusCode).toBe(404);
    const bad = await ctx.as('parentWang', { url: logUrl(boy, '?limit=1000') });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('limit');
  });

  it('shows a doctor’s reads of growth, eye and health record with name, title and clinic, newest first, and not the family’s own reads', async () => {
    const growthId = await growthIdOf(boy);
    await ctx.as('parentWang', { url: `/app-web2/family_members/${boy}/health_record` });
    await ctx.as('doctorChen', { url: `/health-info-service/doctor/growth/${growthId}/curve` });
    await ctx.as('doctorChen', { url: `/health-info-service/app/eye/get?familyMemberId=${boy}` });
    await ctx.as('doctorChen', { url: `/app-web2/family_members/${boy}/health_record` });
    const { total, list } = await log(boy);
    expect(total).toBe(list.length);
    expect(list.slice(0, 3).map((e) => e.subject)).toEqual(['record', 'eye', 'growth']);
    for (const entry of list.slice(0, 3)) {
      expect(entry).toMatchObject({ actorRole: 'doctor', actorName: 'Dr Chen Jing', action: 'read', refused: false });
      expect(entry.clinicName).toMatch(/Xuhui/);
      expect(entry.actorTitle).toBeTruthy();
    }
    expect(list.every((e) => e.actorRole !== 'parent' || e.refused)).toBe(true);
    const times = list.map((e) => e.at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('shows refused attempts by an editor and another parent without naming them', async () => {
    const growthId = await growthIdOf(baby);
    expect((await ctx.as('editor', { url: `/health-info-service/app/growth/${growthId}/curve` })).statusCode).toBe(404);
    expect((await ctx.as('parentLi', { url: `/app-web2/family_members/${baby}/health_record` })).statusCode).toBe(404);
    const { list } = await log(baby);
    expect(list[0]).toMatchObject({ actorRole: 'parent', actorName: null, subject: 'record', refused: true });
    expect(list[1]).toMatchObject({ actorRole: 'editor', actorName: null, clinicName: null, subject: 'growth', refused: true });
  });

  it('shows a doctor’s writes to the record', async () => {
    const visit = { visitDate: '2024-05-01', department: '儿科', chiefComplaint: '咳嗽', diagnosis: '上呼吸道感染', prescriptions: [] };
    expect((await ctx.as('doctorChen', { method: 'POST', url: `/app-web2/family_members/${boy}/visits`, payload: visit })).statusCode).toBe(
      200,
    );
    const { list } = await log(boy);
    expect(list[0]).toMatchObject({ actorRole: 'doctor', action: 'write', subject: 'record', refused: false });
  });

  it('is paged with start and limit', async () => {
    const all = await log(boy);
    const second = await log(boy, '?start=1&limit=1&lang=en-US');
    expect(second.total).toBe(all.total);
    expect(second.list).toHaveLength(1);
    expect(second.list[0]).toEqual(all.list[1]);
  });

  it('names the doctor in Chinese for a Chinese request', async () => {
    const { list } = await log(boy, '?lang=zh-CN');
    expect(list.find((e) => e.actorRole === 'doctor')?.actorName).toBe('陈静');
  });
});

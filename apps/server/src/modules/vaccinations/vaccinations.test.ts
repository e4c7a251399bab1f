import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayUtc } from '@sprout/clinical';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { createTestContext, READ_BY_OWNER_AND_CLINIC, statusMatrix, type TestContext } from '../../test-support/test-app.ts';

/** Issue 34: a child's vaccinations — the schedule computed from the doses recorded, who may read and write them. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

const { babyXiaoyu: baby, boyHaoran: boy, motherWang: mother } = DEMO_IDS.members;
const url = (member: string) => `/app-web2/family_members/${member}/vaccinations`;
const en = { 'accept-language': 'en-US' };
const rows = async (query: ReturnType<typeof sql>) =>
  ((await ctx.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
const doseCount = async () => (await rows(sql`SELECT count(*)::int AS n FROM vaccination_doses`))[0]!.n as number;
const record = (member: string, payload: Record<string, unknown>) =>
  ctx.as('parentWang', { method: 'POST', url: url(member), payload, headers: en });
type Dose = { vaccine: string; dose: number; status: string; recordId: string | null; batch: string | null; plannedDate: string | null };
const dose = (data: { doses: Dose[] }, vaccine: string, n: number) => data.doses.find((d) => d.vaccine === vaccine && d.dose === n)!;

describe('reading the schedule', () => {
  it('shows the seeded baby her doses given and her 6-month doses due today, with the counts', async () => {
    const res = await ctx.as('parentWang', { url: url(baby) });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      familyMemberId: baby,
      sex: 'female',
      asOf: todayUtc(),
      schedule: 'CN-NIP-2021',
      beyondProgrammeAge: false,
    });
    expect(data.amendments).toContain('CN-DTAP-2025');
    expect(data.counts).toMatchObject({ done: 8, overdue: 0, due: 3 });
    expect(data.doses.filter((d: Dose) => d.status === 'due').map((d: Dose) => `${d.vaccine} ${d.dose}`)).toEqual([
      'HepB 3',
      'DTaP 3',
      'MPSV-A 1',
    ]);
    expect(dose(data, 'HepB', 1)).toMatchObject({ status: 'done', recordId: expect.any(String), batch: expect.stringMatching(/^\d{8}$/) });
  });

  it('shows the school boy’s overdue dose and his optional vaccines', async () => {
    const data = (await ctx.as('parentWang', { url: url(boy) })).json().data;
    expect(data.counts.overdue).toBe(1);
    expect(dose(data, 'MPSV-AC', 2)).toMatchObject({ status: 'overdue', plannedDate: todayUtc() });
    expect(data.optional.map((d: { vaccine: string; dose: number }) => `${d.vaccine} ${d.dose}`)).toEqual(['FLU 1', 'FLU 2', 'VAR 1']);
  });

  it('says an adult is past the programme’s age', async () => {
    const data = (await ctx.as('parentWang', { url: url(mother) })).json().data;
    expect(data).toMatchObject({ beyondProgrammeAge: true, counts: { overdue: 0, due: 0, upcoming: 0, done: 0 } });
  });

  it('lets the owner and the child’s clinic doctors read it, others get 401 or 404', async () => {
    expect(await statusMatrix(ctx, () => ({ url: url(baby) }))).toEqual(READ_BY_OWNER_AND_CLINIC);
  });

  it('audits the doctor’s read, and refuses the doctor with 403 once the parent withdraws consent', async () => {
    const before = await rows(sql`SELECT count(*)::int AS n FROM audit_events WHERE family_member_id = ${boy} AND action = 'read'`);
    expect((await ctx.as('doctorChen', { url: url(boy) })).statusCode).toBe(200);
    const after = await rows(sql`SELECT count(*)::int AS n FROM audit_events WHERE family_member_id = ${boy} AND action = 'read'`);
    expect(after[0]!.n).toBe((before[0]!.n as number) + 1);
    const consent = `/app-web2/family_members/${boy}/consent`;
    const version = (await ctx.as('parentWang', { url: consent })).json().data.policy.version;
    await ctx.as('parentWang', { method: 'PUT', url: consent, payload: { decision: 'refused', policyVersion: version } });
    expect((await ctx.as('doctorChen', { url: url(boy) })).statusCode).toBe(403);
    await ctx.as('parentWang', {
      method: 'PUT',
      url: consent,
      payload: { decision: 'granted', policyVersion: version, clinicIds: [DEMO_IDS.clinics.xuhui] },
    });
    expect((await ctx.as('doctorChen', { url: url(boy) })).statusCode).toBe(200);
  });
});

describe('recording a dose', () => {
  it('lets only the owner record, and answers the schedule with the dose done', async () => {
    const before = await doseCount();
    const payload = { vaccine: 'HepB', dose: 3, date: todayUtc(), batch: '202611A07' };
    const matrix = await statusMatrix(ctx, () => ({ method: 'POST', url: url(baby), payload }));
    expect(matrix).toEqual({ nobody: 401, owner: 200, otherParent: 404, clinicDoctor: 404, otherDoctor: 404, editor: 404 });
    expect(await doseCount()).toBe(before + 1);
    const data = (await ctx.as('parentWang', { url: url(baby) })).json().data;
    expect(dose(data, 'HepB', 3)).toMatchObject({ status: 'done', batch: '202611A07' });
    expect(data.counts.due).toBe(2);
  });

  it('refuses the same dose twice with 409, changing nothing', async () => {
    const before = await doseCount();
    const again = await record(baby, { vaccine: 'HepB', dose: 1, date: todayUtc() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'RECORD_EXISTS', data: null, message: expect.stringMatching(/already recorded/) });
    expect(await doseCount()).toBe(before);
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const before = await doseCount();
    const today = todayUtc();
    const cases: [Record<string, unknown>, string][] = [
      [{ vaccine: 'COVID', dose: 1, date: today }, 'vaccine'],
      [{ vaccine: 'MMR', dose: 0, date: today }, 'dose'],
      [{ vaccine: 'MMR', dose: 11, date: today }, 'dose'],
      [{ vaccine: 'MMR', dose: 1.5, date: today }, 'dose'],
      [{ vaccine: 'MMR', dose: 1, date: addDays(today, 2) }, 'date'],
      [{ vaccine: 'MMR', dose: 1, date: '2020-01-01' }, 'date'],
      [{ vaccine: 'MMR', dose: 1, date: '2026-02-30' }, 'date'],
      [{ vaccine: 'MMR', dose: 1, date: today, batch: 'x'.repeat(41) }, 'batch'],
      [{ vaccine: 'MMR', dose: 1 }, 'date'],
      [{ vaccine: 'MMR', dose: 1, date: today, given: true }, 'given'],
    ];
    for (const [payload, field] of cases) {
      const res = await record(baby, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect(await doseCount()).toBe(before);
  });

  it('records an optional vaccine as optional, up to 20 yearly influenza doses', async () => {
    const res = await record(baby, { vaccine: 'FLU', dose: 12, date: todayUtc() });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.optional).toEqual([{ vaccine: 'FLU', dose: 12, date: todayUtc(), recordId: expect.any(String), batch: null }]);
  });
});

describe('deleting a dose recorded by mistake', () => {
  it('lets only the owner delete, and answers the schedule without it', async () => {
    const data = (await record(baby, { vaccine: 'MPSV-A', dose: 1, date: todayUtc() })).json().data;
    const recordId = dose(data, 'MPSV-A', 1).recordId!;
    const before = await doseCount();
    const matrix = await statusMatrix(ctx, () => ({ method: 'DELETE', url: `${url(baby)}/${recordId}` }));
    expect(matrix).toEqual({ nobody: 401, owner: 200, otherParent: 404, clinicDoctor: 404, otherDoctor: 404, editor: 404 });
    expect(await doseCount()).toBe(before - 1);
    const after = (await ctx.as('parentWang', { url: url(baby) })).json().data;
    expect(dose(after, 'MPSV-A', 1)).toMatchObject({ status: 'due', recordId: null });
  });

  it('answers 404 for another child’s record or an unknown one, and 400 for an id that is none', async () => {
    const boyRecord = (await ctx.as('parentWang', { url: url(boy) })).json().data.doses[0].recordId as string;
    const before = await doseCount();
    expect((await ctx.as('parentWang', { method: 'DELETE', url: `${url(baby)}/${boyRecord}` })).statusCode).toBe(404);
    const unknown = '99999999-0000-4000-8000-000000000000';
    expect((await ctx.as('parentWang', { method: 'DELETE', url: `${url(baby)}/${unknown}` })).statusCode).toBe(404);
    const bad = await ctx.as('parentWang', { method: 'DELETE', url: `${url(baby)}/not-an-id`, headers: en });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('recordId');
    expect(await doseCount()).toBe(before);
  });

  it('audits each write as a write by the parent', async () => {
    const audited = await rows(
      sql`SELECT action, method FROM audit_events WHERE family_member_id = ${baby} AND route LIKE '%vaccinations%' AND action = 'write' ORDER BY id`,
    );
    expect(audited.map((r) => r.method)).toEqual(expect.arrayContaining(['POST', 'DELETE']));
  });
});

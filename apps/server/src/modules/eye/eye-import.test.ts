import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayUtc } from '@sprout/clinical';
import { BODY_LIMIT_BYTES } from '../../config/limits.ts';
import { auditEvents, eyeExams } from '../../db/schema/index.ts';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { DEMO_EYE_IDS } from '../../db/seed/eye.ts';
import { createTestContext, statusMatrix, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const DOCTOR = '/health-info-service/doctor/eye';
const boy = DEMO_EYE_IDS.boyHaoran;
const siyu = DEMO_EYE_IDS.teenSiyu;
const today = todayUtc();
const d = (daysAgo: number) => addDays(today, -daysAgo);
const csvHeaders = { 'content-type': 'text/csv; charset=utf-8' };
const examCount = async (eyeId: string) =>
  (await ctx.database.db.select({ n: count() }).from(eyeExams).where(eq(eyeExams.eyeId, eyeId)))[0]!.n;

const post = (eyeId: string, csv: string, query = '', persona: 'doctorChen' | 'doctorZhao' = 'doctorChen') =>
  ctx.as(persona, { method: 'POST', url: `${DOCTOR}/${eyeId}/import${query}`, payload: csv, headers: csvHeaders });

describe('biometer import', () => {
  it('is for the child’s clinic doctors only', async () => {
    const csv = `Date,Eye,AL\n${d(400)},OD,23.0\n`;
    const matrix = await statusMatrix(ctx, () => ({
      method: 'POST',
      url: `${DOCTOR}/${boy.eyeId}/import?dryRun=1`,
      payload: csv,
      headers: csvHeaders,
    }));
    expect(matrix).toEqual({ nobody: 401, owner: 404, otherParent: 404, clinicDoctor: 200, otherDoctor: 404, editor: 404 });
  });

  it('previews with dryRun=1: parsed rows, per-row errors, nothing stored', async () => {
    const before = await examCount(siyu.eyeId);
    const csv = `Date,Eye,AL(mm),K1,K2\n${d(300)},OD,25.2,42.75,43.75\n${d(300)},OS,45.1,42.5,43.5\n`;
    const res = await post(siyu.eyeAxisId, csv, '?dryRun=1&lang=en-US', 'doctorZhao');
    expect(res.statusCode).toBe(200);
    const result = res.json().data;
    // examCount counts the exams the good rows make; the bad row would stop a real import.
    expect(result).toMatchObject({ dryRun: true, stored: 0, errorCount: 1, examCount: 1 });
    expect(result.rows[0]).toMatchObject({ row: 2, eye: 'right', right: { axialLength: 25.2 }, errors: [] });
    expect(result.rows[1].errors).toEqual([{ field: 'AL(mm)', message: 'must be at most 35' }]);
    expect(await examCount(siyu.eyeId)).toBe(before);
  });

  it('leaves a preview on the trail and in the parent’s access log as a read, and a real import as a write', async () => {
    const latest = async () => (await ctx.database.db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1))[0]!;
    const logTop = async () =>
      (await ctx.as('parentWang', { url: `/app-web2/family_members/${DEMO_IDS.members.boyHaoran}/access_log?limit=1` })).json().data
        .list[0];
    const csv = `Date,Eye,AL\n${d(450)},OD,23.0\n`;
    const before = await examCount(boy.eyeId);
    expect((await post(boy.eyeId, csv, '?dryRun=1')).statusCode).toBe(200);
    expect(await examCount(boy.eyeId)).toBe(before);
    expect(await latest()).toMatchObject({ accountId: DEMO_IDS.accounts.doctorChen, action: 'read', method: 'POST', status: 200 });
    expect(await logTop()).toMatchObject({ actorRole: 'doctor', action: 'read', subject: 'eye', refused: false });
    // A preview by a doctor of another clinic is refused and kept as an attempted read, not an attempted change.
    expect((await post(boy.eyeId, csv, '?dryRun=1', 'doctorZhao')).statusCode).toBe(404);
    expect(await latest()).toMatchObject({ accountId: DEMO_IDS.accounts.doctorZhao, action: 'read', status: 404 });

    expect((await post(boy.eyeId, csv)).statusCode).toBe(200);
    expect(await examCount(boy.eyeId)).toBe(before + 1);
    expect(await latest()).toMatchObject({ accountId: DEMO_IDS.accounts.doctorChen, action: 'write', status: 200 });
    expect(await logTop()).toMatchObject({ actorRole: 'doctor', action: 'write', subject: 'eye' });
    expect((await post(boy.eyeId, csv, '', 'doctorZhao')).statusCode).toBe(404);
    expect(await latest()).toMatchObject({ accountId: DEMO_IDS.accounts.doctorZhao, action: 'write', status: 404 });
  });

  it('stores every exam of a good file, one exam per date, and the parent sees them', async () => {
    const before = await examCount(boy.eyeId);
    const csv = [
      'exam_date,eye,axial_length_mm,sphere_d,cylinder_d,axis_deg,k1_d,k2_d,ucva,bcva,iop_mmhg,treatment,device,notes',
      `${d(200)},OD,23.02,0.5,-0.25,180,43,43.75,1.0,1.0,14,none,Lenstar,import A`,
      `${d(200)},OS,22.98,0.5,-0.25,175,43.25,44,1.0,1.0,15,none,Lenstar,`,
      `${d(100)},R,23.05,0.5,,,43,43.75,1.0,,,,Lenstar,`,
    ].join('\r\n');
    const res = await post(boy.eyeId, csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ dryRun: false, examCount: 2, stored: 2, errorCount: 0 });
    expect(await examCount(boy.eyeId)).toBe(before + 2);
    const records = (await ctx.as('parentWang', { url: `/health-info-service/app/eye/${boy.eyeId}/records?limit=100` })).json().data.list;
    const imported = records.find((r: { examDate: string }) => r.examDate === d(200));
    expect(imported).toMatchObject({
      device: 'Lenstar',
      notes: 'import A',
      right: { axialLength: 23.02, iop: 14 },
      left: { axialLength: 22.98, axis: 175 },
    });
  });

  it('stores nothing when one row is bad, and names the row and the column', async () => {
    const before = await examCount(boy.eyeId);
    const csv = `Date,Eye,AL(mm)\n${d(50)},OD,23.1\n${d(50)},OS,231\n${d(40)},OD,23.1\n`;
    const res = await post(boy.eyeId, `${csv}`, '?lang=en-US');
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION');
    expect(body.errors).toEqual([{ field: 'rows.3.AL(mm)', message: 'row 3, AL(mm): must be at most 35' }]);
    expect(body.message).toBe('Nothing was imported: the file has 1 problem(s). First: row 3, AL(mm): must be at most 35');
    expect(await examCount(boy.eyeId)).toBe(before);
    const zh = await post(boy.eyeId, csv);
    expect(zh.json().message).toContain('第 3 行 AL(mm)');
  });

  it('reports dates already stored and does not store them twice', async () => {
    const csv = `Date,Eye,AL\n${d(20)},OD,23.2\n`;
    expect((await post(boy.eyeId, csv)).json().data.stored).toBe(1);
    const before = await examCount(boy.eyeId);
    const again = (await post(boy.eyeId, csv)).json().data;
    expect(again).toMatchObject({ stored: 0, skippedDates: [d(20)], rows: [{ alreadyStored: true }] });
    expect(await examCount(boy.eyeId)).toBe(before);
  });

  it('refuses a file it cannot read, naming the body', async () => {
    for (const csv of ['Eye,AL\nOD,23\n', 'Date,AL\n', 'Date,Name\n2024-01-01,x\n']) {
      const res = await post(boy.eyeId, csv);
      expect(res.statusCode, csv).toBe(400);
      expect(res.json().errors[0].field).toBe('body');
    }
    const json = await ctx.as('doctorChen', { method: 'POST', url: `${DOCTOR}/${boy.eyeId}/import`, payload: { rows: [] } });
    expect(json.statusCode).toBe(400);
  });

  it('refuses a file over 1 MiB with 413', async () => {
    const row = `${d(30)},OD,23.1\n`;
    const csv = `Date,Eye,AL\n${row.repeat(Math.ceil(BODY_LIMIT_BYTES / row.length) + 1)}`;
    const res = await post(boy.eyeId, csv);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('TOO_LARGE');
  });
});

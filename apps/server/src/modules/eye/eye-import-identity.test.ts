import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayUtc } from '@sprout/clinical';
import { eyeExams, patientFiles } from '../../db/schema/index.ts';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { DEMO_EYE_IDS } from '../../db/seed/eye.ts';
import { createTestContext, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const boy = DEMO_EYE_IDS.boyHaoran;
const d = (daysAgo: number) => addDays(todayUtc(), -daysAgo);
const examCount = async () => (await ctx.database.db.select({ n: count() }).from(eyeExams).where(eq(eyeExams.eyeId, boy.eyeId)))[0]!.n;
const post = (csv: string, query = '') =>
  ctx.as('doctorChen', {
    method: 'POST',
    url: `/health-info-service/doctor/eye/${boy.eyeId}/import${query}`,
    payload: csv,
    headers: { 'content-type': 'text/csv' },
  });
const fileOf = async (patientId: string) => (await ctx.database.db.select().from(patientFiles).where(eq(patientFiles.id, patientId)))[0]!;

describe('biometer import checks whose exams the file holds', () => {
  it("accepts rows naming the open child's patient id, file number or outpatient number", async () => {
    const file = await fileOf(DEMO_IDS.patients.boyHaoranXuhui);
    const csv = `Patient ID,Date,Eye,AL\n${file.fileNumber},${d(250)},OD,23.0\n${file.outpatientNumber},${d(250)},OS,22.9\n${file.id},${d(240)},OD,23.01\n`;
    const result = (await post(csv, '?dryRun=1')).json().data;
    expect(result.errorCount).toBe(0);
    expect(result.identityWarnings).toEqual([]);
  });

  it('refuses a file whose patient id names another child, naming the rows, and stores nothing', async () => {
    const other = await fileOf(DEMO_IDS.patients.babyXiaoyuXuhui);
    const mine = await fileOf(DEMO_IDS.patients.boyHaoranXuhui);
    const csv = `Patient ID,Date,Eye,AL\n${mine.fileNumber},${d(230)},OD,23.0\n${other.fileNumber},${d(220)},OD,23.1\n`;
    const preview = (await post(csv, '?dryRun=1&lang=en-US')).json().data;
    expect(preview.rows[1].errors).toEqual([{ field: 'Patient ID', message: `names another patient: ${other.fileNumber}` }]);
    const before = await examCount();
    const res = await post(csv, '?lang=en-US');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(['rows.3.Patient ID']);
    expect(await examCount()).toBe(before);
  });

  it('asks to confirm rows whose name or birth date differ, and stores them once confirmed', async () => {
    const csv = `Name,DOB,Date,Eye,AL\n王浩然,2000-01-01,${d(210)},OD,23.0\nSomeone Else,,${d(205)},OD,23.02\n`;
    const preview = (await post(csv, '?dryRun=1')).json().data;
    expect(preview.identityWarnings).toEqual([
      { row: 2, column: 'DOB', value: '2000-01-01' },
      { row: 3, column: 'Name', value: 'Someone Else' },
    ]);
    const before = await examCount();
    const refused = await post(csv, '?lang=en-US');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('rows 2, 3');
    expect(await examCount()).toBe(before);
    const confirmed = await post(csv, '?confirmIdentity=1');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await examCount()).toBe(before + 2);
  });
});

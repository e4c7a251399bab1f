import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayUtc } from '@sprout/clinical';
import { eyeExams } from '../../db/schema/index.ts';
import { DEMO_AGES_DAYS } from '../../db/seed/demo-people.ts';
import { EYE_APP as APP, EYE_DOCTOR as DOCTOR, boy, siyu } from '../../test-support/eye-callers.ts';
import {
  createTestContext,
  LI_CHILD_CALLERS as SIYU_CALLERS,
  CLINIC_DOCTORS_ONLY as WRITE,
  statusMatrix,
  type TestContext,
} from '../../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const today = todayUtc();
const exam = (overrides: Record<string, unknown> = {}) => ({
  examDate: addDays(today, -3),
  treatment: 'defocus_spectacles',
  device: 'IOLMaster 700',
  notes: '复查',
  right: { axialLength: 23.1, sphere: -0.5, cylinder: -0.5, axis: 175, k1: 43, k2: 44, ucva: 0.8, bcva: 1.0, iop: 15 },
  left: { axialLength: 23.02, sphere: -0.25, cylinder: 0, k1: 43.25, k2: 44 },
  ...overrides,
});
const examCount = async (eyeId: string = boy.eyeId) =>
  (await ctx.database.db.select({ n: count() }).from(eyeExams).where(eq(eyeExams.eyeId, eyeId)))[0]!.n;

async function createExam(
  eyeId: string = boy.eyeId,
  body: Record<string, unknown> = exam(),
  persona: 'doctorChen' | 'doctorZhao' = 'doctorChen',
) {
  const res = await ctx.as(persona, { method: 'POST', url: `${DOCTOR}/${eyeId}/records`, payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('who may write exams', () => {
  it('add: the child’s clinic doctors only', async () => {
    expect(await statusMatrix(ctx, () => ({ method: 'POST', url: `${DOCTOR}/${boy.eyeId}/records`, payload: exam() }))).toEqual(WRITE);
    expect(
      await statusMatrix(ctx, () => ({ method: 'POST', url: `${DOCTOR}/${siyu.eyeAxisId}/records`, payload: exam() }), SIYU_CALLERS),
    ).toEqual(WRITE);
  });

  it('edit and delete: the child’s clinic doctors only', async () => {
    const { recordId } = await createExam();
    expect(await statusMatrix(ctx, () => ({ method: 'PUT', url: `${DOCTOR}/records/${recordId}`, payload: exam() }))).toEqual(WRITE);
    // One exam per caller, so that the clinic doctor's successful delete does not turn later answers into 404.
    const callers = ['nobody', 'owner', 'otherParent', 'clinicDoctor', 'otherDoctor', 'editor'] as const;
    const ids = Object.fromEntries(await Promise.all(callers.map(async (c) => [c, (await createExam()).recordId] as const)));
    expect(await statusMatrix(ctx, (caller) => ({ method: 'DELETE', url: `${DOCTOR}/records/${ids[caller]}` }))).toEqual(WRITE);
  });

  it('a parent cannot write through any eye call, even for their own child', async () => {
    const { recordId } = await createExam();
    const before = await examCount();
    const calls = [
      { method: 'POST', url: `${DOCTOR}/${boy.eyeId}/records`, payload: exam() },
      { method: 'PUT', url: `${DOCTOR}/records/${recordId}`, payload: exam() },
      { method: 'DELETE', url: `${DOCTOR}/records/${recordId}` },
      { method: 'POST', url: `${APP}/${boy.eyeId}/records`, payload: exam() },
    ] as const;
    for (const call of calls) expect((await ctx.as('parentWang', call)).statusCode, call.url).toBeGreaterThanOrEqual(403);
    expect(await examCount()).toBe(before);
  });
});

describe('adding, changing and deleting an exam', () => {
  it('returns the stored exam with its derived values, and the parent sees it', async () => {
    const record = await createExam(boy.eyeId, exam({ examDate: addDays(today, -1) }));
    expect(record).toMatchObject({ eyeId: boy.eyeId, treatment: 'defocus_spectacles', device: 'IOLMaster 700', notes: '复查' });
    expect(record.right).toMatchObject({
      axialLength: 23.1,
      sphericalEquivalent: -0.75,
      k1: 43,
      k2: 44,
      cornealRadius: 7.76,
      alCrRatio: 2.98,
      iop: 15,
    });
    expect(record.right.centileLabel).toMatch(/^\d+$/);
    expect(record.left).toMatchObject({ sphericalEquivalent: -0.25, axis: null, ucva: null });
    expect(record.ageYears).toBeGreaterThan(8);

    const parentRecords = (await ctx.as('parentWang', { url: `${APP}/${boy.eyeId}/records?limit=1` })).json().data;
    expect(parentRecords.list[0].recordId).toBe(record.recordId);
    // The answer is the exam as its records page shows it, its change per year since the exams before it included
    // (the answer reads that exam and its baselines, not the history).
    expect(record.right.growthPerYear).not.toBeNull();
    expect(record.right.progression).not.toBeNull();
    expect(record).toEqual(parentRecords.list[0]);
    const curve = (await ctx.as('parentWang', { url: `${APP}/${boy.eyeId}/curve` })).json().data;
    expect(curve.right.some((p: { recordId: string }) => p.recordId === record.recordId)).toBe(true);
  });

  it('keeps a second exam of the same date (a re-measure) as its own record', async () => {
    const date = addDays(today, -10);
    const first = await createExam(boy.eyeId, exam({ examDate: date }));
    const second = await createExam(boy.eyeId, exam({ examDate: date, right: { axialLength: 23.12 } }));
    expect(second.recordId).not.toBe(first.recordId);
  });

  it('accepts a corneal radius instead of K and computes AL/CR from it', async () => {
    const record = await createExam(boy.eyeId, exam({ right: { axialLength: 23.4, cornealRadius: 7.8 }, left: {} }));
    expect(record.right).toMatchObject({ cornealRadius: 7.8, alCrRatio: 3, k1: null });
    expect(record.left.axialLength).toBeNull();
  });

  it('replaces an exam on edit and removes it on delete', async () => {
    const { recordId } = await createExam();
    const edited = await ctx.as('doctorChen', {
      method: 'PUT',
      url: `${DOCTOR}/records/${recordId}`,
      payload: exam({ treatment: 'low_dose_atropine', right: { axialLength: 23.2 }, left: {} }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ recordId, treatment: 'low_dose_atropine', right: { axialLength: 23.2, sphere: null } });
    expect((await ctx.as('doctorChen', { method: 'DELETE', url: `${DOCTOR}/records/${recordId}` })).statusCode).toBe(200);
    expect((await ctx.as('doctorChen', { method: 'DELETE', url: `${DOCTOR}/records/${recordId}` })).statusCode).toBe(404);
    expect((await ctx.as('doctorChen', { method: 'PUT', url: `${DOCTOR}/records/${recordId}`, payload: exam() })).statusCode).toBe(404);
  });

  it('accepts values on the bounds themselves', async () => {
    const record = await createExam(
      boy.eyeId,
      exam({
        right: { axialLength: 15, sphere: -30, cylinder: 10, axis: 0, k1: 35, k2: 55 },
        left: { axialLength: 35, sphere: 20, cylinder: -10, axis: 180 },
      }),
    );
    expect(record.right.axialLength).toBe(15);
    expect(record.left.axialLength).toBe(35);
  });
});

describe('bad exams', () => {
  const birthDate = addDays(today, -DEMO_AGES_DAYS.boyHaoran);
  const cases: [string, Record<string, unknown>, string][] = [
    ['axial length under 15 mm', exam({ right: { axialLength: 14.99 } }), 'right.axialLength'],
    ['axial length over 35 mm', exam({ left: { axialLength: 35.01 } }), 'left.axialLength'],
    ['axial length in cm', exam({ right: { axialLength: 2.31 } }), 'right.axialLength'],
    ['sphere under −30 D', exam({ left: { sphere: -30.25 } }), 'left.sphere'],
    ['sphere over +20 D', exam({ right: { sphere: 20.25 } }), 'right.sphere'],
    ['cylinder over 10 D', exam({ right: { cylinder: -10.5 } }), 'right.cylinder'],
    ['axis over 180', exam({ right: { axis: 181 } }), 'right.axis'],
    ['axis not whole', exam({ right: { axis: 90.5 } }), 'right.axis'],
    ['K under 35 D', exam({ right: { k1: 34.99, k2: 44 } }), 'right.k1'],
    ['K over 55 D', exam({ left: { k1: 43, k2: 55.01 } }), 'left.k2'],
    ['K1 without K2', exam({ right: { axialLength: 23, k1: 43 } }), 'right.k2'],
    ['exam date in the future', exam({ examDate: addDays(today, 2) }), 'examDate'],
    ['exam date before birth', exam({ examDate: addDays(birthDate, -1) }), 'examDate'],
    ['exam date not a date', exam({ examDate: '2024-02-30' }), 'examDate'],
    ['unknown treatment', exam({ treatment: 'laser' }), 'treatment'],
    ['unknown field', exam({ pupil: 4 }), 'pupil'],
    ['unknown eye field', exam({ right: { axialLength: 23, acd: 3.1 } }), 'right.acd'],
    ['no measurement at all', exam({ right: {}, left: { axialLength: null } }), 'right'],
    ['notes too long', exam({ notes: 'x'.repeat(1001) }), 'notes'],
    ['axial length as text', exam({ right: { axialLength: '23.1' } }), 'right.axialLength'],
  ];

  it.each(cases)('refuses %s, naming the field, and writes nothing', async (_name, payload, field) => {
    const before = await examCount();
    const res = await ctx.as('doctorChen', { method: 'POST', url: `${DOCTOR}/${boy.eyeId}/records?lang=en-US`, payload });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(res.json().message).toContain(field);
    expect(await examCount()).toBe(before);
  });

  it('accepts an exam dated on the birth day and today', async () => {
    await createExam(boy.eyeId, exam({ examDate: birthDate, right: { k1: 43, k2: 44 }, left: {} }));
    await createExam(boy.eyeId, exam({ examDate: today }));
  });

  it('refuses an edit with bad values and leaves the exam as it was', async () => {
    const { recordId } = await createExam();
    const res = await ctx.as('doctorChen', {
      method: 'PUT',
      url: `${DOCTOR}/records/${recordId}`,
      payload: exam({ right: { axialLength: 40 } }),
    });
    expect(res.statusCode).toBe(400);
    const [row] = await ctx.database.db.select().from(eyeExams).where(eq(eyeExams.id, recordId));
    expect(row!.odAxialLength).toBe(23.1);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await ctx.as('doctorChen', {
      method: 'POST',
      url: `${DOCTOR}/${boy.eyeId}/records`,
      payload: '{"examDate":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('body');
  });
});

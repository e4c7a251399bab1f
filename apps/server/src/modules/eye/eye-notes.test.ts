import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayUtc } from '@sprout/clinical';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { DEMO_EYE_IDS } from '../../db/seed/eye.ts';
import { createTestContext, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const DOCTOR = '/health-info-service/doctor/eye';
const APP = '/health-info-service/app/eye';
const boy = DEMO_EYE_IDS.boyHaoran;
type Exam = { recordId: string; notes: string | null; right: { sphericalEquivalent: number | null; ucva: number | null } };
const boyExams = async (lang: string): Promise<Exam[]> =>
  (await ctx.as('parentWang', { url: `${APP}/${boy.eyeId}/records?limit=50&lang=${lang}` })).json().data.list;

describe('exam notes are kept per language and shown in the reader’s', () => {
  it('shows a seeded note in Chinese or in English, never both at once', async () => {
    const zh = (await boyExams('zh-CN')).map((e) => e.notes).filter((n) => n !== null);
    const en = (await boyExams('en-US')).map((e) => e.notes).filter((n) => n !== null);
    expect(zh).toContain('户外活动每天 2 小时');
    expect(en).toContain('2 hours outdoors a day');
    for (const note of [...zh, ...en]) expect(note).not.toContain(' / ');
  });

  it('stores a doctor’s note given per language, and one text for both languages as written', async () => {
    const body = (notes: unknown, daysAgo: number) => ({
      examDate: addDays(todayUtc(), -daysAgo),
      treatment: 'none',
      notes,
      right: { axialLength: 23.1 },
      left: {},
    });
    const both = await ctx.as('doctorChen', {
      method: 'POST',
      url: `${DOCTOR}/${boy.eyeId}/records?lang=en-US`,
      payload: body({ 'zh-CN': '复查眼轴', 'en-US': 'Axial length recheck' }, 2),
    });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json().data.notes).toBe('Axial length recheck');
    const one = await ctx.as('doctorChen', { method: 'POST', url: `${DOCTOR}/${boy.eyeId}/records`, payload: body('复查', 4) });
    expect(one.json().data.notes).toBe('复查');
    const zh = await boyExams('zh-CN');
    const en = await boyExams('en-US');
    const noteOf = (list: Exam[], id: string) => list.find((e) => e.recordId === id)?.notes;
    expect([noteOf(zh, both.json().data.recordId), noteOf(en, both.json().data.recordId)]).toEqual(['复查眼轴', 'Axial length recheck']);
    expect([noteOf(zh, one.json().data.recordId), noteOf(en, one.json().data.recordId)]).toEqual(['复查', '复查']);
  });

  it('refuses a note over 1000 characters in either language, naming the field', async () => {
    const res = await ctx.as('doctorChen', {
      method: 'POST',
      url: `${DOCTOR}/${boy.eyeId}/records`,
      payload: {
        examDate: addDays(todayUtc(), -6),
        notes: { 'zh-CN': '短', 'en-US': 'x'.repeat(1001) },
        right: { axialLength: 23.1 },
        left: {},
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toMatch(/^notes/);
  });
});

describe('the demo boy’s eye visit agrees with his exams', () => {
  it('diagnoses no myopia, since every exam of his shows a positive spherical equivalent and full vision', async () => {
    const exams = await boyExams('en-US');
    const seeded = exams.filter((e) => e.right.sphericalEquivalent !== null);
    expect(seeded.length).toBeGreaterThan(0);
    for (const exam of seeded) expect(exam.right.sphericalEquivalent).toBeGreaterThan(0);
    for (const lang of ['zh-CN', 'en-US']) {
      const visits = (
        await ctx.as('parentWang', { url: `/app-web2/family_members/${DEMO_IDS.members.boyHaoran}/health_record?lang=${lang}` })
      ).json().data.visits;
      const eyeVisit = visits.find((v: { visitDate: string }) => v.visitDate === addDays(todayUtc(), -200));
      expect(eyeVisit.diagnosis).not.toMatch(/近视|myopia/i);
      expect(eyeVisit.prescriptions).toEqual([]);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { teenSiyuMyopiaOrthoK } from '../../db/seed/eye-stories.ts';
import { EYE_APP as APP, EYE_DOCTOR as DOCTOR, boy, siyu } from '../../test-support/eye-callers.ts';
import {
  createTestContext,
  LI_CHILD_CALLERS as SIYU_CALLERS,
  READ_BY_OWNER_AND_CLINIC as PARENT_READ,
  CLINIC_DOCTORS_ONLY as DOCTOR_READ,
  statusMatrix,
  type TestContext,
} from '../../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

describe('who may read eye data', () => {
  it.each([
    ['get by familyMemberId', `${APP}/get?familyMemberId=${DEMO_IDS.members.boyHaoran}`],
    ['get by patientId', `${APP}/get?patientId=${DEMO_IDS.patients.boyHaoranXuhui}`],
    ['curve', `${APP}/${boy.eyeId}/curve`],
    ['records', `${APP}/${boy.eyeId}/records?eyeId=${boy.eyeId}&start=0&limit=5`],
    ['eye_axis_records', `${APP}/${boy.eyeId}/eye_axis_records`],
  ])('parent call %s: the owner and the child’s clinic doctors', async (_name, url) => {
    expect(await statusMatrix(ctx, () => ({ url }))).toEqual(PARENT_READ);
  });

  it.each([
    ['get', `${DOCTOR}/get?eyeId=${boy.eyeId}`],
    ['curve', `${DOCTOR}/${boy.eyeId}/curve`],
    ['records', `${DOCTOR}/${boy.eyeId}/records`],
    ['eye_axis_records', `${DOCTOR}/${boy.eyeId}/eye_axis_records`],
  ])('doctor call %s: the child’s clinic doctors only', async (_name, url) => {
    expect(await statusMatrix(ctx, () => ({ url }))).toEqual(DOCTOR_READ);
  });

  it('applies the same rules to the Pudong patient', async () => {
    expect(await statusMatrix(ctx, () => ({ url: `${APP}/${siyu.eyeId}/curve` }), SIYU_CALLERS)).toEqual(PARENT_READ);
    expect(await statusMatrix(ctx, () => ({ url: `${DOCTOR}/get?eyeAxisId=${siyu.eyeAxisId}` }), SIYU_CALLERS)).toEqual(DOCTOR_READ);
  });

  it('answers 404 for an unknown profile and 400 for a malformed id, naming it', async () => {
    expect((await ctx.as('parentWang', { url: `${APP}/99999999-0000-4000-8000-000000000000/curve` })).statusCode).toBe(404);
    const bad = await ctx.as('parentWang', { url: `${APP}/not-an-id/curve` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('id');
    const none = await ctx.as('doctorChen', { url: `${DOCTOR}/get?eyeId=&eyeAxisId=` });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0].field).toBe('eyeId');
    const noMember = await ctx.as('parentWang', { url: `${APP}/get?patientId=undefined` });
    expect(noMember.statusCode).toBe(400);
    expect(noMember.json().errors[0].field).toBe('familyMemberId');
  });
});

describe('eyeId and eyeAxisId', () => {
  it('both resolve the same profile on every read', async () => {
    for (const path of ['curve', 'records', 'eye_axis_records']) {
      const byEyeId = (await ctx.as('parentWang', { url: `${APP}/${boy.eyeId}/${path}` })).json();
      const byAxisId = (await ctx.as('parentWang', { url: `${APP}/${boy.eyeAxisId}/${path}` })).json();
      expect(byAxisId, path).toEqual(byEyeId);
    }
  });

  it('the doctor get uses eyeId when both are given, eyeAxisId when eyeId is empty', async () => {
    const both = await ctx.as('doctorChen', { url: `${DOCTOR}/get?eyeId=${boy.eyeId}&eyeAxisId=${siyu.eyeAxisId}` });
    expect(both.statusCode).toBe(200);
    expect(both.json().data.eyeId).toBe(boy.eyeId);
    const axisOnly = await ctx.as('doctorChen', { url: `${DOCTOR}/get?eyeId=&eyeAxisId=${boy.eyeAxisId}` });
    expect(axisOnly.json().data.eyeId).toBe(boy.eyeId);
  });

  it('refuses a records query whose eyeId names another profile than the path', async () => {
    const res = await ctx.as('parentWang', { url: `${APP}/${boy.eyeId}/records?eyeId=${siyu.eyeId}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('eyeId');
  });
});

describe('what the reads return', () => {
  it('get: the eye info in the envelope’s data, with the summary of each eye', async () => {
    const res = await ctx.as('parentLi', { url: `${APP}/get?familyMemberId=${DEMO_IDS.members.teenSiyu}&lang=en-US` });
    expect(res.json()).toMatchObject({ code: '1', message: 'OK' });
    const info = res.json().data;
    expect(info).toMatchObject({
      eyeId: siyu.eyeId,
      eyeAxisId: siyu.eyeAxisId,
      familyMemberId: DEMO_IDS.members.teenSiyu,
      patientId: DEMO_IDS.patients.teenSiyuPudong,
      name: '李思语',
      sex: 'female',
      examCount: teenSiyuMyopiaOrthoK.exams.length,
    });
    // Under orthokeratology the latest exams grow 0.12 mm/year, less than her own centile line rises at her age:
    // 'stable' for her age and sex, far from the 0.45 before it.
    expect(info.summary.right).toMatchObject({ axialLength: 25.09, treatment: 'orthokeratology', progression: 'stable', band: 'within' });
    expect(info.summary.right.growthPerYear).toBeCloseTo(0.12, 2);
    expect(info.summary.right.sphericalEquivalent).toBe(-3.38);
    expect(info.summary.right.alCrRatio).toBeGreaterThan(3.2);
  });

  it('get creates the profile of a member on first access, once', async () => {
    const url = `${APP}/get?familyMemberId=${DEMO_IDS.members.babyXiaoyu}`;
    const first = (await ctx.as('parentWang', { url })).json().data;
    const second = (await ctx.as('parentWang', { url })).json().data;
    expect(first.eyeId).toBe(second.eyeId);
    expect(first.eyeAxisId).not.toBe(first.eyeId);
    expect(first).toMatchObject({ examCount: 0, latestExamDate: null, summary: { right: null, left: null } });
  });

  it('records: newest first, paged with start and limit, every derived value present', async () => {
    const page1 = (await ctx.as('doctorZhao', { url: `${DOCTOR}/${siyu.eyeId}/records?start=0&limit=5` })).json().data;
    const page2 = (await ctx.as('doctorZhao', { url: `${DOCTOR}/${siyu.eyeId}/records?start=5&limit=5` })).json().data;
    expect(page1.total).toBe(teenSiyuMyopiaOrthoK.exams.length);
    expect(page1.list).toHaveLength(5);
    const dates = [...page1.list, ...page2.list].map((r: { examDate: string }) => r.examDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const fast = [...page1.list, ...page2.list].find(
      (r: { treatment: string; right: { growthPerYear: number | null } }) =>
        r.treatment === 'single_vision' && r.right.growthPerYear !== null,
    );
    expect(fast.right.progression).toBe('fast');
    expect(Object.keys(page1.list[0].right).sort()).toEqual(
      [
        'alCrRatio',
        'axialLength',
        'axis',
        'band',
        'bcva',
        'centile',
        'centileLabel',
        'cornealRadius',
        'cylinder',
        'growthPerYear',
        'iop',
        'k1',
        'k2',
        'progression',
        'sphere',
        'sphericalEquivalent',
        'ucva',
      ].sort(),
    );
    const bad = await ctx.as('doctorZhao', { url: `${DOCTOR}/${siyu.eyeId}/records?limit=1000` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('limit');
  });

  it('curve: the percentile lines P3..P95 and both eyes’ points by age', async () => {
    const curve = (await ctx.as('parentWang', { url: `${APP}/${boy.eyeId}/curve` })).json().data;
    expect(curve).toMatchObject({ eyeId: boy.eyeId, sex: 'male', reference: 'he2023_china', unit: 'mm' });
    expect(curve.centiles.map((c: { centile: number }) => c.centile)).toEqual([3, 5, 10, 25, 50, 75, 90, 95]);
    expect(curve.centiles[4].points[0]).toEqual({ ageYears: 4, value: 22.39 });
    expect(curve.right.length).toBeGreaterThan(4);
    const ages = curve.right.map((p: { ageYears: number }) => p.ageYears);
    expect(ages).toEqual([...ages].sort((a, b) => a - b));
    expect(curve.right[0]).toMatchObject({ axialLength: 22.62, band: 'within' });
  });

  it('curve: the exams where the treatment changed, for markers on the chart (none before, then a start and a switch)', async () => {
    const curve = (await ctx.as('doctorZhao', { url: `${DOCTOR}/${siyu.eyeId}/curve` })).json().data;
    // The story: no treatment at 7.5 and 8.5 years, single-vision glasses from 9.0, ortho-k from 11.0 on.
    expect(
      curve.treatmentChanges.map((c: { treatment: string; ageYears: number }) => [c.treatment, Math.round(c.ageYears * 2) / 2]),
    ).toEqual([
      ['single_vision', 9],
      ['orthokeratology', 11],
    ]);
    expect(curve.treatmentChanges[0]).toEqual({
      recordId: expect.any(String),
      examDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      ageYears: expect.any(Number),
      treatment: 'single_vision',
    });
    // The Wang boy has never been treated: no marker.
    expect((await ctx.as('parentWang', { url: `${APP}/${boy.eyeId}/curve` })).json().data.treatmentChanges).toEqual([]);
  });

  it('eye_axis_records: oldest first with the change per year of each eye', async () => {
    const list = (await ctx.as('doctorZhao', { url: `${DOCTOR}/${siyu.eyeAxisId}/eye_axis_records` })).json().data;
    expect(list).toHaveLength(teenSiyuMyopiaOrthoK.exams.length);
    expect(list[0].right.growthPerYear).toBeNull();
    expect(list[1].right.growthPerYear).toBeCloseTo(0.18, 2);
    expect(list.at(-1).left.progression).toBe('stable');
  });
});

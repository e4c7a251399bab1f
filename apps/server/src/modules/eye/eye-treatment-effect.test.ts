import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

type Episode = {
  treatment: string;
  from: string;
  to: string;
  ratePerYear: number | null;
  ciLow: number | null;
  ciHigh: number | null;
  expectedRatePerYear: number | null;
  verdict: string | null;
  comparedWith: string | null;
};

describe('the treatment effect of myopia control', () => {
  it('gives Siyu’s eyes an untreated, a single-vision and an orthokeratology episode, the last slowing growth', async () => {
    const res = await ctx.as('parentLi', { url: `${APP}/${siyu.eyeId}/treatment_effect` });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ eyeId: siyu.eyeId, repeatabilitySdMm: 0.02, tooWideHalfWidth: 0.11 });
    expect(data.repeatabilitySource).toMatch(/Kimura/);
    for (const eye of ['right', 'left'] as const) {
      const episodes: Episode[] = data[eye];
      expect(episodes.map((e) => e.treatment)).toEqual(['none', 'single_vision', 'orthokeratology']);
      const [, glasses, orthoK] = episodes;
      // The single-vision episode ends at the first ortho-k exam, which starts the next one.
      expect(glasses!.to).toBe(orthoK!.from);
      expect(glasses!.ratePerYear!).toBeGreaterThan(0.4);
      expect(orthoK!.ratePerYear!).toBeLessThan(0.2);
      for (const e of [glasses!, orthoK!]) {
        expect(e.ciLow!).toBeLessThan(e.ratePerYear!);
        expect(e.ciHigh!).toBeGreaterThan(e.ratePerYear!);
        expect(e.expectedRatePerYear!).toBeGreaterThan(0);
        expect(e.expectedRatePerYear!).toBeLessThan(0.3);
      }
      expect(orthoK).toMatchObject({ verdict: 'slowing', comparedWith: 'before' });
      expect(glasses!.verdict).toBeNull();
    }
  });

  it('answers the same on the doctor side and by eyeAxisId', async () => {
    const parent = (await ctx.as('parentLi', { url: `${APP}/${siyu.eyeAxisId}/treatment_effect` })).json().data;
    const doctor = (await ctx.as('doctorZhao', { url: `${DOCTOR}/${siyu.eyeId}/treatment_effect` })).json().data;
    expect(doctor).toEqual(parent);
  });

  it('gives a child never treated one untreated episode per eye and no verdict', async () => {
    const data = (await ctx.as('parentWang', { url: `${APP}/${boy.eyeId}/treatment_effect` })).json().data;
    expect(data.right.map((e: Episode) => [e.treatment, e.verdict])).toEqual([['none', null]]);
  });

  it('is readable by the owner parent and the child’s clinic doctors only', async () => {
    expect(await statusMatrix(ctx, () => ({ url: `${APP}/${siyu.eyeId}/treatment_effect` }), SIYU_CALLERS)).toEqual(PARENT_READ);
    expect(await statusMatrix(ctx, () => ({ url: `${DOCTOR}/${siyu.eyeId}/treatment_effect` }), SIYU_CALLERS)).toEqual(DOCTOR_READ);
    expect(await statusMatrix(ctx, () => ({ url: `${APP}/${boy.eyeAxisId}/treatment_effect` }))).toEqual(PARENT_READ);
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    expect((await ctx.as('parentLi', { url: `${APP}/not-an-id/treatment_effect` })).statusCode).toBe(400);
    expect((await ctx.as('parentLi', { url: `${APP}/99999999-0000-4000-8000-000000000000/treatment_effect` })).statusCode).toBe(404);
  });
});

describe('the axial-length projection to 18 years', () => {
  it('gives Siyu’s eyes a band along her centile to 18 years, the 26 mm line and the ages the edges reach it', async () => {
    const data = (await ctx.as('parentLi', { url: `${APP}/${siyu.eyeId}/projection` })).json().data;
    expect(data).toMatchObject({ eyeId: siyu.eyeId, highMyopiaMm: 26 });
    for (const eye of ['right', 'left'] as const) {
      const p = data[eye];
      expect(p.measuredRate).toBe(true);
      expect(p.points.at(-1).ageYears).toBe(18);
      for (const q of p.points.slice(1)) {
        expect(q.lowMm).toBeLessThanOrEqual(q.centreMm);
        expect(q.highMm).toBeGreaterThan(q.lowMm);
      }
      for (const age of [p.crosses26.low, p.crosses26.centre, p.crosses26.high]) if (age !== null) expect(age).toBeLessThanOrEqual(18);
    }
    const doctor = (await ctx.as('doctorZhao', { url: `${DOCTOR}/${siyu.eyeAxisId}/projection` })).json().data;
    expect(doctor).toEqual(data);
  });

  it('is readable by the owner parent and the child’s clinic doctors only', async () => {
    expect(await statusMatrix(ctx, () => ({ url: `${APP}/${siyu.eyeId}/projection` }), SIYU_CALLERS)).toEqual(PARENT_READ);
    expect(await statusMatrix(ctx, () => ({ url: `${DOCTOR}/${siyu.eyeId}/projection` }), SIYU_CALLERS)).toEqual(DOCTOR_READ);
    expect((await ctx.as('parentLi', { url: `${APP}/bad/projection` })).statusCode).toBe(400);
  });
});

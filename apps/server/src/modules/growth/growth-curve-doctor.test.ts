import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { PRETERM_GIRL_GESTATION_DAYS, pretermGirl32Weeks, termBoyHaoran } from '../../db/seed/growth-stories.ts';
import { GROWTH_DEMO_IDS } from '../../db/seed/growth.ts';
import { createTestContext, statusMatrix, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const APP = '/health-info-service/app/growth';
const DOCTOR = '/health-info-service/doctor/growth';
const DAYS_PER_MONTH = 30.4375;
/** Term-equivalent age of the preterm story: 280 − 227 = 53 days after birth. */
const TERM_EQUIVALENT_DAY = 280 - PRETERM_GIRL_GESTATION_DAYS;

type Indicator = {
  indicator: string;
  fromMonths: number;
  toMonths: number;
  measurements: Array<{
    recordId: string;
    ageMonths: number;
    recordDate: string;
    zScore: number | null;
    centile: number | null;
    reference: string | null;
  }>;
};

describe('the growth curve', () => {
  it('carries the boy’s own points over the span of his years and no centile line', async () => {
    const res = await ctx.as('parentWang', { url: `${APP}/${GROWTH_DEMO_IDS.boyHaoran}/curve` });
    const curve = res.json().data;
    expect(curve).toMatchObject({ growthId: GROWTH_DEMO_IDS.boyHaoran, sex: 'male', correctedAge: false, preterm: null });
    expect(curve.referenceVersion).toMatch(/^[0-9a-f]{16}$/);
    const byName = Object.fromEntries(curve.indicators.map((i: Indicator) => [i.indicator, i]));
    expect(Object.keys(byName)).toEqual(['height', 'weight', 'headSize', 'bmi']);
    const height: Indicator = byName.height;
    expect(height).not.toHaveProperty('centiles');
    expect(height.fromMonths).toBe(0);
    expect(height.toMonths).toBeGreaterThan(termBoyHaoran.ageDaysToday / DAYS_PER_MONTH);
    expect(height.measurements).toHaveLength(termBoyHaoran.records.length);
    expect(byName.headSize.measurements).toHaveLength(termBoyHaoran.records.filter((r) => r.headSize).length);
    // The child's points only: a few KB, where the lines made it 82 KB.
    expect(res.body.length).toBeLessThan(20_000);
  });

  it('plots a preterm baby by corrected age and her neonatal-unit weeks on a Fenton chart', async () => {
    const curve = (await ctx.as('parentWang', { url: `${APP}/${GROWTH_DEMO_IDS.babyXiaoyu}/curve` })).json().data;
    expect(curve).toMatchObject({ fullTermFlag: 0, gestationalAge: 227, correctedAge: true });
    const weight: Indicator = curve.indicators.find((i: Indicator) => i.indicator === 'weight');
    const afterTerm = pretermGirl32Weeks.records.filter((r) => r.ageDays >= TERM_EQUIVALENT_DAY);
    expect(weight.measurements).toHaveLength(afterTerm.length);
    // Her record at 60 days chronological is at 7 days corrected age.
    expect(weight.measurements[0]!.ageMonths).toBeCloseTo((60 - TERM_EQUIVALENT_DAY) / DAYS_PER_MONTH, 3);
    for (const m of weight.measurements) {
      expect(m.zScore).toBeGreaterThan(-1.5);
      expect(m.zScore).toBeLessThan(0);
    }
    expect(curve.preterm.indicators.map((i: { indicator: string }) => i.indicator)).toEqual(['height', 'weight', 'headSize']);
    const fentonWeight = curve.preterm.indicators[1];
    expect(fentonWeight.reference).toBe('fenton2013');
    expect(fentonWeight).not.toHaveProperty('centiles');
    // The chart starts two weeks before her birth gestation (32+3) and runs to 50 weeks.
    expect(curve.preterm.fromWeeks).toBeCloseTo((227 - 14) / 7, 3);
    expect(curve.preterm.toWeeks).toBe(50);
    const birth = fentonWeight.measurements[0];
    expect(birth.postmenstrualAgeWeeks).toBeCloseTo(227 / 7, 3);
    expect(birth.value).toBe(1.6);
    expect(birth.zScore).toBeGreaterThan(-1);
    expect(birth.zScore).toBeLessThan(0.5);
    // One rule scores each record: before term-equivalent age on Fenton (this chart), from term on WHO (the
    // WHO chart and the records list). No record is on both charts, and each point names its reference.
    const beforeTerm = pretermGirl32Weeks.records.filter((r) => r.ageDays < TERM_EQUIVALENT_DAY);
    expect(fentonWeight.measurements).toHaveLength(beforeTerm.length);
    expect(fentonWeight.measurements.every((m: { reference: string }) => m.reference === 'fenton2013')).toBe(true);
    const onWho = new Set(weight.measurements.map((m) => m.recordId));
    expect(fentonWeight.measurements.some((m: { recordId: string }) => onWho.has(m.recordId))).toBe(false);
    expect(weight.measurements.every((m) => m.reference === 'who2006')).toBe(true);
  });

  it('gives each of her records the same score and reference in the records list as on whichever chart shows it', async () => {
    const curve = (await ctx.as('parentWang', { url: `${APP}/${GROWTH_DEMO_IDS.babyXiaoyu}/curve` })).json().data;
    const list = (await ctx.as('parentWang', { url: `${APP}/${GROWTH_DEMO_IDS.babyXiaoyu}/records?start=0&limit=100` })).json().data.list;
    const byId = new Map(list.map((r: { recordId: string }) => [r.recordId, r]));
    const points = [
      ...curve.indicators.find((i: Indicator) => i.indicator === 'weight').measurements,
      ...curve.preterm.indicators.find((i: { indicator: string }) => i.indicator === 'weight').measurements,
    ];
    expect(points.length).toBe(pretermGirl32Weeks.records.filter((r) => r.weight != null).length);
    for (const point of points) {
      const record = byId.get(point.recordId) as { zScores: { weight: number }; references: { weight: string } };
      expect([point.recordId, point.zScore, point.reference]).toEqual([point.recordId, record.zScores.weight, record.references.weight]);
    }
  });

  it('gives no Fenton chart to a baby whose first record is after term-equivalent age', async () => {
    const init = (
      await ctx.as('parentWang', { method: 'POST', url: `${APP}/init`, payload: { familyMemberId: DEMO_IDS.members.motherWang } })
    ).json().data;
    const curve = (await ctx.as('parentWang', { url: `${APP}/${init.growthId}/curve` })).json().data;
    expect(curve.preterm).toBeNull();
    expect(curve.indicators[0].measurements).toEqual([]);
  });
});

describe('the doctor growth calls', () => {
  const growthId = GROWTH_DEMO_IDS.babyXiaoyu;

  it('give the clinic doctor the home with the base info, the latest record and the patient file', async () => {
    const res = await ctx.as('doctorChen', { url: `${DOCTOR}/${growthId}/home?lang=en-US` });
    expect(res.statusCode).toBe(200);
    const home = res.json().data;
    expect(home.growthBaseInfo).toMatchObject({ growthId, name: '王小雨', fullTermFlag: 0, gestationalAge: 227 });
    expect(home.latestRecord.recordDate).toBe(home.growthBaseInfo.latestRecord.recordDate);
    expect(home.patient).toMatchObject({
      patientId: DEMO_IDS.patients.babyXiaoyuXuhui,
      fileNumber: 'XH-2026-0417',
      clinicName: 'Sprout Children’s Health Centre, Xuhui',
    });
  });

  it('are reachable only by doctors of the child’s clinic', async () => {
    for (const path of ['home', 'curve', 'records?start=0&limit=5']) {
      const matrix = await statusMatrix(ctx, () => ({ url: `${DOCTOR}/${growthId}/${path}` }));
      expect(matrix, path).toEqual({ nobody: 401, owner: 404, otherParent: 404, clinicDoctor: 200, otherDoctor: 404, editor: 404 });
    }
  });

  it('let the Pudong doctor see his own patient and not the Wang children', async () => {
    expect((await ctx.as('doctorZhao', { url: `${DOCTOR}/${GROWTH_DEMO_IDS.teenSiyu}/home` })).statusCode).toBe(200);
    expect((await ctx.as('doctorZhao', { url: `${DOCTOR}/${GROWTH_DEMO_IDS.boyHaoran}/records` })).statusCode).toBe(404);
  });

  it('page records like the parent call and refuse bad input', async () => {
    const page = (await ctx.as('doctorChen', { url: `${DOCTOR}/${growthId}/records?start=2&limit=3` })).json().data;
    expect(page.total).toBe(pretermGirl32Weeks.records.length);
    expect(page.list).toHaveLength(3);
    expect((await ctx.as('doctorChen', { url: `${DOCTOR}/${growthId}/records?start=-1` })).json().errors[0].field).toBe('start');
    expect((await ctx.as('doctorChen', { url: `${DOCTOR}/bad/home` })).statusCode).toBe(400);
    expect((await ctx.as('doctorChen', { url: `${DOCTOR}/99999999-0000-4000-8000-000000000000/home` })).statusCode).toBe(404);
  });
});

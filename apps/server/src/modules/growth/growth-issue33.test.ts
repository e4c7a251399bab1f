/**
 * Issue 33 through the API: weight-for-length/height on records, the check and the doctor's flags; the RCPCH duration
 * of correction (1 year for 32+0–36+6, 2 years below 32+0) with the first point past the end joined to its corrected age.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayUtc } from '@sprout/clinical';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { pretermGirl32Weeks, termBoyHaoran } from '../../db/seed/growth-stories.ts';
import { GROWTH_DEMO_IDS } from '../../db/seed/growth.ts';
import { createTestContext, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const APP = '/health-info-service/app/growth';
const DAYS_PER_MONTH = 30.4375;
const boy = GROWTH_DEMO_IDS.boyHaoran;
const boyBirth = addDays(todayUtc(), -termBoyHaoran.ageDaysToday);
const post = (path: string, payload: Record<string, unknown>) =>
  ctx.as('parentWang', { method: 'POST', url: `${APP}${path}?lang=en-US`, payload });

/**
 * Boys' rows of WHO's igrowup demo survey (reference-data test-vectors.csv, WHO_IGROWUP_SURVEY, indicator wflh): age
 * in days, position, weight and length/height as the survey holds them (float32, here to their 1 dp), and the z
 * igrowup reported. The API must give the same z at 2 dp.
 */
const IGROWUP = [
  { id: 'wflh-0033', ageDays: 423, measure: 'lying', weight: 9.2, height: 75.4, table: 'wfl', z: -0.5, status: 'normal' },
  { id: 'wflh-0377', ageDays: 260, measure: 'lying', weight: 6.7, height: 68.1, table: 'wfl', z: -2.21, status: 'wasting' },
  { id: 'wflh-0048', ageDays: 1067, measure: 'standing', weight: 17, height: 93, table: 'wfh', z: 2.68, status: 'overweight' },
  { id: 'wflh-0424', ageDays: 1509, measure: 'standing', weight: 14, height: 104.3, table: 'wfh', z: -2.1, status: 'wasting' },
  { id: 'wflh-0201', ageDays: 194, measure: 'lying', weight: 11.9, height: 73.2, table: 'wfl', z: 3.06, status: 'obesity' },
] as const;

describe('weight-for-length/height through POST growth/check (WHO igrowup survey rows)', () => {
  it.each(IGROWUP)('$id: $table z $z, $status', async (row) => {
    const res = await post('/check', {
      growthId: boy,
      recordDate: addDays(boyBirth, row.ageDays),
      weight: row.weight,
      height: row.height,
      measure: row.measure,
    });
    expect(res.statusCode).toBe(200);
    const wfl = res.json().data.weightForLength;
    expect(wfl).toMatchObject({ table: row.table, status: row.status, flag: false });
    expect(Math.abs(wfl.zScore - row.z)).toBeLessThanOrEqual(0.01 + 1e-9);
  });

  it('asks before saving a weight-for-length WHO flags (|z| > 5), and gives none after 5 years', async () => {
    const flagged = await post('/check', { growthId: boy, recordDate: addDays(boyBirth, 400), weight: 20, height: 75, measure: 'lying' });
    expect(flagged.json().data.weightForLength).toMatchObject({ table: 'wfl', flag: true, status: 'obesity' });
    const school = await post('/check', { growthId: boy, recordDate: addDays(boyBirth, 2000), weight: 20, height: 115 });
    expect(school.json().data.weightForLength).toBeNull();
  });

  it('answers it on every record of the list, null without both weight and height', async () => {
    const list = (await ctx.as('parentWang', { url: `${APP}/${boy}/records?start=0&limit=100` })).json().data.list as Array<{
      ageDays: number;
      weightForLength: { table: string } | null;
    }>;
    for (const r of list) {
      if (r.ageDays <= 1856) expect(r.weightForLength?.table, String(r.ageDays)).toBe(r.ageDays < 731 ? 'wfl' : 'wfh');
      else expect(r.weightForLength).toBeNull();
    }
  });
});

describe("the doctor's flags: wasting and overweight on weight-for-length (WHO cut-offs ±2 SD)", () => {
  it('flags a baby whose latest weight-for-length is below −2 SD', async () => {
    const baby = GROWTH_DEMO_IDS.babyXiaoyu;
    const today = todayUtc();
    // 60 cm and 3.6 kg: far below WHO's girls' −3 SD at 60 cm (4.5 kg, who2006_wfl_girls.csv).
    const saved = await post('/save', { growthId: baby, recordDate: today, weight: 3.6, height: 60, replaceFlag: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.weightForLength).toMatchObject({ table: 'wfl', status: 'severeWasting' });
    const list = (await ctx.as('doctorChen', { url: '/health-info-service/doctor/patients?flag=wasting' })).json().data.list as Array<{
      patientId: string;
      flags: string[];
    }>;
    expect(list.map((p) => p.patientId)).toEqual([DEMO_IDS.patients.babyXiaoyuXuhui]);
    expect(list[0]!.flags).toContain('wasting');
    const overview = (
      await ctx.as('doctorChen', { url: `/health-info-service/doctor/patients/${DEMO_IDS.patients.babyXiaoyuXuhui}/overview` })
    ).json().data;
    expect(overview.growth.latest.weightForLength).toMatchObject({ table: 'wfl', status: 'severeWasting' });
  });
});

type Point = { ageMonths: number; chronologicalAgeMonths: number; correctedAgeMonthsAtEnd?: number | null; recordDate: string };

describe('the RCPCH duration of correction on the curve', () => {
  const weightOf = async (reference = 'who') => {
    const curve = (await ctx.as('parentWang', { url: `${APP}/${boy}/curve?reference=${reference}` })).json().data;
    return { curve, weight: curve.indicators.find((i: { indicator: string }) => i.indicator === 'weight').measurements as Point[] };
  };
  const at = (points: Point[], ageDays: number) => points.find((p) => p.recordDate === addDays(boyBirth, ageDays))!;

  it('corrects a 34+0 baby to 1 year: day 365 corrected, day 456 chronological and joined to its corrected age', async () => {
    const edited = await post('/edit_gestational_age', { growthId: boy, fullTermFlag: 0, gestationalAge: 238 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.correctedAgeDays).toBeNull(); // 8 years old: long past the end
    const { curve, weight } = await weightOf();
    expect(curve.correctionEndMonths).toBeCloseTo(366 / DAYS_PER_MONTH, 2);
    expect(at(weight, 365).ageMonths).toBeCloseTo((365 - 42) / DAYS_PER_MONTH, 2);
    expect(at(weight, 365).correctedAgeMonthsAtEnd).toBeUndefined();
    const past = at(weight, 456);
    expect(past.ageMonths).toBe(past.chronologicalAgeMonths);
    expect(past.correctedAgeMonthsAtEnd).toBeCloseTo((456 - 42) / DAYS_PER_MONTH, 2);
    expect(at(weight, 548).correctedAgeMonthsAtEnd).toBeUndefined();
  });

  it('corrects the same baby to 2 years on the China set (its own end), and a 30+0 baby to 2 years on WHO', async () => {
    const china = await weightOf('china');
    expect(china.curve.correctionEndMonths).toBeCloseTo(731 / DAYS_PER_MONTH, 2);
    expect(at(china.weight, 456).ageMonths).toBeCloseTo((456 - 42) / DAYS_PER_MONTH, 2);
    await post('/edit_gestational_age', { growthId: boy, fullTermFlag: 0, gestationalAge: 210 });
    const { curve, weight } = await weightOf();
    expect(curve.correctionEndMonths).toBeCloseTo(731 / DAYS_PER_MONTH, 2);
    expect(at(weight, 730).ageMonths).toBeCloseTo((730 - 70) / DAYS_PER_MONTH, 2);
    expect(at(weight, 913).correctedAgeMonthsAtEnd).toBeCloseTo((913 - 70) / DAYS_PER_MONTH, 2);
    await post('/edit_gestational_age', { growthId: boy, fullTermFlag: 1 });
  });

  it('keeps the demo girl (32+3) corrected while under 1 year', () => {
    expect(pretermGirl32Weeks.ageDaysToday).toBeLessThan(366);
  });
});

describe('values beyond the tables and age-aware plausibility', () => {
  it('asks before saving a 40 kg 8-month-old (weight-for-age z > +5, WHO) and writes its centile ">99.9", not 100', async () => {
    const res = await post('/check', { growthId: boy, recordDate: addDays(boyBirth, 243), weight: 40 });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.flags.weight).toBe(true);
    expect(data.zScores.weight).toBeGreaterThan(5);
    const saved = await post('/save', { growthId: boy, recordDate: addDays(boyBirth, 243), weight: 40 });
    expect(saved.json().data.centiles.weight).toBe(100);
    expect(saved.json().data.centileTexts.weight).toBe('>99.9');
  });

  it('asks for a preterm baby before term too: more than 6 SD from Fenton’s median (Fenton has no rule of its own)', async () => {
    const baby = GROWTH_DEMO_IDS.babyXiaoyu;
    const birth = addDays(todayUtc(), -pretermGirl32Weeks.ageDaysToday);
    const absurd = await post('/check', { growthId: baby, recordDate: addDays(birth, 10), weight: 6 });
    expect(absurd.json().data.references.weight).toBe('fenton2013');
    expect(absurd.json().data.flags.weight).toBe(true);
    const usual = await post('/check', { growthId: baby, recordDate: addDays(birth, 10), weight: 1.7 });
    expect(usual.json().data.flags.weight).toBe(false);
  });
});

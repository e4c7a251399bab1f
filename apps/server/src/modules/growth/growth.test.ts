import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { growthProfiles, growthRecords } from '../../db/schema/index.ts';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { pretermGirl32Weeks, termBoyHaoran } from '../../db/seed/growth-stories.ts';
import { GROWTH_DEMO_IDS } from '../../db/seed/growth.ts';
import { createTestContext, READ_BY_OWNER_AND_CLINIC, statusMatrix, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const APP = '/health-info-service/app/growth';
const boyGrowth = GROWTH_DEMO_IDS.boyHaoran;
const babyGrowth = GROWTH_DEMO_IDS.babyXiaoyu;

const recordCount = async (growthId = boyGrowth) =>
  (await ctx.database.db.select({ n: count() }).from(growthRecords).where(eq(growthRecords.growthId, growthId)))[0]!.n;

describe('growth init', () => {
  it('returns the seeded base info with ages, the target height and the latest record', async () => {
    const res = await ctx.as('parentWang', { method: 'POST', url: `${APP}/init`, payload: { familyMemberId: DEMO_IDS.members.boyHaoran } });
    expect(res.statusCode).toBe(200);
    const info = res.json().data;
    expect(res.json().code).toBe('1');
    expect(info).toMatchObject({
      growthId: boyGrowth,
      familyMemberId: DEMO_IDS.members.boyHaoran,
      name: '王浩然',
      sex: 'male',
      fullTermFlag: 1,
      gestationalAge: null,
      fatherHeight: 175,
      motherHeight: 162,
      ageDays: termBoyHaoran.ageDaysToday,
      correctedAgeDays: null,
      recordCount: termBoyHaoran.records.length,
    });
    // Tanner: (175 + 162 + 13) / 2 = 175 cm, ± 8.5.
    // Among adult men (WHO 2007 at 19 years: M 176.5432, S 0.04134): (175 - 176.5432) / 7.2983 = -0.21 SDS, P41.6.
    expect(info.midParentalHeight).toEqual({
      targetCm: 175,
      lowCm: 166.5,
      highCm: 183.5,
      targetSds: -0.21,
      targetCentile: 41.6,
      targetCentileText: '42',
    });
    expect(info.latestRecord.height).toBe(131.8);
    expect(info.heightVelocity.cmPerYear).toBeGreaterThan(4);
    expect(info.heightVelocity.cmPerYear).toBeLessThan(8);
  });

  it('takes patientId when present, and familyMemberId when patientId is the text "undefined"', async () => {
    const byPatient = await ctx.as('parentWang', {
      method: 'POST',
      url: `${APP}/init`,
      payload: { patientId: DEMO_IDS.patients.babyXiaoyuXuhui },
    });
    expect(byPatient.json().data.growthId).toBe(babyGrowth);
    expect(byPatient.json().data.correctedAgeDays).toBe(pretermGirl32Weeks.ageDaysToday - (280 - 227));
    const undefinedText = await ctx.as('parentWang', {
      method: 'POST',
      url: `${APP}/init`,
      payload: { patientId: 'undefined', familyMemberId: DEMO_IDS.members.babyXiaoyu },
    });
    expect(undefinedText.json().data.growthId).toBe(babyGrowth);
  });

  it('creates one profile on the first init of a member and reuses it after', async () => {
    const member = DEMO_IDS.members.motherWang;
    const first = await ctx.as('parentWang', { method: 'POST', url: `${APP}/init`, payload: { familyMemberId: member } });
    const second = await ctx.as('parentWang', { method: 'POST', url: `${APP}/init`, payload: { familyMemberId: member } });
    expect(first.json().data.growthId).toBe(second.json().data.growthId);
    expect(first.json().data).toMatchObject({ recordCount: 0, latestRecord: null, fullTermFlag: 1 });
    const rows = await ctx.database.db.select().from(growthProfiles).where(eq(growthProfiles.familyMemberId, member));
    expect(rows).toHaveLength(1);
  });

  it('lets the owner and the clinic doctor init, and no one else', async () => {
    const matrix = await statusMatrix(ctx, () => ({
      method: 'POST',
      url: `${APP}/init`,
      payload: { familyMemberId: DEMO_IDS.members.boyHaoran },
    }));
    expect(matrix).toEqual({ nobody: 401, owner: 200, otherParent: 404, clinicDoctor: 200, otherDoctor: 404, editor: 404 });
  });

  it('answers 400 naming familyMemberId with neither id, and 404 for an unknown one', async () => {
    const none = await ctx.as('parentWang', { method: 'POST', url: `${APP}/init`, payload: { patientId: 'undefined' } });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0].field).toBe('familyMemberId');
    const unknown = await ctx.as('parentWang', {
      method: 'POST',
      url: `${APP}/init`,
      payload: { familyMemberId: '99999999-0000-4000-8000-000000000000' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('growth reads', () => {
  it('pages the records newest first with start and limit', async () => {
    const first = (await ctx.as('parentWang', { url: `${APP}/${boyGrowth}/records?start=0&limit=10` })).json().data;
    const second = (await ctx.as('parentWang', { url: `${APP}/${boyGrowth}/records?start=10&limit=10` })).json().data;
    expect(first.total).toBe(await recordCount());
    expect(first.list).toHaveLength(10);
    const dates = [...first.list, ...second.list].map((r: { recordDate: string }) => r.recordDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(dates).size).toBe(20);
  });

  it('scores every record against WHO with 2-decimal z-scores and centiles', async () => {
    const { list } = (await ctx.as('parentWang', { url: `${APP}/${boyGrowth}/records?limit=100` })).json().data;
    for (const r of list) {
      expect(r.zScores.height).toBeGreaterThan(0);
      expect(r.zScores.height).toBeLessThan(1.2);
      expect(Math.round(r.zScores.height * 100) / 100).toBe(r.zScores.height);
      expect(r.centiles.height).toBeGreaterThan(50);
      expect(r.flags).toEqual({ height: false, weight: false, headSize: false, bmi: false });
    }
    const birth = list[list.length - 1];
    expect(birth).toMatchObject({ ageDays: 0, correctedAgeDays: 0, references: { height: 'who2006', headSize: 'who2006' } });
    // Head circumference has no WHO reference after 5 years; weight none after 10.
    expect(list[0].headSize).toBeNull();
    expect(list[0].zScores.headSize).toBeNull();
    expect(list[0].references.height).toBe('who2007');
  });

  it('refuses bad paging with the field named', async () => {
    const res = await ctx.as('parentWang', { url: `${APP}/${boyGrowth}/records?limit=1000` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('limit');
  });

  it('lets the owner and the clinic doctor read, and no one else', async () => {
    const recordId = (await ctx.as('parentWang', { url: `${APP}/${boyGrowth}/records?limit=1` })).json().data.list[0].recordId;
    for (const url of [`${APP}/${boyGrowth}/curve`, `${APP}/${boyGrowth}/records`, `${APP}/records/${recordId}`]) {
      expect(await statusMatrix(ctx, () => ({ url })), url).toEqual(READ_BY_OWNER_AND_CLINIC);
    }
  });

  it('answers 404 for unknown ids and 400 for malformed ones', async () => {
    expect((await ctx.as('parentWang', { url: `${APP}/99999999-0000-4000-8000-000000000000/curve` })).statusCode).toBe(404);
    expect((await ctx.as('parentWang', { url: `${APP}/records/99999999-0000-4000-8000-000000000000` })).statusCode).toBe(404);
    const malformed = await ctx.as('parentWang', { url: `${APP}/not-an-id/records` });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].field).toBe('growthId');
  });
});

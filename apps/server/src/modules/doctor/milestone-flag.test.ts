import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, milestoneConcernPeriods, todayUtc } from '@sprout/clinical';
import { rowsOf } from '../../db/migrate.ts';
import { DEMO_AGES_DAYS, DEMO_IDS } from '../../db/seed/demo-people.ts';
import { createTestContext, type TestContext } from '../../test-support/test-app.ts';

/**
 * Issue 34: the doctor's list flags a child whose milestones screen says "talk to your doctor", by the same
 * computation, on today's date, and a tick or untick is seen at once.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const LIST = '/health-info-service/doctor/patients';
const { babyXiaoyu, boyHaoran } = DEMO_IDS.members;
const { babyXiaoyuXuhui, boyHaoranXuhui } = DEMO_IDS.patients;
type Row = { patientId: string; flags: string[] };
const page = async (query = '') =>
  (await ctx.as('doctorChen', { url: `${LIST}?limit=50${query}` })).json().data as { total: number; list: Row[] };
const flagsOf = async (patientId: string) => (await page()).list.find((p) => p.patientId === patientId)!.flags;
const overviewFlags = async (patientId: string) =>
  (await ctx.as('doctorChen', { url: `${LIST}/${patientId}/overview` })).json().data.patient.flags as string[];
const milestones = (key = '') => `/app-web2/family_members/${babyXiaoyu}/milestones${key}`;
const tick = (key: string) => ctx.as('parentWang', { method: 'PUT', url: milestones(`/${key}`), payload: { achievedOn: todayUtc() } });
const summary = async (memberId: string) =>
  rowsOf<{ fresh: boolean; days: string }>(
    await ctx.database.db.execute(
      sql`SELECT fresh, milestone_concern_days::text AS days FROM patient_summaries WHERE family_member_id = ${memberId}`,
    ),
  )[0]!;

describe("the doctor's milestone flag", () => {
  it('flags the baby whose 3-month sign is not ticked, as her milestones screen counts it, and not the school boy', async () => {
    expect((await ctx.as('parentWang', { url: milestones() })).json().data.concerns).toBe(1);
    expect(await flagsOf(babyXiaoyuXuhui)).toContain('milestoneConcern');
    expect(await overviewFlags(babyXiaoyuXuhui)).toContain('milestoneConcern');
    expect(await flagsOf(boyHaoranXuhui)).not.toContain('milestoneConcern');
    expect(await overviewFlags(boyHaoranXuhui)).not.toContain('milestoneConcern');
  });

  it('filters the list by it', async () => {
    const flagged = await page('&flag=milestoneConcern');
    expect(flagged.list.map((p) => p.patientId)).toContain(babyXiaoyuXuhui);
    expect(flagged.list.map((p) => p.patientId)).not.toContain(boyHaoranXuhui);
    for (const p of flagged.list) expect(p.flags).toContain('milestoneConcern');
    expect(flagged.total).toBe(flagged.list.length);
  });

  it('goes when the sign is ticked (the summary marked stale by the tick itself) and comes back when unticked', async () => {
    expect((await summary(babyXiaoyu)).fresh).toBe(true);
    expect((await tick('sign.liftsHeadProne')).statusCode).toBe(200);
    expect((await summary(babyXiaoyu)).fresh).toBe(false);
    expect(await flagsOf(babyXiaoyuXuhui)).not.toContain('milestoneConcern');
    expect(await overviewFlags(babyXiaoyuXuhui)).not.toContain('milestoneConcern');
    expect((await page('&flag=milestoneConcern')).list.map((p) => p.patientId)).not.toContain(babyXiaoyuXuhui);
    expect((await summary(babyXiaoyu)).fresh).toBe(true);

    expect((await ctx.as('parentWang', { method: 'DELETE', url: milestones('/sign.liftsHeadProne') })).statusCode).toBe(200);
    expect((await summary(babyXiaoyu)).fresh).toBe(false);
    expect(await flagsOf(babyXiaoyuXuhui)).toContain('milestoneConcern');
  });

  it('keeps the days the flag applies, so it starts at the next check age without a write', async () => {
    await tick('sign.liftsHeadProne');
    await flagsOf(babyXiaoyuXuhui);
    // Her 3-month signs are all ticked: the flag is off until her 6-month check (corrected age), then on.
    const born = addDays(todayUtc(), -DEMO_AGES_DAYS.babyXiaoyu);
    const ticks = rowsOf<{ milestone: string; achieved_on: string }>(
      await ctx.database.db.execute(sql`SELECT milestone, achieved_on::text FROM milestone_ticks WHERE family_member_id = ${babyXiaoyu}`),
    );
    const gestation = rowsOf<{ days: number | null }>(
      await ctx.database.db.execute(sql`SELECT gestational_age_days AS days FROM growth_profiles WHERE family_member_id = ${babyXiaoyu}`),
    )[0]!.days;
    const periods = milestoneConcernPeriods({
      birthDate: born,
      from: todayUtc(),
      achieved: new Map(ticks.map((t) => [t.milestone, t.achieved_on])),
      gestationalAgeDays: gestation,
    });
    expect(periods[0]!.from > todayUtc()).toBe(true);
    const { days } = await summary(babyXiaoyu);
    expect(days.startsWith(`{[${periods[0]!.from},`)).toBe(true);
    // Today moved to that day, the stored days flag her (the query tests them against today).
    const on = rowsOf<{ on: boolean; before: boolean }>(
      await ctx.database.db.execute(sql`SELECT milestone_concern_days @> ${periods[0]!.from}::date AS on,
        milestone_concern_days @> ${addDays(periods[0]!.from, -1)}::date AS before
        FROM patient_summaries WHERE family_member_id = ${babyXiaoyu}`),
    )[0]!;
    expect(on).toEqual({ on: true, before: false });
  });

  it('stores no days for the school boy, whose signs ended at 7 and motor milestones are all done', async () => {
    await flagsOf(boyHaoranXuhui);
    expect((await summary(boyHaoran)).days).toBe('{}');
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayUtc } from '@sprout/clinical';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { createTestContext, READ_BY_OWNER_AND_CLINIC, statusMatrix, type TestContext } from '../../test-support/test-app.ts';

/** Issue 34 part 2: WHO's motor milestones and the national warning signs, ticked by the parent, read by the clinic. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

const { babyXiaoyu: baby, boyHaoran: boy } = DEMO_IDS.members;
const url = (member: string, key?: string) => `/app-web2/family_members/${member}/milestones${key ? `/${key}` : ''}`;
const count = async () =>
  ((await ctx.database.db.execute(sql`SELECT count(*)::int AS n FROM milestone_ticks`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

describe('reading the milestones', () => {
  it('reads the preterm baby at her corrected age: the 3-month check, one sign not ticked, WHO sitting in its window', async () => {
    const res = await ctx.as('parentWang', { url: url(baby) });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ familyMemberId: baby, correctionDays: 53, check: { months: 3 }, nextCheckMonths: 6, concerns: 1 });
    expect(data.check.skills.filter((s: { applies: boolean }) => s.applies).map((s: { skill: string }) => s.skill)).toEqual([
      'liftsHeadProne',
    ]);
    expect(data.motor.find((m: { id: string }) => m.id === 'sitting')).toMatchObject({ status: 'window', fromMonths: 3.8, toMonths: 9.2 });
  });

  it('shows the school boy’s six motor milestones done, with no check past 7 years', async () => {
    const data = (await ctx.as('parentWang', { url: url(boy) })).json().data;
    expect(data.motor.map((m: { status: string }) => m.status)).toEqual(Array(6).fill('done'));
    expect(data).toMatchObject({ check: null, nextCheckMonths: null, concerns: 0, correctionDays: 0 });
  });

  it('lets the owner and the child’s clinic doctors read them, others get 401 or 404', async () => {
    expect(await statusMatrix(ctx, () => ({ url: url(baby) }))).toEqual(READ_BY_OWNER_AND_CLINIC);
  });
});

describe('ticking', () => {
  it('lets only the owner tick, and the sign no longer applies', async () => {
    const before = await count();
    const payload = { achievedOn: todayUtc() };
    const matrix = await statusMatrix(ctx, () => ({ method: 'PUT', url: url(baby, 'sign.liftsHeadProne'), payload }));
    expect(matrix).toEqual({ nobody: 401, owner: 200, otherParent: 404, clinicDoctor: 404, otherDoctor: 404, editor: 404 });
    expect(await count()).toBe(before + 1);
    const data = (await ctx.as('parentWang', { url: url(baby) })).json().data;
    expect(data.concerns).toBe(0);
  });

  it('moves the day when ticked again, and takes a tick back', async () => {
    const moved = await ctx.as('parentWang', {
      method: 'PUT',
      url: url(baby, 'who.sitting'),
      payload: { achievedOn: addDays(todayUtc(), -3) },
    });
    expect(moved.statusCode).toBe(200);
    const again = await ctx.as('parentWang', {
      method: 'PUT',
      url: url(baby, 'who.sitting'),
      payload: { achievedOn: addDays(todayUtc(), -2) },
    });
    expect(again.json().data.motor[0]).toMatchObject({ id: 'sitting', status: 'done', achievedOn: addDays(todayUtc(), -2) });
    const back = await ctx.as('parentWang', { method: 'DELETE', url: url(baby, 'who.sitting') });
    expect(back.json().data.motor[0]).toMatchObject({ status: 'window', achievedOn: null });
    expect((await ctx.as('parentWang', { method: 'DELETE', url: url(baby, 'who.sitting') })).statusCode).toBe(404);
    expect((await ctx.as('doctorChen', { method: 'DELETE', url: url(baby, 'sign.smilesOrCoos') })).statusCode).toBe(404);
  });

  it('refuses an unknown milestone, a day before birth or after tomorrow, and extra fields, writing nothing', async () => {
    const before = await count();
    const put = (key: string, payload: unknown) =>
      ctx.as('parentWang', { method: 'PUT', url: url(baby, key), payload: payload as object, headers: { 'accept-language': 'en-US' } });
    const cases: [string, unknown, string][] = [
      ['who.flying', { achievedOn: todayUtc() }, 'key'],
      ['sign.sitsAlone', { achievedOn: '2000-01-01' }, 'achievedOn'],
      ['sign.sitsAlone', { achievedOn: addDays(todayUtc(), 2) }, 'achievedOn'],
      ['sign.sitsAlone', { achievedOn: 'yesterday' }, 'achievedOn'],
      ['sign.sitsAlone', {}, 'achievedOn'],
      ['sign.sitsAlone', { achievedOn: todayUtc(), note: 'x' }, 'note'],
    ];
    for (const [key, payload, field] of cases) {
      const res = await put(key, payload);
      expect(res.statusCode, `${key} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect(await count()).toBe(before);
  });
});

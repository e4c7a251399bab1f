import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, ageInDays, DAYS_PER_MONTH, todayUtc } from '@sprout/clinical';
import { rowsOf } from '../../db/migrate.ts';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { GROWTH_DEMO_IDS } from '../../db/seed/growth.ts';
import { createTestContext, READ_BY_OWNER_AND_CLINIC, statusMatrix, type TestContext } from '../../test-support/test-app.ts';

/** Issue 33: bone age readings, recorded by the child's clinic doctors and plotted beside the height. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

const { boyHaoran: boy } = DEMO_IDS.members;
const url = (member: string, id?: string) => `/app-web2/family_members/${member}/bone-ages${id ? `/${id}` : ''}`;
const count = async () => rowsOf<{ n: number }>(await ctx.database.db.execute(sql`SELECT count(*)::int AS n FROM bone_ages`))[0]!.n;
const add = (persona: 'parentWang' | 'doctorChen', payload: Record<string, unknown>) =>
  ctx.as(persona, { method: 'POST', url: url(boy), payload, headers: { 'accept-language': 'en-US' } });

interface Record_ {
  recordDate: string;
  height: number | null;
  ageDays: number;
  zScores: { height: number | null };
  centileTexts?: { height: string | null };
}
interface Reading {
  id: string;
  takenOn: string;
  boneAgeMonths: number;
  method: string;
  ageMonths: number;
  differenceMonths: number;
  height: {
    recordDate: string;
    heightCm: number;
    ageMonths: number;
    boneAgeMonths: number;
    sds: number | null;
    centileText: string | null;
  } | null;
  removable: boolean;
}

let birthDate: string;
let records: Record_[];
beforeAll(async () => {
  birthDate = rowsOf<{ d: string }>(
    await ctx.database.db.execute(sql`SELECT birth_date::text AS d FROM family_members WHERE id = ${boy}`),
  )[0]!.d;
  records = (await ctx.as('parentWang', { url: `/health-info-service/app/growth/${GROWTH_DEMO_IDS.boyHaoran}/records?limit=100` })).json()
    .data.list;
});

describe('bone age readings', () => {
  it('scores the height at the bone age: a bone age equal to the age gives the record’s own height SDS', async () => {
    // The boy's latest height; a radiograph on the day his age was a whole number of months near it.
    const record = records.find((r) => r.height !== null)!;
    const months = Math.round(record.ageDays / DAYS_PER_MONTH);
    const takenOn = addDays(birthDate, Math.round(months * DAYS_PER_MONTH));
    const res = await add('doctorChen', { takenOn, boneAgeMonths: months, method: 'greulichPyle', note: ' left hand ' });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { canRecord: boolean; reference: string; readings: Reading[] };
    expect(data.canRecord).toBe(true);
    expect(data.reference).toBe('who');
    const [reading] = data.readings;
    expect(reading).toMatchObject({ takenOn, boneAgeMonths: months, method: 'greulichPyle', note: 'left hand', removable: true });
    expect(Math.abs(reading!.differenceMonths)).toBeLessThanOrEqual(0.1);
    expect(reading!.height).toMatchObject({ recordDate: record.recordDate, heightCm: record.height, sds: record.zScores.height });
    expect(reading!.height!.centileText).toBe(record.centileTexts!.height);
    expect(reading!.height!.boneAgeMonths).toBeCloseTo(record.ageDays / DAYS_PER_MONTH, 1);
  });

  it('puts a delayed skeleton’s height higher for bone age, and lists without a height a radiograph far from any measurement', async () => {
    const record = records.find((r) => r.height !== null)!;
    const months = Math.round(record.ageDays / DAYS_PER_MONTH);
    const delayed = await add('doctorChen', { takenOn: record.recordDate, boneAgeMonths: months - 24, method: 'chn05' });
    expect(delayed.statusCode, delayed.body).toBe(200);
    const readings = delayed.json().data.readings as Reading[];
    const reading = readings.find((r) => r.method === 'chn05')!;
    expect(reading.differenceMonths).toBeCloseTo(months - 24 - record.ageDays / DAYS_PER_MONTH, 1);
    expect(reading.height!.sds!).toBeGreaterThan(record.zScores.height! + 1);

    // Before his first measurement by more than 31 days (he was measured from birth: the day after birth has none near).
    const dates = records.filter((r) => r.height !== null).map((r) => r.recordDate);
    const far = [...Array(ageInDays(birthDate, todayUtc())).keys()]
      .map((d) => addDays(birthDate, d))
      .find((day) => dates.every((date) => Math.abs(ageInDays(day, date)) > 31));
    if (far) {
      const res = await add('doctorChen', { takenOn: far, boneAgeMonths: 12, method: 'other' });
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json().data.readings as Reading[]).find((r) => r.takenOn === far)!.height).toBeNull();
    }
  });

  it('lets the family and the clinic’s doctors read them, the family may not record one (404, as for every clinical write), and others get 401 or 404', async () => {
    expect(await statusMatrix(ctx, () => ({ url: url(boy) }))).toEqual(READ_BY_OWNER_AND_CLINIC);
    const forParent = (await ctx.as('parentWang', { url: url(boy) })).json().data;
    expect(forParent.canRecord).toBe(false);
    expect((forParent.readings as Reading[]).every((r) => !r.removable)).toBe(true);
    const before = await count();
    const adds = await statusMatrix(ctx, () => ({
      method: 'POST',
      url: url(boy),
      payload: { takenOn: '2024-01-01', boneAgeMonths: 30, method: 'tw3' },
    }));
    expect(adds).toEqual({ ...READ_BY_OWNER_AND_CLINIC, owner: 404 });
    expect(await count()).toBe(before + 1);
  });

  it('records the doctor’s reading in the access log as a write', async () => {
    const [row] = rowsOf<{ action: string; role: string }>(
      await ctx.database.db.execute(sql`SELECT action, role FROM audit_events WHERE family_member_id = ${boy}
        AND route LIKE '%/bone-ages' AND method = 'POST' AND status = 200 ORDER BY id DESC LIMIT 1`),
    );
    expect(row).toEqual({ action: 'write', role: 'doctor' });
  });

  it('refuses a day before birth or after tomorrow, a bone age out of 0-240 whole months, an unknown method and a long note, naming the field and writing nothing', async () => {
    const before = await count();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ takenOn: addDays(birthDate, -1), boneAgeMonths: 12, method: 'tw3' }, 'takenOn'],
      [{ takenOn: addDays(todayUtc(), 3), boneAgeMonths: 12, method: 'tw3' }, 'takenOn'],
      [{ takenOn: '2024-02-30', boneAgeMonths: 12, method: 'tw3' }, 'takenOn'],
      [{ takenOn: '2024-01-01', boneAgeMonths: 241, method: 'tw3' }, 'boneAgeMonths'],
      [{ takenOn: '2024-01-01', boneAgeMonths: -1, method: 'tw3' }, 'boneAgeMonths'],
      [{ takenOn: '2024-01-01', boneAgeMonths: 12.5, method: 'tw3' }, 'boneAgeMonths'],
      [{ takenOn: '2024-01-01', boneAgeMonths: '12', method: 'tw3' }, 'boneAgeMonths'],
      [{ takenOn: '2024-01-01', boneAgeMonths: 12, method: 'xray' }, 'method'],
      [{ takenOn: '2024-01-01', boneAgeMonths: 12, method: 'tw3', note: 'x'.repeat(61) }, 'note'],
    ];
    for (const [payload, field] of cases) {
      const res = await add('doctorChen', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect(await count()).toBe(before);
  });

  it('lets the clinic’s doctor take a reading back; the family, another clinic’s doctor and an unknown reading 404', async () => {
    const readings = (await ctx.as('doctorChen', { url: url(boy) })).json().data.readings as Reading[];
    const first = readings[0]!;
    expect((await ctx.as('parentWang', { method: 'DELETE', url: url(boy, first.id) })).statusCode).toBe(404);
    expect((await ctx.as('doctorZhao', { method: 'DELETE', url: url(boy, first.id) })).statusCode).toBe(404);
    const removed = await ctx.as('doctorChen', { method: 'DELETE', url: url(boy, first.id) });
    expect(removed.statusCode).toBe(200);
    expect((removed.json().data.readings as Reading[]).map((r) => r.id)).not.toContain(first.id);
    expect((await ctx.as('doctorChen', { method: 'DELETE', url: url(boy, first.id) })).statusCode).toBe(404);
  });
});

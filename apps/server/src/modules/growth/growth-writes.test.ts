import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayUtc } from '@sprout/clinical';
import { growthProfiles, growthRecords } from '../../db/schema/index.ts';
import { termBoyHaoran } from '../../db/seed/growth-stories.ts';
import { GROWTH_DEMO_IDS } from '../../db/seed/growth.ts';
import { createTestContext, statusMatrix, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const APP = '/health-info-service/app/growth';
const growthId = GROWTH_DEMO_IDS.boyHaoran;
const today = todayUtc();
const boyBirth = addDays(today, -termBoyHaoran.ageDaysToday);
/** Days ago with no seeded record: the boy's last record is ~30 days ago and the one before ~118. */
const free = (daysAgo: number) => addDays(today, -daysAgo);

const rows = () => ctx.database.db.select().from(growthRecords).where(eq(growthRecords.growthId, growthId));
const total = async () => (await ctx.database.db.select({ n: count() }).from(growthRecords))[0]!.n;
const post = (path: string, payload: Record<string, unknown>, persona: Parameters<TestContext['as']>[0] = 'parentWang') =>
  ctx.as(persona, { method: 'POST', url: `${APP}${path}?lang=en-US`, payload });

describe('a value WHO would flag is kept after the parent confirms it, never refused', () => {
  it('checks values before saving: an 8-year-old at 80 kg is flagged (weight-for-age z > +5), 27 kg is not, and nothing is stored', async () => {
    const before = await total();
    const flagged = await post('/check', { growthId, recordDate: free(40), weight: 80, height: 130 });
    expect(flagged.statusCode).toBe(200);
    expect(flagged.json().data.flags).toMatchObject({ weight: true, height: false });
    expect(flagged.json().data.zScores.weight).toBeGreaterThan(5);
    expect(flagged.json().data.references.weight).toBe('who2007');
    const usual = await post('/check', { growthId, recordDate: free(40), weight: 27, height: 130 });
    expect(usual.json().data.flags).toMatchObject({ weight: false, height: false, bmi: false });
    expect(await total()).toBe(before);
  });

  it("refuses a check with out-of-bounds values or another family's child like a save would", async () => {
    expect((await post('/check', { growthId, recordDate: free(40), weight: 651 })).json().errors[0].field).toBe('weight');
    expect((await post('/check', { growthId, recordDate: free(40), weight: 27 }, 'parentLi')).statusCode).toBe(404);
  });

  it('saves a flagged but possible weight (160 kg, beyond the old 150 kg bound) with its flag', async () => {
    const res = await post('/save', { growthId, recordDate: free(91), weight: 160 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ weight: 160, flags: { weight: true } });
  });
});

describe('saving a growth record', () => {
  it('stores the raw values and returns the scored record', async () => {
    const res = await post('/save', { growthId, recordDate: free(10), height: 132.0, weight: 27.6 });
    expect(res.statusCode).toBe(200);
    const record = res.json().data;
    expect(record).toMatchObject({ growthId, recordDate: free(10), height: 132, weight: 27.6, headSize: null });
    expect(record.bmi).toBeCloseTo(27.6 / 1.32 ** 2, 2);
    expect(record.zScores.height).toBeGreaterThan(0);
    expect(record.zScores.headSize).toBeNull();
    const stored = (await rows()).find((r) => r.id === record.recordId)!;
    expect(stored).toMatchObject({ heightCm: 132, weightKg: 27.6, headCm: null });
  });

  it('answers a save retried after its reply was lost as the first one, not 409, and stores it once', async () => {
    const date = free(14);
    const body = { growthId, recordDate: date, height: 128.4, weight: 25.1 };
    const first = await post('/save', body);
    const retry = await post('/save', body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.recordId).toBe(first.json().data.recordId);
    expect((await rows()).filter((r) => r.recordDate === date)).toHaveLength(1);
  });

  it('refuses a second record on the same date with 409 and changes nothing, then replaces it with replaceFlag', async () => {
    const date = free(12);
    const first = (await post('/save', { growthId, recordDate: date, height: 131.9 })).json().data;
    const before = await rows();
    const conflict = await post('/save', { growthId, recordDate: date, height: 140 });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({ code: 'RECORD_EXISTS', data: null });
    expect(conflict.json().message).toMatch(/already a growth record/);
    expect(await post('/save', { growthId, recordDate: date, height: 140, replaceFlag: false }).then((r) => r.statusCode)).toBe(409);
    expect(await rows()).toEqual(before);

    for (const replaceFlag of [true, '1', 1] as const) {
      const replaced = await post('/save', { growthId, recordDate: date, weight: 27.5 + Number(replaceFlag === 1), replaceFlag });
      expect(replaced.statusCode).toBe(200);
      expect(replaced.json().data).toMatchObject({ recordId: first.recordId, height: null });
    }
    const onDate = (await rows()).filter((r) => r.recordDate === date);
    expect(onDate).toHaveLength(1);
    expect(onDate[0]).toMatchObject({ heightCm: null, weightKg: 28.5 });
  });

  it('refuses values out of bounds, a date before birth or in the future, and an empty record, naming the field', async () => {
    const before = await total();
    const cases: Array<[Record<string, unknown>, string, RegExp?]> = [
      [{ growthId, recordDate: free(20), height: 17.9 }, 'height', /between 18 and 275 cm/],
      [{ growthId, recordDate: free(20), height: 275.1 }, 'height'],
      [{ growthId, recordDate: free(20), weight: 0.14 }, 'weight', /0.15 and 650 kg/],
      [{ growthId, recordDate: free(20), weight: 650.5 }, 'weight'],
      [{ growthId, recordDate: free(20), headSize: 12.9 }, 'headSize', /head circumference/],
      [{ growthId, recordDate: free(20), headSize: 100.1 }, 'headSize'],
      [{ growthId, recordDate: free(20), height: '120' }, 'height'],
      [{ growthId, recordDate: free(20) }, 'height', /at least one/],
      [{ growthId, recordDate: free(20), height: null, weight: null, headSize: null }, 'height'],
      [{ growthId, recordDate: addDays(boyBirth, -1), height: 50 }, 'recordDate', /before the date of birth/],
      [{ growthId, recordDate: addDays(today, 2), height: 132 }, 'recordDate', /future/],
      [{ growthId, recordDate: '2024-02-30', height: 100 }, 'recordDate'],
      [{ growthId: 'x', recordDate: free(20), height: 132 }, 'growthId'],
      [{ growthId, recordDate: free(20), height: 132, replaceFlag: 'yes' }, 'replaceFlag'],
      [{ growthId, recordDate: free(20), height: 132, note: 'hi' }, 'note'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await post('/save', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
      const error = res.json().errors.find((e: { field: string }) => e.field === field);
      expect(error, JSON.stringify(res.json())).toBeDefined();
      if (message) expect(error.message).toMatch(message);
    }
    expect(await total()).toBe(before);
  });

  it('says the bound in Chinese by default', async () => {
    const res = await ctx.as('parentWang', { method: 'POST', url: `${APP}/save`, payload: { growthId, recordDate: free(20), height: 10 } });
    expect(res.json().errors[0].message).toBe('身长/身高应在 18–275 厘米之间');
  });

  it('accepts today and the date of birth', async () => {
    expect((await post('/save', { growthId, recordDate: today, weight: 27.7 })).statusCode).toBe(200);
    const atBirth = await post('/save', { growthId, recordDate: boyBirth, weight: 3.5 });
    expect(atBirth.statusCode).toBe(409);
  });

  it('lets only the owner parent save', async () => {
    const dates = { nobody: 40, owner: 41, otherParent: 42, clinicDoctor: 43, otherDoctor: 44, editor: 45 } as const;
    const matrix = await statusMatrix(ctx, (caller) => ({
      method: 'POST',
      url: `${APP}/save`,
      payload: { growthId, recordDate: free(dates[caller]), weight: 27 },
    }));
    expect(matrix).toEqual({ nobody: 401, owner: 200, otherParent: 404, clinicDoctor: 404, otherDoctor: 404, editor: 404 });
    expect((await rows()).filter((r) => r.recordDate >= free(45) && r.recordDate <= free(40)).map((r) => r.recordDate)).toEqual([free(41)]);
  });
});

describe('editing and deleting a growth record', () => {
  it('changes a record in place and moves it to a free date', async () => {
    const created = (await post('/save', { growthId, recordDate: free(50), height: 131 })).json().data;
    const res = await post('/edit', { recordId: created.recordId, growthId, recordDate: free(51), height: 131.2, weight: 27.1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ recordId: created.recordId, recordDate: free(51), height: 131.2, weight: 27.1 });
    const fetched = (await ctx.as('parentWang', { url: `${APP}/records/${created.recordId}` })).json().data;
    expect(fetched.recordDate).toBe(free(51));
  });

  it('refuses to move a record onto another record’s date unless replaceFlag, which removes the other', async () => {
    const a = (await post('/save', { growthId, recordDate: free(60), height: 130.9 })).json().data;
    const b = (await post('/save', { growthId, recordDate: free(61), height: 130.8 })).json().data;
    const before = await rows();
    const conflict = await post('/edit', { recordId: b.recordId, growthId, recordDate: free(60), height: 130.8 });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().code).toBe('RECORD_EXISTS');
    expect(await rows()).toEqual(before);
    const moved = await post('/edit', { recordId: b.recordId, growthId, recordDate: free(60), height: 130.85, replaceFlag: 'true' });
    expect(moved.statusCode).toBe(200);
    const after = await rows();
    expect(after.find((r) => r.id === a.recordId)).toBeUndefined();
    expect(after.filter((r) => r.recordDate === free(60)).map((r) => r.id)).toEqual([b.recordId]);
  });

  it('refuses an edit out of bounds or naming another growth profile, writing nothing', async () => {
    const created = (await post('/save', { growthId, recordDate: free(70), height: 130.5 })).json().data;
    const before = await rows();
    const bad = await post('/edit', { recordId: created.recordId, growthId, recordDate: free(70), weight: 651 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('weight');
    const other = await post('/edit', {
      recordId: created.recordId,
      growthId: GROWTH_DEMO_IDS.babyXiaoyu,
      recordDate: free(70),
      weight: 20,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors[0].field).toBe('growthId');
    const missing = await post('/edit', { growthId, recordDate: free(70), weight: 20 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe('recordId');
    expect(await rows()).toEqual(before);
  });

  it('lets only the owner edit and delete', async () => {
    const a = (await post('/save', { growthId, recordDate: free(80), height: 130 })).json().data;
    const b = (await post('/save', { growthId, recordDate: free(81), height: 130 })).json().data;
    const edit = await statusMatrix(ctx, () => ({
      method: 'POST',
      url: `${APP}/edit`,
      payload: { recordId: a.recordId, growthId, recordDate: free(80), height: 130.1 },
    }));
    expect(edit).toEqual({ nobody: 401, owner: 200, otherParent: 404, clinicDoctor: 404, otherDoctor: 404, editor: 404 });
    const del = await statusMatrix(ctx, (caller) => ({
      method: 'POST',
      url: `${APP}/delete`,
      payload: { recordId: caller === 'owner' ? a.recordId : b.recordId },
    }));
    expect(del).toEqual({ nobody: 401, owner: 200, otherParent: 404, clinicDoctor: 404, otherDoctor: 404, editor: 404 });
    const ids = (await rows()).map((r) => r.id);
    expect(ids).not.toContain(a.recordId);
    expect(ids).toContain(b.recordId);
    expect((await post('/delete', { recordId: a.recordId })).statusCode).toBe(404);
    expect((await post('/delete', { recordId: 'nope' })).json().errors[0].field).toBe('recordId');
  });
});

describe('setting the gestational age', () => {
  const babyGrowth = GROWTH_DEMO_IDS.babyXiaoyu;
  const profile = async () => (await ctx.database.db.select().from(growthProfiles).where(eq(growthProfiles.id, growthId)))[0]!;

  it('sets preterm with a gestation and the parents’ heights, then back to full term', async () => {
    const preterm = await post('/edit_gestational_age', {
      growthId,
      fullTermFlag: 0,
      gestationalAge: 245,
      fatherHeight: 178,
      motherHeight: 160,
    });
    expect(preterm.statusCode).toBe(200);
    expect(preterm.json().data).toMatchObject({ fullTermFlag: 0, gestationalAge: 245, fatherHeight: 178, motherHeight: 160 });
    // An 8-year-old is past the 2-year correction: no corrected age.
    expect(preterm.json().data.correctedAgeDays).toBeNull();
    const term = await post('/edit_gestational_age', { growthId, fullTermFlag: 1, gestationalAge: 245 });
    expect(term.json().data).toMatchObject({ fullTermFlag: 1, gestationalAge: null, fatherHeight: 178 });
    expect(await profile()).toMatchObject({ fullTermFlag: 1, gestationalAgeDays: null, fatherHeightCm: 178, motherHeightCm: 160 });
    const cleared = await post('/edit_gestational_age', { growthId, fullTermFlag: 1, fatherHeight: null });
    expect(cleared.json().data).toMatchObject({ fatherHeight: null, midParentalHeight: null });
  });

  it('refuses a gestation out of range, a missing one for preterm and a bad flag, writing nothing', async () => {
    const before = await profile();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ growthId, fullTermFlag: 0, gestationalAge: 153 }, 'gestationalAge'],
      [{ growthId, fullTermFlag: 0, gestationalAge: 259 }, 'gestationalAge'],
      [{ growthId, fullTermFlag: 0, gestationalAge: 230.5 }, 'gestationalAge'],
      [{ growthId, fullTermFlag: 0 }, 'gestationalAge'],
      [{ growthId, fullTermFlag: 2 }, 'fullTermFlag'],
      [{ growthId }, 'fullTermFlag'],
      [{ growthId, fullTermFlag: 1, fatherHeight: 90 }, 'fatherHeight'],
      [{ growthId, fullTermFlag: 1, motherHeight: 300 }, 'motherHeight'],
    ];
    for (const [payload, field] of cases) {
      const res = await post('/edit_gestational_age', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(
        res.json().errors.map((e: { field: string }) => e.field),
        JSON.stringify(payload),
      ).toContain(field);
    }
    expect(await profile()).toEqual(before);
  });

  it('lets only the owner set it', async () => {
    const matrix = await statusMatrix(ctx, () => ({
      method: 'POST',
      url: `${APP}/edit_gestational_age`,
      payload: { growthId: babyGrowth, fullTermFlag: 0, gestationalAge: 227 },
    }));
    expect(matrix).toEqual({ nobody: 401, owner: 200, otherParent: 404, clinicDoctor: 404, otherDoctor: 404, editor: 404 });
  });
});

import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, heightVelocity } from '@sprout/clinical';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { createTestContext, type TestContext } from '../../test-support/test-app.ts';

/**
 * The growth screen's base info reads the latest two records, the count and the latest height with its baseline
 * (base-info-repository.ts), not the history: it must say what the whole history says.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

let seed = 5;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;

describe('the growth base info of a history', () => {
  it('gives the latest record, the count and the height velocity that every record read together gives', async () => {
    const db = ctx.database.db;
    let velocities = 0;
    for (let round = 0; round < 25; round++) {
      const memberId = randomUUID();
      const growthId = randomUUID();
      const birthDate = '2018-03-01';
      await db.execute(sql`INSERT INTO family_members (id, account_id, name, sex, birth_date, relation)
        VALUES (${memberId}, ${DEMO_IDS.accounts.parentWang}, 'Base info', 'male', ${birthDate}, 'child')`);
      await db.execute(sql`INSERT INTO growth_profiles (id, family_member_id) VALUES (${growthId}, ${memberId})`);
      // Days close together and far apart, so that a height's baseline is often exactly 91 days back or just short
      // of it; a weight alone now and then, the latest record among them.
      const days = new Set(
        Array.from({ length: Math.floor(random() * 30) }, () => Math.floor(random() * 8) * 91 + Math.floor(random() * 3)),
      );
      const records = [...days].map((day) => {
        const heightCm = random() < 0.3 ? null : 80 + day / 40 + Math.round(random() * 10) / 10;
        return { date: addDays(birthDate, 400 + day), heightCm, weightKg: heightCm === null ? 12 + day / 400 : null };
      });
      for (const r of records)
        await db.execute(sql`INSERT INTO growth_records (growth_id, record_date, height_cm, weight_kg)
          VALUES (${growthId}, ${r.date}, ${r.heightCm}, ${r.weightKg})`);

      const res = await ctx.as('parentWang', {
        method: 'POST',
        url: '/health-info-service/app/growth/init',
        payload: { familyMemberId: memberId },
      });
      expect(res.statusCode, res.body).toBe(200);
      const info = res.json().data;
      const page = (await ctx.as('parentWang', { url: `/health-info-service/app/growth/${growthId}/records?start=0&limit=1` })).json().data;
      expect(info.recordCount).toBe(records.length);
      expect(info.latestRecord).toEqual(page.list[0] ?? null);
      const heights = records.filter((r) => r.heightCm !== null).map((r) => ({ date: r.date, heightCm: r.heightCm! }));
      const last = heightVelocity(heights).at(-1);
      expect(info.heightVelocity).toEqual(last ? { ...last, cmPerYear: Math.round(last.cmPerYear * 10) / 10 } : null);
      if (last) velocities += 1;
    }
    expect(velocities).toBeGreaterThan(10);
  });
});

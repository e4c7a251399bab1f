import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROWTH_CURVE_FULL_POINTS, PAGE_MAX_LIMIT } from '@sprout/contracts';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { GROWTH_DEMO_IDS } from '../../db/seed/growth.ts';
import { createTestContext, type TestContext } from '../../test-support/test-app.ts';

/**
 * Issue 28 criterion 4: a child with 5,000 growth records (one a day from birth, about 13.7 years). The curve
 * summarises them for a phone chart (docs/growth-curve-long-histories.md); the records pages reach every one.
 */
let ctx: TestContext;
const growthId = randomUUID();
const RECORDS = 5000;
/** A girl growing along the usual centiles, and one record far outside them (a flagged weight) in a month with others. */
const FLAGGED_DATE = '2013-03-10';

beforeAll(async () => {
  ctx = await createTestContext();
  const memberId = randomUUID();
  await ctx.database.db.execute(sql`INSERT INTO family_members (id, account_id, name, sex, birth_date, relation)
    VALUES (${memberId}, ${DEMO_IDS.accounts.parentWang}, 'Long history', 'female', '2012-01-01', 'child')`);
  await ctx.database.db.execute(sql`INSERT INTO growth_profiles (id, family_member_id) VALUES (${growthId}, ${memberId})`);
  await ctx.database.db.execute(sql`INSERT INTO growth_records (growth_id, record_date, height_cm, weight_kg)
    SELECT ${growthId}, date '2012-01-01' + d, round((50 + 25 * (1 - exp(-d / 200.0)) + d * 0.016)::numeric, 1),
      CASE WHEN date '2012-01-01' + d = ${FLAGGED_DATE}::date THEN 60
      ELSE round((3.4 + 6 * (1 - exp(-d / 200.0)) + d * 0.0055)::numeric, 2) END
    FROM generate_series(0, ${RECORDS - 1}) AS d`);
});
afterAll(async () => ctx?.close());

type Measurement = { recordId: string; recordDate: string; zScore: number | null };
type Indicator = { indicator: string; recordCount?: number; measurements: Measurement[] };

describe('a long growth history', () => {
  it('gets a curve of at most one point per month, the flagged and latest kept, telling how many records it summarises', async () => {
    const res = await ctx.as('parentWang', { url: `/health-info-service/app/growth/${growthId}/curve` });
    expect(res.statusCode).toBe(200);
    const indicators = res.json().data.indicators as Indicator[];
    const weight = indicators.find((i) => i.indicator === 'weight')!;
    expect(weight.recordCount).toBe(RECORDS);
    const months = new Set(weight.measurements.map((m) => m.recordDate.slice(0, 7)));
    // 165 calendar months from January 2012, and the one flagged record beside its month's latest.
    expect(months.size).toBe(165);
    expect(weight.measurements).toHaveLength(months.size + 1);
    expect(weight.measurements.some((m) => m.recordDate === FLAGGED_DATE)).toBe(true);
    const dates = weight.measurements.map((m) => m.recordDate);
    expect(dates).toEqual([...dates].sort());
    expect(dates.at(-1)).toBe('2025-09-08');
    // Each month's point is its latest record.
    expect(dates).toContain('2012-01-31');
    expect(dates).toContain('2013-02-28');
    for (const indicator of indicators) expect(indicator.measurements.length).toBeLessThan(GROWTH_CURVE_FULL_POINTS);
    // Compressed as a browser asks for it, far under 300 KB (the whole history was 2.9 MB).
    expect(gzipSync(res.rawPayload).length).toBeLessThan(300 * 1024);
    const again = await ctx.as('parentWang', { url: `/health-info-service/app/growth/${growthId}/curve` });
    expect(again.json().data.indicators).toEqual(indicators);
  });

  it('reaches every record through the records pages', async () => {
    const seen = new Set<string>();
    for (let start = 0; start < RECORDS; start += PAGE_MAX_LIMIT) {
      const res = await ctx.as('parentWang', {
        url: `/health-info-service/app/growth/${growthId}/records?start=${start}&limit=${PAGE_MAX_LIMIT}`,
      });
      expect(res.statusCode).toBe(200);
      const page = res.json().data as { total: number; list: { recordId: string }[] };
      expect(page.total).toBe(RECORDS);
      for (const r of page.list) seen.add(r.recordId);
    }
    expect(seen.size).toBe(RECORDS);
    const past = await ctx.as('parentWang', { url: `/health-info-service/app/growth/${growthId}/records?start=${RECORDS}&limit=20` });
    expect(past.json().data).toEqual({ total: RECORDS, list: [] });
  });

  it('keeps every point of a short history', async () => {
    const res = await ctx.as('parentWang', { url: `/health-info-service/app/growth/${GROWTH_DEMO_IDS.boyHaoran}/curve` });
    for (const indicator of res.json().data.indicators as Indicator[]) expect(indicator.measurements).toHaveLength(indicator.recordCount!);
  });
});

/**
 * CDC 2000 as a doctor's choice (issue 33): a doctor of the child's clinic stores it (audited), every view then scores,
 * names and draws it; the family sees it but neither chooses nor replaces it; another clinic's doctor is refused.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { GROWTH_DEMO_IDS } from '../../db/seed/growth.ts';
import { createTestContext, statusMatrix, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const APP = '/health-info-service/app/growth';
const DOCTOR = '/health-info-service/doctor/growth';
const boy = GROWTH_DEMO_IDS.boyHaoran;

type Point = { reference: string | null; zScore: number | null };
type Indicator = { indicator: string; reference: string; chinaToMonths: number | null; measurements: Point[] };
const indicator = (curve: { indicators: Indicator[] }, name: string) => curve.indicators.find((i) => i.indicator === name)!;
const setAs = (persona: 'doctorChen' | 'doctorZhao' | 'parentWang', reference: string) =>
  ctx.as(persona, {
    method: 'POST',
    url: persona === 'parentWang' ? `${APP}/reference` : `${DOCTOR}/reference`,
    payload: { growthId: boy, reference },
  });

describe('CDC 2000 chosen by the child’s doctor', () => {
  it('is refused to the family, before and after a doctor chose it, with 403 and nothing stored', async () => {
    const res = await setAs('parentWang', 'cdc2000');
    expect(res.statusCode).toBe(403);
    expect((await ctx.as('parentWang', { url: `${APP}/${boy}/curve` })).json().data.growthReference).toBe('who');
  });

  it('lets only the child’s clinic doctors store a reference set on the doctor call', async () => {
    const matrix = await statusMatrix(ctx, () => ({
      method: 'POST',
      url: `${DOCTOR}/reference`,
      payload: { growthId: boy, reference: 'who' },
    }));
    expect(matrix).toEqual({ nobody: 401, owner: 404, otherParent: 404, clinicDoctor: 200, otherDoctor: 404, editor: 404 });
  });

  it('is stored by the clinic doctor, audited as a write, and every view scores and names it', async () => {
    const set = await setAs('doctorChen', 'cdc2000');
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toMatchObject({ growthId: boy, growthReference: 'cdc2000' });
    expect(set.json().data.latestRecord.references).toMatchObject({ height: 'cdc2000', weight: 'cdc2000' });
    const trail = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.accountId, DEMO_IDS.accounts.doctorChen), eq(auditEvents.action, 'write'), eq(auditEvents.status, 200)));
    expect(trail.some((r) => r.route.endsWith('/doctor/growth/reference'))).toBe(true);

    for (const [persona, base] of [
      ['parentWang', APP],
      ['doctorChen', DOCTOR],
    ] as const) {
      const curve = (await ctx.as(persona, { url: `${base}/${boy}/curve` })).json().data;
      expect(curve.growthReference).toBe('cdc2000');
      const height = indicator(curve, 'height');
      expect(height).toMatchObject({ reference: 'cdc2000', chinaToMonths: null });
      expect(height.measurements.length).toBeGreaterThan(0);
      expect(height.measurements.every((m) => m.reference === 'cdc2000' && m.zScore !== null)).toBe(true);
      const list = (await ctx.as(persona, { url: `${base}/${boy}/records?limit=1` })).json().data.list;
      expect(list[0].references).toMatchObject({ height: 'cdc2000', weight: 'cdc2000' });
    }
    // WHO scores the same child otherwise: the choice is used, not only named.
    const who = (await ctx.as('doctorChen', { url: `${DOCTOR}/${boy}/curve?reference=who` })).json().data;
    expect(indicator(who, 'height').measurements.map((m: Point) => m.zScore)).not.toEqual(
      indicator((await ctx.as('doctorChen', { url: `${DOCTOR}/${boy}/curve` })).json().data, 'height').measurements.map(
        (m: Point) => m.zScore,
      ),
    );
  });

  it('then refuses the family’s change (403) and the other clinic’s doctor (404), storing nothing', async () => {
    const parent = await setAs('parentWang', 'who');
    expect(parent.statusCode).toBe(403);
    expect(parent.json().message).toMatch(/CDC 2000/);
    expect((await setAs('doctorZhao', 'who')).statusCode).toBe(404);
    expect((await ctx.as('parentWang', { url: `${APP}/${boy}/curve` })).json().data.growthReference).toBe('cdc2000');
    // The doctor changes it back.
    expect((await setAs('doctorChen', 'who')).json().data.growthReference).toBe('who');
  });

  it('refuses an unknown set on the doctor call with 400 naming the field', async () => {
    const res = await setAs('doctorChen', 'turner');
    expect([res.statusCode, res.json().errors[0].field]).toEqual([400, 'reference']);
  });

  it('serves CDC’s lines: length then stature, P50 at birth the published median', async () => {
    const lines = (await ctx.as('nobody', { url: `${APP}/reference_lines?sex=male` })).json().data;
    expect(lines.cdc.map((l: { indicator: string }) => l.indicator)).toEqual(['height', 'weight', 'headSize', 'bmi']);
    const height = lines.cdc[0];
    expect(height.reference).toBe('cdc2000');
    expect([height.ageMonths[0], height.ageMonths.at(-1)]).toEqual([0, 240]);
    // lenageinf.csv, boys, Agemos 0: M = P50 = 49.988884079 cm.
    expect(height.centiles.find((c: { centile: number }) => c.centile === 50).values[0]).toBe(49.989);
    expect([lines.cdc[2].ageMonths.at(-1), lines.cdc[3].ageMonths[0]]).toEqual([36, 24]);
  });
});

import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROWTH_DEMO_IDS } from '../../db/seed/growth.ts';
import { createTestContext, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const APP = '/health-info-service/app/growth';
type Columns = { indicator: string; centiles: Array<{ centile: number; values: Array<number | null> }> };
type WhoColumns = Columns & { ageMonths: number[] };

describe('the static reference lines', () => {
  it('give every WHO indicator P3–P97 over the whole age range, ordered P3 < P50 < P97 at every age', async () => {
    const res = await ctx.as('nobody', { url: `${APP}/reference_lines?sex=male` });
    expect(res.statusCode).toBe(200);
    const lines = res.json().data;
    expect(lines.sex).toBe('male');
    const byName = Object.fromEntries(lines.who.map((i: WhoColumns) => [i.indicator, i])) as Record<string, WhoColumns>;
    expect(Object.keys(byName)).toEqual(['height', 'weight', 'headSize', 'bmi']);
    const height = byName.height!;
    expect(height.centiles.map((c) => c.centile)).toEqual([3, 15, 50, 85, 97]);
    height.ageMonths.forEach((_, i) => {
      expect(height.centiles[0]!.values[i]).toBeLessThan(height.centiles[2]!.values[i]!);
      expect(height.centiles[4]!.values[i]).toBeGreaterThan(height.centiles[2]!.values[i]!);
    });
    expect(height.ageMonths[0]).toBe(0);
    expect(height.ageMonths.at(-1)).toBe(228);
    // Weekly in the first year, then coarser: a few hundred columns, not thousands.
    expect(height.ageMonths.filter((m) => m <= 12).length).toBeGreaterThanOrEqual(48);
    expect(height.ageMonths.length).toBeLessThan(320);
    // Weight stops at 10 years (WHO 2007), head circumference at 5.
    expect(byName.weight!.ageMonths.at(-1)).toBeLessThanOrEqual(120);
    expect(byName.headSize!.ageMonths.at(-1)).toBeLessThanOrEqual(61);
    expect(lines.fenton.map((i: Columns) => i.indicator)).toEqual(['height', 'weight', 'headSize']);
    expect(lines.fenton[1].centiles.map((c: { centile: number }) => c.centile)).toEqual([3, 10, 50, 90, 97]);
  });

  it('are the version the curve names, and a curve’s point on the P50 line scores about P50', async () => {
    const curve = (await ctx.as('parentWang', { url: `${APP}/${GROWTH_DEMO_IDS.boyHaoran}/curve` })).json().data;
    const lines = (await ctx.as('nobody', { url: `${APP}/reference_lines?sex=male&v=${curve.referenceVersion}` })).json().data;
    expect(lines.version).toBe(curve.referenceVersion);
    const female = (await ctx.as('nobody', { url: `${APP}/reference_lines?sex=female` })).json().data;
    expect(female.version).toBe(lines.version);
    expect(female.who[0].centiles[2].values[0]).not.toBe(lines.who[0].centiles[2].values[0]);
  });

  it('are cacheable: an ETag, a 304 on revalidation, and kept for good when the version is in the address', async () => {
    const first = await ctx.as('nobody', { url: `${APP}/reference_lines?sex=female` });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    const again = await ctx.as('nobody', { url: `${APP}/reference_lines?sex=female`, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const version = first.json().data.version;
    const pinned = await ctx.as('nobody', { url: `${APP}/reference_lines?sex=female&v=${version}` });
    expect(pinned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('are sent compressed ahead of time, brotli or gzip as the client accepts, with the same content', async () => {
    const plain = await ctx.as('nobody', { url: `${APP}/reference_lines?sex=male` });
    const br = await ctx.as('nobody', { url: `${APP}/reference_lines?sex=male`, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await ctx.as('nobody', { url: `${APP}/reference_lines?sex=male`, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('answer in the request’s language and refuse a sex that is not male or female', async () => {
    const en = await ctx.as('nobody', { url: `${APP}/reference_lines?sex=male&lang=en-US` });
    const zh = await ctx.as('nobody', { url: `${APP}/reference_lines?sex=male` });
    expect(en.json().message).not.toBe(zh.json().message);
    const bad = await ctx.as('nobody', { url: `${APP}/reference_lines?sex=other` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION');
  });

  it('keep only the families asked for, in any order, the others as empty lists, and refuse an unknown family by name', async () => {
    const all = (await ctx.as('nobody', { url: `${APP}/reference_lines?sex=male` })).json().data;
    const some = await ctx.as('nobody', { url: `${APP}/reference_lines?sex=male&families=china,who` });
    expect(some.statusCode).toBe(200);
    const lines = some.json().data;
    expect(lines.who).toEqual(all.who);
    expect(lines.china).toEqual(all.china);
    expect([lines.fenton, lines.intergrowth, lines.cdc]).toEqual([[], [], []]);
    expect(lines.version).toBe(all.version);
    expect(all.cdc.length).toBeGreaterThan(0);
    // One set of families, one answer: the same ETag whatever the order or repeats.
    const reordered = await ctx.as('nobody', { url: `${APP}/reference_lines?sex=male&families=who,china,who` });
    expect(reordered.headers.etag).toBe(some.headers.etag);
    // WHO and China: half of the whole (CDC 2000 alone is a third).
    expect(some.rawPayload.length).toBeLessThan(JSON.stringify(all).length * 0.6);
    const preterm = (await ctx.as('nobody', { url: `${APP}/reference_lines?sex=female&families=intergrowth` })).json().data;
    expect(preterm.intergrowth.length).toBeGreaterThan(0);
    expect(preterm.who).toEqual([]);

    const unknown = await ctx.as('nobody', { url: `${APP}/reference_lines?sex=male&families=who,rcpch` });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('VALIDATION');
    expect(unknown.json().errors.map((e: { field: string }) => e.field)).toEqual(['families']);
  });
});

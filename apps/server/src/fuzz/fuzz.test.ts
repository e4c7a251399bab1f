import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test-support/test-app.ts';
import { fuzz } from './harness.ts';

/**
 * Property-based fuzzing of every call in the OpenAPI description, as every actor (issue 11). Seeded, so a
 * failure is reproducible; `npm run fuzz -- --runs 100000 [--seed n]` runs longer.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2500);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

describe('fuzzing every call with malformed input', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  }, 180_000);
  afterAll(async () => ctx.close());

  it('never answers 5xx or outside the envelope, and writes no row', async () => {
    const summary = await fuzz(ctx, { runs: RUNS, seed: SEED });
    const report = {
      requests: summary.requests,
      fiveXx: summary.fiveXx,
      offEnvelope: summary.offEnvelope,
      acceptedWrites: summary.acceptedWrites,
      rowsWritten: summary.rowsWritten,
    };
    console.log(`fuzz seed=${SEED}`, JSON.stringify(report));
    if (process.env.FUZZ_VERBOSE) {
      const groups = new Map<string, number>();
      for (const f of summary.findings) {
        const key = `${f.kind} ${f.status} ${f.route} ${f.kind === 'off-envelope' ? f.body.slice(0, 70) : f.request.slice(0, 200)}`;
        groups.set(key, (groups.get(key) ?? 0) + 1);
      }
      console.log(
        [...groups]
          .sort((a, b) => b[1] - a[1])
          .slice(0, Number(process.env.FUZZ_VERBOSE))
          .map(([k, n]) => `${n}\t${k}`)
          .join('\n'),
      );
    }
    expect(summary.requests).toBe(RUNS);
    expect(summary.findings.slice(0, 5)).toEqual([]);
    expect(summary.rowsWritten).toEqual({});
  }, 600_000);
});

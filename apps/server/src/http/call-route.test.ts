import * as contracts from '@sprout/contracts';
import { activityCalls } from '@sprout/contracts/activity';
import type { Call } from '@sprout/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

// Every module's `<module>Calls` export of the package index (a module described there is checked without a list to
// keep), and the activity calls, which '@sprout/contracts/activity' exports with the widget schemas.
const CONVERTED: Call[] = [
  ...Object.values(activityCalls),
  ...Object.entries(contracts)
    .filter(([name]) => name.endsWith('Calls'))
    .flatMap(([, calls]) => Object.values(calls as Record<string, Call>)),
];

describe('routes registered from the contracts', () => {
  it('answers every described call at its method and path', () => {
    expect(CONVERTED.length).toBeGreaterThan(70);
    const missing = CONVERTED.filter((call) => !ctx.app.hasRoute({ method: call.method, url: call.path })).map((call) => call.id);
    expect(missing).toEqual([]);
  });

  it('documents every described call in the OpenAPI description with its summary', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    const spec = res.json() as { paths: Record<string, Record<string, { summary?: string }>> };
    for (const call of CONVERTED) {
      const openApiPath = call.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      expect(spec.paths[openApiPath]?.[call.method.toLowerCase()]?.summary, call.id).toBe(call.summary);
    }
  });
});

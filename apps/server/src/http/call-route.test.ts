import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@sprout/contracts';
import type { Call } from '@sprout/contracts';
import { activityCalls } from '@sprout/contracts/activity';
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

describe('the OpenAPI description (issue 29)', () => {
  it('is served as JSON at /api/docs/json too, and marks which operations need the token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const spec = res.json() as {
      components: { securitySchemes: Record<string, unknown> };
      paths: Record<string, Record<string, { security?: Array<Record<string, string[]>> }>>;
    };
    expect(spec.components.securitySchemes.token).toEqual({ type: 'apiKey', in: 'header', name: 'token' });
    const operations = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ id: `${method.toUpperCase()} ${path}`, security: op.security })),
    );
    expect(operations.filter((op) => op.security === undefined).map((op) => op.id)).toEqual([]);
    const open = operations.filter((op) => op.security!.length === 0).map((op) => op.id);
    const withToken = operations.filter((op) => op.security!.some((s) => 'token' in s)).map((op) => op.id);
    expect(open.length + withToken.length).toBe(operations.length);
    // As the policy serves them: sign-in and the centile lines are public; a child's curve and the family need a token.
    expect(open).toEqual(expect.arrayContaining(['POST /app-web2/auth/sms_code', 'GET /health-info-service/app/growth/reference_lines']));
    expect(withToken).toEqual(
      expect.arrayContaining(['GET /health-info-service/app/growth/{growthId}/curve', 'DELETE /app-web2/family_members/{familyMemberId}']),
    );
    expect(withToken.length).toBeGreaterThan(open.length);
  });
});

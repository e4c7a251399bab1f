import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_SITE, chosenMemberKey } from '@sprout/contracts';
import { createTestContext, type Persona, type TestContext } from '../test-support/test-app.ts';

const dist = mkdtempSync(path.join(tmpdir(), 'sprout-health-site-'));
let ctx: TestContext;

beforeAll(async () => {
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
  );
  ctx = await createTestContext({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dist, { recursive: true, force: true });
});

async function healthSite(persona: Persona | 'nobody', url = '/health/') {
  const cookie = persona === 'nobody' ? {} : { cookie: `sprout_session=${await ctx.tokenFor(persona)}` };
  return ctx.app.inject({ url, headers: cookie });
}

/** Runs the page's script as a browser would, with this address hash and stored values; returns where it went. */
function forwardOf(body: string, hash: string, stored: Record<string, string> = {}): string {
  const script = /<script>(.+?)<\/script>/.exec(body)![1]!;
  let target = '';
  const location = { hash, replace: (to: string) => (target = to) };
  runInNewContext(script, { location, localStorage: { getItem: (key: string) => stored[key] ?? null } });
  return target;
}

describe('the health site’s first load (/health/#/…)', () => {
  it('forwards nobody’s hash query unchanged, from a page of a few hundred bytes whose one script its CSP allows by hash', async () => {
    const res = await healthSite('nobody');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body.length).toBeLessThan(1024);
    expect(res.body).not.toContain('modulepreload');
    const script = /<script>(.+?)<\/script>/.exec(res.body)![1]!;
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(String(res.headers['content-security-policy'])).toContain(`script-src 'self' ${hash} https://res.wx.qq.com;`);
    expect(forwardOf(res.body, '#/')).toBe(HEALTH_SITE.home);
    expect(forwardOf(res.body, '#/?familyMemberId=m1')).toBe(`${HEALTH_SITE.home}?familyMemberId=m1`);
    expect(forwardOf(res.body, '')).toBe(HEALTH_SITE.home);
    // Any other page keeps the policy without inline scripts.
    expect(String((await ctx.app.inject({ url: '/faq/list' })).headers['content-security-policy'])).not.toContain('sha256-');
  });

  it('names a signed-in parent’s child as the app would: the one chosen on this phone if still theirs, else the first child', async () => {
    const res = await healthSite('parentWang', '/health');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toContain('Cookie');
    const me = (await ctx.as('parentWang', { url: '/app-web2/auth/me' })).json().data as { id: string };
    const members = (await ctx.as('parentWang', { url: '/app-web2/family_members' })).json().data as Array<{
      familyMemberId: string;
      relation: string;
    }>;
    const children = members.filter((m) => m.relation === 'child');
    expect(children.length).toBeGreaterThanOrEqual(2);
    const key = chosenMemberKey(me.id);
    const at = (id: string) => `${HEALTH_SITE.home}?familyMemberId=${id}`;

    expect(forwardOf(res.body, '#/')).toBe(at(children[0]!.familyMemberId));
    expect(forwardOf(res.body, '#/', { [key]: children[1]!.familyMemberId })).toBe(at(children[1]!.familyMemberId));
    // A choice of a member since deleted, or another account's choice on the same phone, does not count.
    expect(forwardOf(res.body, '#/', { [key]: 'gone' })).toBe(at(children[0]!.familyMemberId));
    expect(forwardOf(res.body, '#/', { [chosenMemberKey('someone-else')]: children[1]!.familyMemberId })).toBe(
      at(children[0]!.familyMemberId),
    );
    // An address that names someone keeps it.
    expect(forwardOf(res.body, '#/?familyMemberId=x')).toBe(`${HEALTH_SITE.home}?familyMemberId=x`);
  });

  it('names nobody for a doctor or an editor, whose pages say what is missing themselves', async () => {
    for (const persona of ['doctorChen', 'editor'] as const) {
      const res = await healthSite(persona);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(forwardOf(res.body, '#/')).toBe(HEALTH_SITE.home);
    }
  });
});

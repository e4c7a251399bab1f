import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config/env.ts';
import { startServer, type ServerProcess } from '../test-support/server-process.ts';
import { call, signIn } from './growth-client.ts';

/**
 * Issue 29, item 1: the repository runs on its own. The files git tracks (and those it would, not yet committed)
 * are copied to a temporary folder with nothing beside it (no ../shared), the installed packages linked in (the
 * workspace's own packages pointing at the copy), the server built there as `npm start` builds it, and started
 * with no setting but a port: it serves, is ready, and scores a growth record against the WHO tables.
 */
const cleanup: Array<() => unknown> = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

function copyProject(): string {
  const parent = mkdtempSync(path.join(tmpdir(), 'sprout-anywhere-'));
  cleanup.push(() => rmSync(parent, { recursive: true, force: true }));
  const root = path.join(parent, 'sprout');
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  for (const file of listed.split('\0').filter(Boolean)) {
    const from = path.join(REPO_ROOT, file);
    if (!existsSync(from)) continue; // deleted in the work tree, not yet committed
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    copyFileSync(from, path.join(root, file));
  }
  // node_modules as npm install would make it: the registry's packages (linked, not copied: 1 GB), and the
  // workspace's packages as links to the copy's own folders.
  const modules = path.join(root, 'node_modules');
  mkdirSync(path.join(modules, '@sprout'), { recursive: true });
  for (const entry of readdirSync(path.join(REPO_ROOT, 'node_modules'))) {
    if (entry !== '@sprout') symlinkSync(path.join(REPO_ROOT, 'node_modules', entry), path.join(modules, entry));
  }
  for (const [name, dir] of [
    ['clinical', 'packages/clinical'],
    ['contracts', 'packages/contracts'],
    ['server', 'apps/server'],
    ['web', 'apps/web'],
  ] as const) {
    symlinkSync(path.join(root, dir), path.join(modules, '@sprout', name));
  }
  for (const workspace of ['apps/server', 'apps/web', 'packages/clinical', 'packages/contracts']) {
    const own = path.join(REPO_ROOT, workspace, 'node_modules');
    if (existsSync(own)) symlinkSync(own, path.join(root, workspace, 'node_modules'));
  }
  return root;
}

// With no settings the copy runs on its embedded database whichever project runs this: server-pg leaves it to server.
describe.skipIf(process.env.TEST_DB === 'postgres')('a copy of the repository with nothing beside it', () => {
  it('starts with no settings, is ready, and scores a growth record', async () => {
    const root = copyProject();
    expect(readdirSync(path.dirname(root))).toEqual(['sprout']);
    expect(existsSync(path.join(root, '../shared'))).toBe(false);
    // The server's half of `npm start` (the web build is the browser's app, not needed to score a record).
    execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: path.join(root, 'apps/server'), stdio: 'pipe' });

    const server: ServerProcess = await startServer({ NODE_ENV: 'development', LOG_LEVEL: 'info' }, 120_000, {
      cwd: root,
      args: ['apps/server/dist/main.js'],
    });
    cleanup.push(() => server.stop());
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

    // The demo parent adds a child and saves a measurement; the answer carries its WHO z-scores.
    const token = await signIn(server.url, '13800000001');
    const member = await call(server.url, 'POST', '/app-web2/family_members', {
      token,
      body: { name: 'Anywhere', sex: 'female', birthDate: '2024-01-01', relation: 'child' },
    });
    const { familyMemberId } = member.body.data as { familyMemberId: string };
    const growth = await call(server.url, 'POST', '/health-info-service/app/growth/init', { token, body: { familyMemberId } });
    const { growthId } = growth.body.data as { growthId: string };
    const saved = await call(server.url, 'POST', '/health-info-service/app/growth/save', {
      token,
      body: { growthId, recordDate: '2025-01-01', height: 74, weight: 8.9 },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const record = saved.body.data as { zScores: { height: number | null; weight: number | null }; references: { height: string | null } };
    // A girl of 366 days at about the WHO 2006 medians (length 74.0 cm, weight 8.9 kg): z-scores near 0.
    expect(Math.abs(record.zScores.height!)).toBeLessThan(0.2);
    expect(Math.abs(record.zScores.weight!)).toBeLessThan(0.2);
    expect(record.references.height).toBe('who2006');

    // And the chart: the curve of the demo child and the centile lines it is drawn on.
    const lines = await call(server.url, 'GET', '/health-info-service/app/growth/reference_lines?sex=female');
    expect(lines.status).toBe(200);
    const curve = await call(server.url, 'GET', `/health-info-service/app/growth/${growthId}/curve`, { token });
    expect(curve.status).toBe(200);
    expect(server.log.join('\n')).not.toMatch(/ENOENT|shared\/reference-data/);
  }, 180_000);
});

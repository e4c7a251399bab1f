#!/usr/bin/env node
// `npm test`: type checks, lint, then every Vitest project that can run here.
// - clinical, contracts, web, server: always (the server on a fresh embedded PGlite per file);
// - server-pg: the same integration suite on PostgreSQL, when TEST_DATABASE_URL is set;
// - e2e: Chromium journeys against the built app, when a Chromium is found (one line says so otherwise).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (cmd, args, env = {}) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
};

const runAsync = (cmd, args) =>
  new Promise((resolve) => spawn(cmd, args, { stdio: 'inherit' }).on('exit', (code) => resolve(code ?? 1)));

// The type check and the lint (import zones, no cycles, SQL in repositories, file names, dead code) side by side:
// each keeps one core busy, and CI fails on either.
const checks = await Promise.all([runAsync('npm', ['run', 'typecheck', '--silent']), runAsync('npm', ['run', 'lint', '--silent'])]);
if (checks.some((code) => code !== 0)) process.exit(1);

const projects = ['lint-rules', 'clinical', 'contracts', 'web', 'server'];
if (process.env.TEST_DATABASE_URL) projects.push('server-pg');
else console.log('server-pg: TEST_DATABASE_URL is not set; the integration suite runs on the embedded PGlite only.');

const chromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && existsSync(p));
if (chromium) projects.push('e2e');
else console.log('e2e: no Chromium found (install Debian\'s chromium or set CHROMIUM_PATH); skipping the end-to-end tests.');

const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), ...process.argv.slice(2)];
if (run('npx', args) !== 0) process.exit(1);

// The server's speed, a few seconds per call on the embedded database beside a bare Fastify of the same run:
// fails only far below what the calls reach (scripts/bench/floors.ts), never on noise. Skipped when the run was
// narrowed to some tests (arguments given).
if (process.argv.length <= 2) process.exit(run('npx', ['tsx', 'scripts/bench/run.ts', '--quick', '--only', 'pglite']));

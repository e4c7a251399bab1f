import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { buildServerBundle } from '../apps/server/src/test-support/server-bundle.ts';
import { startServer } from './support/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The journeys' server's log (JSON lines), which support/console-check.ts reads after each test. */
    serverLog: string;
    /** This tree's server as one file, which the journeys' servers run (support/server.ts). */
    serverBundle: string;
    screenshotDir: string;
    /**
     * The previous build's server (PERF_BASELINE, a git ref: `npm run bench:web` sets main), for the performance
     * spec to measure beside this one in the same run; null when not asked for.
     */
    baselineUrl: string | null;
    baselineRef: string | null;
    /** The server renders first screens (SSR, decision 0005): on unless E2E_SSR=0. */
    ssr: boolean;
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Builds the web app and the server as `npm start` does, then starts the real server on a fresh embedded database
 * with the demo seed, on a free port. Tests reach it through inject('baseUrl').
 */
export default async function setup(project: TestProject) {
  if (process.env.E2E_SKIP_BUILD !== '1') buildWeb(root);
  // Named apart from SSR, which Vitest sets in its own processes (import.meta.env.SSR): the journeys run against the
  // server's render, the product's default, unless E2E_SSR=0 asks for the browser's render only.
  const ssr = process.env.E2E_SSR !== '0';
  // Built on every run, E2E_SKIP_BUILD or not (about a second): the journeys never drive a stale server.
  const server = buildServerBundle('e2e');
  const current = await startServer(root, ssr, { bundle: server.bundle });
  const baselineRef = process.env.PERF_BASELINE || null;
  const baseline = baselineRef ? await startServer(prepareBaseline(baselineRef), ssr) : null;
  project.provide('baseUrl', current.baseUrl);
  project.provide('serverLog', current.logFile);
  project.provide('serverBundle', server.bundle);
  project.provide('baselineUrl', baseline?.baseUrl ?? null);
  project.provide('baselineRef', baselineRef && baseline ? `${baselineRef} ${gitSha(baselineRef).slice(0, 7)}` : null);
  project.provide('ssr', ssr);
  project.provide('screenshotDir', path.join(root, 'screenshots'));

  return async () => {
    await Promise.all([current.stop(), baseline?.stop()]);
    server.remove();
  };
}

const gitSha = (ref: string): string => {
  const out = spawnSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { cwd: root, encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`PERF_BASELINE: no commit ${ref}`);
  return out.stdout.trim();
};

/**
 * The tree of `ref` in a directory of its own (kept between runs, one per commit), with this checkout's installed
 * packages linked in but its own workspace packages, and its web build: the previous build, served by its own
 * server code, exactly as it was.
 */
function prepareBaseline(ref: string): string {
  const sha = gitSha(ref);
  const dir = path.join(tmpdir(), `sprout-baseline-${sha.slice(0, 12)}`);
  if (existsSync(path.join(dir, 'apps/web/dist-ssr/entry-server.js'))) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const unpack = spawnSync('sh', ['-c', `git archive ${sha} | tar -x -C "${dir}"`], { cwd: root, stdio: 'inherit' });
  if (unpack.status !== 0) throw new Error(`PERF_BASELINE: could not unpack ${ref}`);
  const modules = path.join(dir, 'node_modules');
  mkdirSync(modules);
  for (const name of readdirSync(path.join(root, 'node_modules'))) {
    if (name === '@sprout') continue;
    symlinkSync(path.join(root, 'node_modules', name), path.join(modules, name));
  }
  // The workspace packages are the baseline's own, not this checkout's.
  mkdirSync(path.join(modules, '@sprout'));
  for (const [name, where] of [
    ['clinical', 'packages/clinical'],
    ['contracts', 'packages/contracts'],
    ['server', 'apps/server'],
    ['web', 'apps/web'],
  ])
    symlinkSync(path.join(dir, where!), path.join(modules, '@sprout', name!));
  if (existsSync(path.join(root, 'apps/server/node_modules')))
    symlinkSync(path.join(root, 'apps/server/node_modules'), path.join(dir, 'apps/server/node_modules'));
  buildWeb(dir);
  return dir;
}

function buildWeb(cwd: string): void {
  // Vitest runs with NODE_ENV=test; the app under test must be the production build that `npm start` serves.
  // Every phone of the journeys reports (monitoring samples 10% of sessions in the product's own build): a
  // build-time value, so no production build can be switched by a visitor. e2e/monitoring.spec.ts relies on it.
  const build = spawnSync('npm', ['run', 'build', '-w', '@sprout/web'], {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', VITE_MONITORING_SESSION_SAMPLE_RATE: '1' },
  });
  if (build.status !== 0) throw new Error(`web build failed in ${cwd}`);
}

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
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
 * Builds the web app as `npm start` does, then starts the real server on a fresh embedded database with
 * the demo seed, on a free port. Tests reach it through inject('baseUrl').
 */
export default async function setup(project: TestProject) {
  if (process.env.E2E_SKIP_BUILD !== '1') buildWeb(root);
  // Named apart from SSR, which Vitest sets in its own processes (import.meta.env.SSR): the journeys run against the
  // server's render, the product's default, unless E2E_SSR=0 asks for the browser's render only.
  const ssr = process.env.E2E_SSR !== '0';
  const current = await startServer(root, ssr);
  const baselineRef = process.env.PERF_BASELINE || null;
  const baseline = baselineRef ? await startServer(prepareBaseline(baselineRef), ssr) : null;
  project.provide('baseUrl', current.baseUrl);
  project.provide('baselineUrl', baseline?.baseUrl ?? null);
  project.provide('baselineRef', baselineRef && baseline ? `${baselineRef} ${gitSha(baselineRef).slice(0, 7)}` : null);
  project.provide('ssr', ssr);
  project.provide('screenshotDir', path.join(root, 'screenshots'));

  return async () => {
    await Promise.all([current.stop(), baseline?.stop()]);
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

/** A port free on 127.0.0.1 now: the system picks it, and it is released for the server to take. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The real server of the tree at `cwd` on a fresh embedded database with the demo seed, on a free port. */
async function startServer(cwd: string, ssr: boolean): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sprout-e2e-'));
  const logFile = path.join(dataDir, 'server.log');
  const log = createWriteStream(logFile);
  // A port chosen here, so the links the server makes (share links, QR codes) name the origin the journeys open.
  const port = await freePort();
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      SSR: ssr ? '1' : '0',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      // Journeys sign the same demo accounts in many times within a minute.
      OTP_RESEND_INTERVAL_SECONDS: '0',
      // With SSR=1, journeys check the server's render itself: a machine loaded by the other suites must not make a
      // page fall back to the browser's render (the budget's own behaviour is a unit test of http/page-render.ts).
      SSR_RENDER_BUDGET_MS: process.env.SSR_RENDER_BUDGET_MS ?? '10000',
      OTP_MAX_PER_PHONE_PER_HOUR: '1000',
      OTP_MAX_PER_IP_PER_HOUR: '10000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.pipe(log);
  server.stderr!.pipe(log);
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start; see ${logFile}`)), 180_000);
    server.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /"address":"([^"]+)"[^\n]*"msg":"serving"/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}; see ${logFile}`));
    });
  });
  return {
    baseUrl,
    stop: async () => {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    screenshotDir: string;
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
  if (process.env.E2E_SKIP_BUILD !== '1') {
    // Vitest runs with NODE_ENV=test; the app under test must be the production build that `npm start` serves.
    // Every phone of the journeys reports (monitoring samples 10% of sessions in the product's own build): a
    // build-time value, so no production build can be switched by a visitor. e2e/monitoring.spec.ts relies on it.
    const build = spawnSync('npm', ['run', 'build', '-w', '@sprout/web'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', VITE_MONITORING_SESSION_SAMPLE_RATE: '1' },
    });
    if (build.status !== 0) throw new Error('web build failed');
  }
  // Named apart from SSR, which Vitest sets in its own processes (import.meta.env.SSR): the journeys run against the
  // server's render, the product's default, unless E2E_SSR=0 asks for the browser's render only.
  const ssr = process.env.E2E_SSR !== '0';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sprout-e2e-'));
  const logFile = path.join(dataDir, 'server.log');
  const log = createWriteStream(logFile);
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      SSR: ssr ? '1' : '0',
      HOST: '127.0.0.1',
      PORT: '0',
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
    const timer = setTimeout(() => reject(new Error(`server did not start; see ${logFile}`)), 90_000);
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
  project.provide('baseUrl', baseUrl);
  project.provide('ssr', ssr);
  project.provide('screenshotDir', path.join(root, 'screenshots'));

  return async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
}

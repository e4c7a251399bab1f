import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A port free on 127.0.0.1 now: the system picks it, and it is released for the server to take. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The real server of the tree at `cwd` on a fresh embedded database with the demo seed, on a free port. `dataDir`: a
 * directory of the caller's (kept when the server stops), which a later server can start on again. `bundle`: the
 * server built as `npm start` runs it (global-setup.ts builds it; started with 11 CPU-seconds instead of the 18 that
 * compiling src/ with tsx costs on every start); without one, src/main.ts through tsx (a previous commit's tree).
 */
export async function startServer(
  cwd: string,
  ssr: boolean,
  options: { port?: number; env?: Record<string, string>; dataDir?: string; bundle?: string } = {},
): Promise<{ baseUrl: string; logFile: string; stop: () => Promise<void> }> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'sprout-e2e-'));
  const logFile = path.join(dataDir, 'server.log');
  const log = createWriteStream(logFile);
  // A port chosen here, so the links the server makes (share links, QR codes) name the origin the journeys open.
  const port = options.port ?? (await freePort());
  const server: ChildProcess = spawn(process.execPath, options.bundle ? [options.bundle] : ['--import', 'tsx', 'apps/server/src/main.ts'], {
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
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.pipe(log);
  server.stderr!.pipe(log);
  const baseUrl = await new Promise<string>((resolve, reject) => {
    // Read until the line that says it serves, then no more: the log goes on (a line per request) and the file
    // keeps it. Scanning all of it at every chunk, as this did, cost the run's main process 70 CPU-seconds.
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start; see ${logFile}`)), 180_000);
    const untilServing = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /"address":"([^"]+)"[^\n]*"msg":"serving"/.exec(out);
      if (match) {
        clearTimeout(timer);
        server.stdout!.off('data', untilServing);
        resolve(match[1]!);
      }
    };
    server.stdout!.on('data', untilServing);
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}; see ${logFile}`));
    });
  });
  return {
    baseUrl,
    logFile,
    stop: async () => {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

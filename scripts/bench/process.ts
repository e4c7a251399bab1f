import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The bench's servers (the product and the bare Fastify), each a child process of the bench. */
export interface Server {
  url: string;
  child: ChildProcess;
  startMs: number;
  rssMb: number;
  /** The lines of level error and above the server logged (pino's JSON on its stdout): every one a bug under load. */
  errorsLogged: { count: number; first: string[] };
}

/** Counts what a server logs at error level and above, and keeps a short line of the first few. */
function countErrors(child: ChildProcess): Server['errorsLogged'] {
  const errors: Server['errorsLogged'] = { count: 0, first: [] };
  let partial = '';
  child.stdout!.setEncoding('utf8');
  child.stdout!.on('data', (chunk: string) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop()!;
    for (const line of lines) {
      let entry: { level?: number; msg?: string; err?: { type?: string; message?: string } };
      try {
        entry = JSON.parse(line) as typeof entry;
      } catch {
        continue;
      }
      if ((entry.level ?? 0) < 50) continue;
      errors.count += 1;
      if (errors.first.length < 3)
        errors.first.push(`${entry.msg ?? ''}: ${entry.err?.type ?? ''} ${entry.err?.message ?? ''}`.slice(0, 300));
    }
  });
  return errors;
}

export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

/** Builds the product server in `root`, as `npm start` would run it. */
export function buildServer(root: string): void {
  if (spawnSync('npm', ['run', 'build', '-w', '@sprout/server', '--silent'], { cwd: root, stdio: 'inherit' }).status !== 0) {
    throw new Error(`the server build in ${root} failed`);
  }
}

/**
 * Spawns a server and waits until `probe` answers 200: the time to that answer is the cold start.
 * `profileDir`: the server writes a V8 CPU profile there when it stops.
 */
export async function startProcess(
  script: string,
  env: Record<string, string>,
  probe: string,
  { root, profileDir, nodeFlags = [] }: { root: string; profileDir?: string | undefined; nodeFlags?: readonly string[] },
): Promise<Server> {
  const port = await freePort();
  const started = Date.now();
  // The server runs as `npm start` runs it, from its build; the bare Fastify from its source.
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const nodeArgs = script.endsWith('.js') ? [...nodeFlags, ...profile, script] : [...nodeFlags, ...profile, '--import', 'tsx', script];
  const child = spawn(process.execPath, nodeArgs, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const errorsLogged = countErrors(child);
  let exited: number | null | undefined;
  child.once('exit', (code) => (exited = code));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (exited !== undefined) throw new Error(`${script} exited with ${exited}`);
    try {
      const response = await fetch(url + probe);
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  return { url, child, startMs: Date.now() - started, rssMb: rssOf(child.pid!), errorsLogged };
}

/**
 * The product server, built, from the checkout at `root` on the bench's database (`databaseEnv`, from
 * prepareDatabase): development mode without the demo seed or the web app, logging warnings only.
 */
export function startProductServer(
  root: string,
  databaseEnv: Record<string, string>,
  { profileDir }: { profileDir?: string | undefined } = {},
): Promise<Server> {
  const env = {
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    NODE_ENV: 'development',
    WEB_DIST_DIR: '/nonexistent',
    SEED_DEMO: 'false',
    ...databaseEnv,
  };
  return startProcess('apps/server/dist/main.js', env, '/healthz', { root, profileDir, nodeFlags: serverNodeFlags(root) });
}

/** The flags `npm start` gives Node for the server (apps/server/package.json, config.node_flags): the bench's are the same. */
export function serverNodeFlags(root: string): string[] {
  const { config } = JSON.parse(readFileSync(`${root}/apps/server/package.json`, 'utf8')) as { config?: { node_flags?: string } };
  return (config?.node_flags ?? '').split(' ').filter((flag) => flag !== '');
}

export function rssOf(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return 0;
  }
}

export async function stop(server: Server): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

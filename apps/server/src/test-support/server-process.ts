import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { REPO_ROOT } from '../config/env.ts';
import { adminQuery, databaseUrl } from './postgres-admin.ts';

/** A real server process (the run's build of apps/server, test-support/global-setup.ts), as production runs it, on its own port. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Every line the process wrote to stdout and stderr (JSON log lines). */
  log: string[];
  /** Resolves with the exit code or signal once the process has ended. */
  exited: Promise<number | string | null>;
  stop(signal?: NodeJS.Signals): Promise<number | string | null>;
}

/** Variables a test never wants to inherit: the database is always the one the test chose. */
const INHERITED_OUT = [
  'DATABASE_URL',
  'DATA_DIR',
  'REFERENCE_DATA_DIR',
  'TEST_VECTORS_DIR',
  'PORT',
  'NODE_ENV',
  'TEST_DB',
  'VITEST',
  'VITEST_POOL_ID',
  'VITEST_WORKER_ID',
];

/** How the process is started: by default the run's build of this repository's server (`node dist/….js`). */
interface ServerCommand {
  cwd: string;
  args: string[];
}

export async function startServer(
  env: Record<string, string>,
  timeoutMs = 60_000,
  command: ServerCommand = { cwd: REPO_ROOT, args: [inject('serverBundle')] },
): Promise<ServerProcess> {
  const base = Object.fromEntries(Object.entries(process.env).filter(([k]) => !INHERITED_OUT.includes(k)));
  const child = spawn(process.execPath, command.args, {
    cwd: command.cwd,
    env: { ...base, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', WEB_DIST_DIR: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  const exited = new Promise<number | string | null>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in ${timeoutMs} ms:\n${log.join('\n')}`)), timeoutMs);
    const onLine = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        log.push(line);
        // main.ts logs { msg: 'serving', address } once it listens.
        const address = /"msg":"serving"/.test(line) ? (JSON.parse(line) as { address?: string }).address : undefined;
        if (address) {
          clearTimeout(timer);
          resolve(address);
        }
      }
    };
    child.stdout!.on('data', onLine);
    child.stderr!.on('data', onLine);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before serving:\n${log.join('\n')}`));
    });
  });
  return {
    url,
    child,
    log,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/**
 * A database of its own for a test that runs server processes: a fresh PostgreSQL database at TEST_DATABASE_URL
 * in the server-pg project (dropped after), else nothing: the caller gives each run a PGlite DATA_DIR.
 */
export async function ownPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const admin = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (!admin) return null;
  const name = `sprout_proc_${randomBytes(5).toString('hex')}`;
  await adminQuery(admin, `CREATE DATABASE ${name}`);
  return { url: databaseUrl(admin, name), drop: () => adminQuery(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * `<parent>/data`, a copy of the run's migrated, seeded embedded database (the server project's, made once by
 * test-support/global-setup.ts): each seeded test file's database starts on one (test-support/test-app.ts), and so
 * does a server process of a test about something else than a first start (durability, backups), skipping the
 * migrations and the demo seed.
 */
export function seededDataDir(parent: string): string {
  const dir = path.join(parent, 'data');
  cpSync(inject('pgliteSeededDir'), dir, { recursive: true });
  return dir;
}

/** `<parent>/data`, a copy of the run's empty embedded database: initdb's work without its seven CPU-seconds. */
export function emptyDataDir(parent: string): string {
  const dir = path.join(parent, 'data');
  cpSync(inject('pgliteEmptyDir'), dir, { recursive: true });
  return dir;
}

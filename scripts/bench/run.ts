/**
 * `npm run bench`: the growth and eye calls under load, beside a bare Fastify "hello" measured in the same run.
 *
 *   npm run bench                              PGlite, and PostgreSQL when DATABASE_URL or TEST_DATABASE_URL is set
 *   npm run bench -- --rows 1000000            a million growth records and a million eye exams in the tables
 *   npm run bench -- --duration 20 --connections 100 --only pglite|postgres --calls growthCurve,eyeGet
 *   npm run bench -- --overload                500 connections for 60 s on the curve call, with /healthz probed
 *   npm run bench -- --quick                   a few seconds per call; exits 1 on a large regression (CI)
 *   npm run bench -- --json out.json           the results as JSON too
 *
 * Each server is a child process (the real server with a fresh data directory or database, seeded with the
 * demo); autocannon runs in this process. Each call is loaded in slices alternating with slices of the bare
 * Fastify, and its ratio is its req/s over the bare Fastify's req/s of those slices.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase, type Database } from '../../apps/server/src/db/client.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { seedDemoIfEmpty } from '../../apps/server/src/db/seed/index.ts';
import { addRows } from './scale.ts';
import { QUICK_FLOORS } from './floors.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string' },
    connections: { type: 'string' },
    rows: { type: 'string' },
    only: { type: 'string' },
    calls: { type: 'string' },
    overload: { type: 'boolean', default: false },
    quick: { type: 'boolean', default: false },
    json: { type: 'string' },
    single: { type: 'boolean', default: false },
  },
});

const ROOT = new URL('../../', import.meta.url).pathname;
const duration = Number(args.duration ?? (args.quick ? 3 : 10));
const connections = Number(args.connections ?? (args.quick ? 20 : 100));
const rows = Number(args.rows ?? 0);
const pgUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;

interface Server {
  url: string;
  child: ChildProcess;
  startMs: number;
  rssMb: number;
}

async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

/** Spawns a server and waits until `probe` answers 200: the time to that answer is the cold start. */
async function startProcess(script: string, env: Record<string, string>, probe: string): Promise<Server> {
  const port = await freePort();
  const started = Date.now();
  // The server runs as `npm start` runs it, from its build; the bare Fastify from its source.
  const nodeArgs = script.endsWith('.js') ? ['--enable-source-maps', script] : ['--import', 'tsx', script];
  const child = spawn(process.execPath, nodeArgs, {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
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
  return { url, child, startMs: Date.now() - started, rssMb: rssOf(child.pid!) };
}

function rssOf(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return 0;
  }
}

async function stop(server: Server): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the demo's replies, read loosely to find ids
type Loose = any;

async function call(base: string, method: string, path: string, token?: string, body?: unknown): Promise<Loose> {
  const response = await fetch(base + path, {
    method,
    headers: { ...(token ? { token } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await response.json()) as Loose;
  if (response.status !== 200) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}

async function signIn(base: string, phone: string): Promise<string> {
  const sent = await call(base, 'POST', '/app-web2/auth/sms_code', undefined, { phone });
  const login = await call(base, 'POST', '/app-web2/auth/login', undefined, { phone, code: sent.devCode });
  return login.token as string;
}

interface Target {
  name: string;
  path: string;
  token: string;
  headers?: Record<string, string>;
}

/** The calls of issue 13: the demo's school-age boy for growth, the teenager followed for myopia for the eye. */
async function targets(base: string): Promise<Target[]> {
  const wang = await signIn(base, '13800000001');
  const li = await signIn(base, '13800000002');
  const wangMembers = (await call(base, 'GET', '/app-web2/family_members', wang)) as Array<{
    familyMemberId: string;
    birthDate: string;
    relation: string;
  }>;
  const boy = wangMembers.filter((m) => m.relation === 'child').sort((a, b) => a.birthDate.localeCompare(b.birthDate))[0]!;
  const growth = await call(base, 'POST', '/health-info-service/app/growth/init', wang, { familyMemberId: boy.familyMemberId });
  const liMembers = (await call(base, 'GET', '/app-web2/family_members', li)) as Array<{ familyMemberId: string; relation: string }>;
  const teen = liMembers.find((m) => m.relation === 'child')!;
  const eye = await call(base, 'GET', `/health-info-service/app/eye/get?familyMemberId=${teen.familyMemberId}`, li);
  const gzip = { 'accept-encoding': 'gzip, deflate, br' };
  const all: Target[] = [
    { name: 'growthCurve', path: `/health-info-service/app/growth/${growth.growthId}/curve`, token: wang, headers: gzip },
    {
      name: 'growthRecords',
      path: `/health-info-service/app/growth/${growth.growthId}/records?start=0&limit=10`,
      token: wang,
      headers: gzip,
    },
    { name: 'eyeGet', path: `/health-info-service/app/eye/get?familyMemberId=${teen.familyMemberId}`, token: li, headers: gzip },
    { name: 'eyeCurve', path: `/health-info-service/app/eye/${eye.eyeId}/curve`, token: li, headers: gzip },
    { name: 'eyeRecords', path: `/health-info-service/app/eye/${eye.eyeId}/records?start=0&limit=10`, token: li, headers: gzip },
  ];
  const wanted = args.calls?.split(',');
  return wanted ? all.filter((t) => wanted.includes(t.name)) : all;
}

interface Row {
  db: string;
  call: string;
  connections: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** The bare Fastify's req/s over the slices run between this call's. */
  helloReqPerSec: number;
  ratio: number;
  bytesPerReq: number;
}

type Result = Awaited<ReturnType<typeof autocannon>>;

async function load(url: string, headers: Record<string, string>, conns: number, seconds: number): Promise<Result> {
  return autocannon({ url, headers, connections: conns, duration: seconds, timeout: 10 });
}

/** Slices of this many seconds alternate between the call and the bare Fastify (at least one of each). */
const SLICE_SECONDS = 2;

/**
 * Waits until the server has worked off what the previous run left queued (autocannon hangs up, the server
 * still answers every request it accepted): one request goes through only after the queue ahead of it.
 */
async function drain(base: string, target: Target): Promise<void> {
  for (let i = 0; i < 3; i++) {
    const started = Date.now();
    await fetch(base + target.path, { headers: { token: target.token }, signal: AbortSignal.timeout(300_000) }).then((r) =>
      r.arrayBuffer(),
    );
    if (Date.now() - started < 1000) return;
  }
}

/**
 * The call and the bare Fastify in alternating slices of the same length: both see the same machine, so a
 * neighbour's burst or a slow minute moves both figures and not their ratio (one baseline for the whole run
 * moved the ratio by 0.2 between runs on the 2-core machine).
 */
async function measure(base: string, helloUrl: string, target: Target, conns: number, db: string): Promise<Row> {
  const headers = { token: target.token, ...target.headers };
  await drain(base, target);
  // Warm-up: JIT, prepared statements, caches.
  await load(base + target.path, headers, Math.min(conns, 10), 1);
  await load(helloUrl, {}, Math.min(conns, 10), 1);
  await drain(base, target);
  const slices = Math.max(1, Math.round(duration / SLICE_SECONDS));
  const seconds = duration / slices;
  const calls: Result[] = [];
  const hellos: Result[] = [];
  for (let i = 0; i < slices; i++) {
    // Which goes first alternates too, so neither always follows the other's backlog.
    const order = i % 2 === 0 ? ['call', 'hello'] : ['hello', 'call'];
    for (const which of order) {
      if (which === 'call') calls.push(await load(base + target.path, headers, conns, seconds));
      else hellos.push(await load(helloUrl, {}, conns, seconds));
      if (which === 'call') await drain(base, target);
    }
  }
  const sum = (list: Result[], pick: (r: Result) => number) => list.reduce((total, r) => total + pick(r), 0);
  const reqPerSec = sum(calls, (r) => r.requests.total) / (seconds * slices);
  const helloReqPerSec = sum(hellos, (r) => r.requests.total) / (seconds * slices);
  const total = sum(calls, (r) => r.requests.total);
  const middle = [...calls].sort((a, b) => a.latency.p50 - b.latency.p50)[Math.floor(calls.length / 2)]!;
  return {
    db,
    call: target.name,
    connections: conns,
    reqPerSec: Math.round(reqPerSec),
    // The median slice's p50 and the worst slice's p99: a slow slice is never averaged away.
    p50: middle.latency.p50,
    p99: Math.max(...calls.map((r) => r.latency.p99)),
    non2xx: sum(calls, (r) => r.non2xx),
    errors: sum(calls, (r) => r.errors),
    timeouts: sum(calls, (r) => r.timeouts),
    helloReqPerSec: Math.round(helloReqPerSec),
    ratio: helloReqPerSec > 0 ? reqPerSec / helloReqPerSec : 0,
    bytesPerReq: total > 0 ? Math.round(sum(calls, (r) => r.throughput.total) / total) : 0,
  };
}

async function prepareDatabase(kind: 'pglite' | 'postgres'): Promise<{ env: Record<string, string>; cleanup: () => Promise<void> }> {
  let database: Database;
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'sprout-bench-'));
    database = await openDatabase({ kind: 'pglite', dataDir: dir });
    env = { DATA_DIR: dir };
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  } else {
    const name = `sprout_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(pgUrl!);
    url.pathname = `/${name}`;
    database = await openDatabase({ kind: 'postgres', url: url.toString() });
    env = { DATABASE_URL: url.toString() };
    cleanup = async () => {
      const c = new pg.Client({ connectionString: pgUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  await migrate(database);
  await seedDemoIfEmpty(database.db);
  if (rows > 0) {
    const started = Date.now();
    const n = await addRows(database, rows);
    console.error(`[bench] ${kind}: ${n} growth records and eye exams in ${Math.round((Date.now() - started) / 1000)} s`);
  }
  await database.close();
  return { env, cleanup };
}

const serverEnv = (extra: Record<string, string>) => ({
  HOST: '127.0.0.1',
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
  NODE_ENV: 'development',
  WEB_DIST_DIR: '/nonexistent',
  SEED_DEMO: 'false',
  ...extra,
});

async function overload(base: string, target: Target, db: string): Promise<void> {
  const conns = 500;
  const seconds = Number(args.duration ?? 60);
  let probes = 0;
  let probeFailures = 0;
  let worstProbeMs = 0;
  let probing = true;
  const prober = (async () => {
    while (probing) {
      const t = Date.now();
      try {
        const response = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(2000) });
        if (response.status !== 200) probeFailures++;
      } catch {
        probeFailures++;
      }
      worstProbeMs = Math.max(worstProbeMs, Date.now() - t);
      probes++;
      await new Promise((r) => setTimeout(r, 200));
    }
  })();
  const r = await autocannon({
    url: base + target.path,
    headers: { token: target.token, ...target.headers },
    connections: conns,
    duration: seconds,
    timeout: 10,
  });
  probing = false;
  await prober;
  const statuses = Object.entries(r.statusCodeStats ?? {})
    .map(([code, s]) => `${code}: ${(s as { count: number }).count}`)
    .join(', ');
  console.log(
    `overload ${db} ${target.name}, ${conns} connections for ${seconds} s: ${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms, ` +
      `errors ${r.errors}, timeouts ${r.timeouts}, statuses {${statuses}}; /healthz ${probes} probes, ${probeFailures} failed, slowest ${worstProbeMs} ms`,
  );
}

function formatTable(all: Row[]): string {
  const lines = [
    '| database | call | conns | req/s | p50 ms | p99 ms | non-2xx | errors+timeouts | bytes/req | bare Fastify req/s | vs bare Fastify |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const row of all) {
    lines.push(
      `| ${row.db} | ${row.call} | ${row.connections} | ${row.reqPerSec} | ${row.p50} | ${row.p99} | ${row.non2xx} | ${row.errors + row.timeouts} | ${row.bytesPerReq} | ${row.helloReqPerSec} | ${row.ratio.toFixed(3)}x |`,
    );
  }
  return `${lines.join('\n')}\n\nbare Fastify req/s: a "hello" answered in slices alternating with each call's (${SLICE_SECONDS} s each), same run`;
}

async function main(): Promise<void> {
  const kinds: Array<'pglite' | 'postgres'> = ['pglite'];
  if (pgUrl) kinds.push('postgres');
  const selected = args.only ? kinds.filter((k) => k === args.only) : kinds;
  const results: Row[] = [];
  const meta: Record<string, unknown> = { duration, connections, rows, node: process.version, at: new Date().toISOString() };

  if (spawnSync('npm', ['run', 'build', '-w', '@sprout/server', '--silent'], { cwd: ROOT, stdio: 'inherit' }).status !== 0) {
    throw new Error('the server build failed');
  }
  for (const kind of selected) {
    const { env, cleanup } = await prepareDatabase(kind);
    const helloServer = await startProcess('scripts/bench/hello.ts', {}, '/');
    let server: Server | null = null;
    try {
      server = await startProcess('apps/server/dist/main.js', serverEnv(env), '/healthz');
      meta[`${kind}ColdStartMs`] = server.startMs;
      meta[`${kind}RssAfterStartMb`] = server.rssMb;
      console.error(`[bench] ${kind}: server serving ${server.startMs} ms after spawn, RSS ${server.rssMb} MB`);
      const list = await targets(server.url);
      if (args.overload) {
        await overload(server.url, list[0]!, kind);
        continue;
      }
      for (const target of list) {
        const row = await measure(server.url, `${helloServer.url}/`, target, connections, kind);
        console.error(`[bench] ${kind} ${target.name}: ${row.reqPerSec} req/s, p99 ${row.p99} ms, ratio ${row.ratio.toFixed(3)}x`);
        results.push(row);
        if (args.single) {
          const one = await measure(server.url, `${helloServer.url}/`, target, 1, kind);
          results.push(one);
        }
      }
      meta[`${kind}RssAfterLoadMb`] = rssOf(server.child.pid!);
    } finally {
      if (server) await stop(server);
      await stop(helloServer);
      await cleanup();
    }
  }
  if (args.overload) return;

  console.log(formatTable(results));
  console.log(`\n${JSON.stringify(meta)}`);
  if (args.json) writeFileSync(args.json, JSON.stringify({ meta, results }, null, 2));

  if (args.quick) {
    const failures = results.filter((row) => row.ratio < (QUICK_FLOORS[row.call] ?? 0) || row.errors + row.timeouts > 0);
    for (const row of failures) {
      console.error(
        `[bench] REGRESSION ${row.db} ${row.call}: ${row.ratio.toFixed(3)}x of bare Fastify, floor ${QUICK_FLOORS[row.call]}x; errors+timeouts ${row.errors + row.timeouts}`,
      );
    }
    if (failures.length > 0) process.exit(1);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

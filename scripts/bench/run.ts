/**
 * `npm run bench`: the server under the traffic of issue 28, beside a bare Fastify "hello" measured in the same run.
 *
 *   npm run bench                              PGlite, and PostgreSQL when DATABASE_URL or TEST_DATABASE_URL is set
 *   npm run bench -- --connections 100,10,1    one row per scenario and connection count (default 100)
 *   npm run bench -- --scenarios distinct,doctor:nextDue --only pglite|postgres --duration 20
 *   npm run bench -- --parents 5000            the population (default 2,000 parents, one child each)
 *   npm run bench -- --rows 1000000            a million more growth records and eye exams in the tables
 *   npm run bench -- --overload                500 connections for 60 s of "distinct", with /healthz probed
 *   npm run bench -- --quick                   a few seconds per scenario; exits 1 on a large regression (CI)
 *   npm run bench -- --json out.json           the results as JSON too
 *   npm run bench -- --profile /tmp/prof       the product server writes a V8 CPU profile there when it stops
 *   npm run bench -- --doc docs/performance/server.md   where the table goes (default; --quick writes none)
 *
 * The population (scripts/bench/population.ts): every parent signed in, one child with 20 growth records and
 * 6 eye exams, all children patients of one clinic whose doctor the "doctor" scenario signs in as. Scenarios:
 * - distinct: every request another parent and child, over the five growth and eye reads of the child screens;
 * - mix: 90% such reads, 10% growth saves with an Idempotency-Key;
 * - doctor: the doctor's patient list: first page, a page half way, the last page, sorted by next check, and
 *   searches by name, file number and full phone (`doctor:first` ... `doctor:phone` one kind alone);
 * - hot: one token re-reading one URL, for reference only (no real traffic looks like it).
 *
 * Each server is a child process (the real server, built, on a fresh data directory or database); autocannon
 * runs in this process. Each scenario is loaded in slices alternating with slices of the bare Fastify, and its
 * ratio is its req/s over the bare Fastify's req/s of those slices.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase, type Database } from '../../apps/server/src/db/client.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { QUICK_FLOORS } from './floors.ts';
import { DOCTOR_TOKEN, EYE_EXAMS_PER_CHILD, GROWTH_RECORDS_PER_CHILD, parent, seedPopulation } from './population.ts';
import { addRows } from './scale.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string' },
    connections: { type: 'string' },
    parents: { type: 'string' },
    rows: { type: 'string' },
    only: { type: 'string' },
    scenarios: { type: 'string' },
    overload: { type: 'boolean', default: false },
    quick: { type: 'boolean', default: false },
    json: { type: 'string' },
    doc: { type: 'string' },
    profile: { type: 'string' },
  },
});

const ROOT = new URL('../../', import.meta.url).pathname;
const duration = Number(args.duration ?? (args.quick ? 2 : 10));
const connectionCounts = (args.connections ?? (args.quick ? '20' : '100')).split(',').map(Number);
const parentCount = Number(args.parents ?? 2000);
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
  const nodeArgs = script.endsWith('.js')
    ? ['--enable-source-maps', ...(args.profile ? ['--cpu-prof', `--cpu-prof-dir=${args.profile}`] : []), script]
    : ['--import', 'tsx', script];
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

/** One kind of traffic: a request maker autocannon calls for every request it sends. */
interface Scenario {
  name: string;
  /** Only beside the others, for reference (not a criterion). */
  reference?: boolean;
  next: () => { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string };
}

const GZIP = { 'accept-encoding': 'gzip, deflate, br' };
const APP = '/health-info-service/app';
const DOCTOR_LIST = '/health-info-service/doctor/patients';

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const anyParent = () => parent(Math.floor(Math.random() * parentCount));

/** The five growth and eye reads of a parent's child screens. */
const READS: Array<(p: ReturnType<typeof parent>) => string> = [
  (p) => `${APP}/growth/${p.growthId}/curve`,
  (p) => `${APP}/growth/${p.growthId}/records?start=0&limit=10`,
  (p) => `${APP}/eye/get?familyMemberId=${p.familyMemberId}`,
  (p) => `${APP}/eye/${p.eyeId}/curve`,
  (p) => `${APP}/eye/${p.eyeId}/records?start=0&limit=10`,
];

function distinctRead() {
  const p = anyParent();
  return { method: 'GET' as const, path: pick(READS)(p), headers: { token: p.token, ...GZIP } };
}

/** A growth save on a random day of the child's sixth year (replacing any record of that day), with its own key. */
function growthSave() {
  const i = Math.floor(Math.random() * parentCount);
  const p = parent(i);
  const birth = Date.UTC(2012, 0, 1) + (i % 1500) * 86_400_000;
  const recordDate = new Date(birth + (5 * 365 + Math.floor(Math.random() * 300)) * 86_400_000).toISOString().slice(0, 10);
  return {
    method: 'POST' as const,
    path: `${APP}/growth/save`,
    headers: { token: p.token, 'content-type': 'application/json', 'idempotency-key': randomUUID(), ...GZIP },
    body: JSON.stringify({
      growthId: p.growthId,
      recordDate,
      height: 110 + Math.random() * 8,
      weight: 18 + Math.random() * 4,
      replaceFlag: true,
    }),
  };
}

/** What a doctor does with the list: pages, the due-date order and the three kinds of search. */
const DOCTOR_QUERIES: Record<string, () => string> = {
  first: () => '?start=0&limit=20',
  deep: () => `?start=${Math.floor(parentCount / 2)}&limit=20`,
  last: () => `?start=${parentCount - 20}&limit=20`,
  nextDue: () => '?start=0&limit=20&sort=nextDue',
  name: () => `?start=0&limit=20&keyword=${encodeURIComponent(anyParent().childName)}`,
  file: () => `?start=0&limit=20&keyword=${anyParent().fileNumber}`,
  phone: () => `?start=0&limit=20&keyword=${anyParent().phone}`,
};
const doctorRead = (kinds: string[]) => () => ({
  method: 'GET' as const,
  path: DOCTOR_LIST + DOCTOR_QUERIES[pick(kinds)]!(),
  headers: { token: DOCTOR_TOKEN, ...GZIP },
});

function scenarios(): Scenario[] {
  const hot = parent(0);
  const all: Scenario[] = [
    { name: 'distinct', next: distinctRead },
    { name: 'mix', next: () => (Math.random() < 0.1 ? growthSave() : distinctRead()) },
    { name: 'doctor', next: doctorRead(Object.keys(DOCTOR_QUERIES)) },
    // One row per kind of doctor query: `--scenarios doctor:first,doctor:nextDue`.
    ...Object.keys(DOCTOR_QUERIES).map((kind) => ({ name: `doctor:${kind}`, next: doctorRead([kind]) })),
    {
      name: 'hot',
      reference: true,
      next: () => ({ method: 'GET' as const, path: `${APP}/growth/${hot.growthId}/curve`, headers: { token: hot.token, ...GZIP } }),
    },
  ];
  const wanted = (args.scenarios ?? 'distinct,mix,doctor,hot').split(',');
  return wanted.map((name) => {
    const found = all.find((s) => s.name === name);
    if (!found) throw new Error(`unknown scenario ${name}: one of ${all.map((s) => s.name).join(', ')}`);
    return found;
  });
}

interface Row {
  db: string;
  scenario: string;
  connections: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** The bare Fastify's req/s over the slices run between this scenario's. */
  helloReqPerSec: number;
  ratio: number;
  bytesPerReq: number;
}

type Result = Awaited<ReturnType<typeof autocannon>>;

async function load(base: string, scenario: Scenario | null, conns: number, seconds: number): Promise<Result> {
  return autocannon({
    url: base + '/',
    connections: conns,
    duration: seconds,
    timeout: 10,
    ...(scenario
      ? {
          requests: [
            {
              setupRequest: (req: Record<string, unknown>) => {
                const next = scenario.next();
                return { ...req, ...next };
              },
            },
          ],
        }
      : {}),
  });
}

/** Slices of this many seconds alternate between the scenario and the bare Fastify (at least one of each). */
const SLICE_SECONDS = 2;

/**
 * Waits until the server has worked off what the previous run left queued (autocannon hangs up, the server
 * still answers every request it accepted): one request goes through only after the queue ahead of it.
 */
async function drain(base: string, scenario: Scenario): Promise<void> {
  for (let i = 0; i < 3; i++) {
    const started = Date.now();
    const { method, path, headers, body } = scenario.next();
    // A queue longer than the timeout is not worth waiting out: the next slice measures it anyway.
    await fetch(base + path, { method, headers, body, signal: AbortSignal.timeout(60_000) })
      .then((r) => r.arrayBuffer())
      .catch(() => undefined);
    if (Date.now() - started < 1000) return;
  }
}

/**
 * The scenario and the bare Fastify in alternating slices of the same length: both see the same machine, so a
 * neighbour's burst or a slow minute moves both figures and not their ratio (one baseline for the whole run
 * moved the ratio by 0.2 between runs on the 2-core machine).
 */
async function measure(base: string, helloUrl: string, scenario: Scenario, conns: number, db: string): Promise<Row> {
  await drain(base, scenario);
  // Warm-up: JIT, prepared statements.
  await load(base, scenario, Math.min(conns, 10), 1);
  await load(helloUrl, null, Math.min(conns, 10), 1);
  await drain(base, scenario);
  const slices = Math.max(1, Math.round(duration / SLICE_SECONDS));
  const seconds = duration / slices;
  const runs: Result[] = [];
  const hellos: Result[] = [];
  for (let i = 0; i < slices; i++) {
    // Which goes first alternates too, so neither always follows the other's backlog.
    const order = i % 2 === 0 ? ['call', 'hello'] : ['hello', 'call'];
    for (const which of order) {
      if (which === 'call') runs.push(await load(base, scenario, conns, seconds));
      else hellos.push(await load(helloUrl, null, conns, seconds));
      if (which === 'call') await drain(base, scenario);
    }
  }
  const sum = (list: Result[], get: (r: Result) => number) => list.reduce((total, r) => total + get(r), 0);
  // Answers, not refusals: a 503 at once is cheap, and would flatter the row.
  const reqPerSec = sum(runs, (r) => r.requests.total - r.non2xx) / (seconds * slices);
  const helloReqPerSec = sum(hellos, (r) => r.requests.total) / (seconds * slices);
  const total = sum(runs, (r) => r.requests.total);
  const middle = [...runs].sort((a, b) => a.latency.p50 - b.latency.p50)[Math.floor(runs.length / 2)]!;
  return {
    db,
    scenario: scenario.name,
    connections: conns,
    reqPerSec: Math.round(reqPerSec),
    // The median slice's p50 and the worst slice's p99: a slow slice is never averaged away.
    p50: middle.latency.p50,
    p99: Math.max(...runs.map((r) => r.latency.p99)),
    non2xx: sum(runs, (r) => r.non2xx),
    errors: sum(runs, (r) => r.errors),
    timeouts: sum(runs, (r) => r.timeouts),
    helloReqPerSec: Math.round(helloReqPerSec),
    ratio: helloReqPerSec > 0 ? reqPerSec / helloReqPerSec : 0,
    bytesPerReq: total > 0 ? Math.round(sum(runs, (r) => r.throughput.total) / total) : 0,
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
  const seeded = Date.now();
  await seedPopulation(database, parentCount);
  console.error(`[bench] ${kind}: ${parentCount} parents and children seeded in ${Date.now() - seeded} ms`);
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

/** Issue 28: at 500 connections every request is answered within 2 s or refused at once (503), /healthz always. */
async function overload(base: string, db: string): Promise<void> {
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
  const slow = { answered: 0, over2s: 0, refusedSlowly: 0 };
  const distinct = scenarios().find((s) => s.name === 'distinct') ?? { name: 'distinct', next: distinctRead };
  const instance = autocannon({
    url: base + '/',
    connections: conns,
    duration: seconds,
    timeout: 10,
    requests: [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, ...distinct.next() }) }],
  });
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, ms: number) => {
    slow.answered++;
    if (ms > 2000) slow.over2s++;
    if (statusCode === 503 && ms > 100) slow.refusedSlowly++;
  });
  const r = await instance;
  probing = false;
  await prober;
  const statuses = Object.entries(r.statusCodeStats ?? {})
    .map(([code, s]) => `${code}: ${(s as { count: number }).count}`)
    .join(', ');
  console.log(
    `overload ${db} distinct, ${conns} connections for ${seconds} s: ${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms, ` +
      `max ${r.latency.max} ms, answers over 2 s ${slow.over2s} of ${slow.answered}, 503 slower than 100 ms ${slow.refusedSlowly}, ` +
      `errors ${r.errors}, timeouts ${r.timeouts}, statuses {${statuses}}; /healthz ${probes} probes, ${probeFailures} failed, slowest ${worstProbeMs} ms`,
  );
}

function formatTable(all: Row[]): string {
  const lines = [
    '| database | scenario | conns | req/s | p50 ms | p99 ms | non-2xx | errors+timeouts | bytes/req | bare Fastify req/s | vs bare Fastify |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const row of all) {
    lines.push(
      `| ${row.db} | ${row.scenario} | ${row.connections} | ${row.reqPerSec} | ${row.p50} | ${row.p99} | ${row.non2xx} | ${row.errors + row.timeouts} | ${row.bytesPerReq} | ${row.helloReqPerSec} | ${row.ratio.toFixed(3)}x |`,
    );
  }
  return `${lines.join('\n')}\n\nbare Fastify req/s: a "hello" answered in slices alternating with each row's (${SLICE_SECONDS} s each), same run`;
}

function gitCommit(): string {
  const r = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' });
  const dirty = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: ROOT, encoding: 'utf8' }).stdout.trim();
  return `${r.stdout.trim()}${dirty ? ' (with uncommitted changes)' : ''}`;
}

/** The generated page of figures (docs/performance/server.md): this run's table and its conditions. */
function writeDoc(path: string, table: string, meta: Record<string, unknown>): void {
  const text = `# Server performance (generated)

Written by \`npm run bench\` (scripts/bench/run.ts); do not edit by hand, run the bench again. Issue 28 sets the goals.

- Commit ${String(meta.commit)}, ${String(meta.at)}, Node ${String(meta.node)}; load average before the run ${String(meta.loadBefore)}, after ${String(meta.loadAfter)}.
- Population: ${parentCount} parents, each with one child (${GROWTH_RECORDS_PER_CHILD} growth records, ${EYE_EXAMS_PER_CHILD} eye exams), all patients of one clinic${rows > 0 ? `, plus ${rows} growth records and eye exams of other children` : ''}.
- ${duration} s per row in ${SLICE_SECONDS} s slices alternating with a bare Fastify "hello" on the same machine; the ratio is the row's req/s over the hello's.
- p50 is the median slice's, p99 the worst slice's. Cold start (spawn to first /healthz): ${meta.pgliteColdStartMs ?? '-'} ms PGlite, ${meta.postgresColdStartMs ?? '-'} ms PostgreSQL.
- distinct: every request another parent and child over the five growth and eye reads; mix: 90% of those, 10% growth saves with an Idempotency-Key; doctor: the patient list's first, middle and last pages, sort=nextDue, searches by name, file number and full phone; hot: one token, one URL (reference only).

${table}
`;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

async function main(): Promise<void> {
  const kinds: Array<'pglite' | 'postgres'> = ['pglite'];
  if (pgUrl) kinds.push('postgres');
  const selected = args.only ? kinds.filter((k) => k === args.only) : kinds;
  const results: Row[] = [];
  const meta: Record<string, unknown> = {
    duration,
    connections: connectionCounts,
    parents: parentCount,
    rows,
    node: process.version,
    at: new Date().toISOString(),
    commit: gitCommit(),
    loadBefore: loadavg()
      .map((n) => n.toFixed(2))
      .join(' '),
  };

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
      if (args.overload) {
        await overload(server.url, kind);
        continue;
      }
      for (const scenario of scenarios()) {
        for (const conns of connectionCounts) {
          const row = await measure(server.url, helloServer.url, scenario, conns, kind);
          console.error(
            `[bench] ${kind} ${scenario.name} x${conns}: ${row.reqPerSec} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ` +
              `non-2xx ${row.non2xx}, errors ${row.errors + row.timeouts}, ratio ${row.ratio.toFixed(3)}x`,
          );
          results.push(row);
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
  meta.loadAfter = loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

  const table = formatTable(results);
  console.log(table);
  console.log(`\n${JSON.stringify(meta)}`);
  if (args.json) writeFileSync(args.json, JSON.stringify({ meta, results }, null, 2));
  const doc = args.doc ?? (args.quick ? undefined : join(ROOT, 'docs/performance/server.md'));
  if (doc) writeDoc(doc, table, meta);

  if (args.quick) {
    const failures = results.filter((row) => row.ratio < (QUICK_FLOORS[row.scenario] ?? 0) || row.errors + row.timeouts > 0);
    for (const row of failures) {
      console.error(
        `[bench] REGRESSION ${row.db} ${row.scenario}: ${row.ratio.toFixed(3)}x of bare Fastify, floor ${QUICK_FLOORS[row.scenario]}x; ` +
          `non-2xx ${row.non2xx}, errors+timeouts ${row.errors + row.timeouts}`,
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

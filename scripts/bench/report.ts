import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { EYE_EXAMS_PER_CHILD, GROWTH_RECORDS_PER_CHILD, KEYS_PER_PARENT } from './population.ts';

/** One row of the bench's table: a scenario at a connection count on one database, beside the bare Fastify. */
export interface Row {
  db: string;
  scenario: string;
  connections: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  /** The worst slice's p99 over the answers after each connection's first: what an open connection meets. */
  p99Open: number;
  /** Each connection's first answer of the row (one per connection and slice): median, and the worst. */
  firstP50: number;
  firstMax: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Lines the server logged at error level and above during the row (scripts/bench/process.ts). */
  serverErrors: number;
  /** The bare Fastify's req/s over the slices run between this scenario's. */
  helloReqPerSec: number;
  ratio: number;
  bytesPerReq: number;
  /**
   * CPU microseconds per request of the row's slices (scripts/bench/cpu.ts): the server process (PGlite runs inside
   * it), PostgreSQL's processes, and the load generator; null where /proc could not tell.
   */
  cpuPerRequest: { server: number | null; postgres: number | null; load: number | null };
}

const cpuCell = ({ server, postgres, load }: Row['cpuPerRequest']) =>
  [server, postgres, load].map((micros) => (micros === null ? '-' : String(micros))).join(', ');

export function formatTable(all: Row[], sliceSeconds: number): string {
  const lines = [
    '| database | scenario | conns | req/s | p50 ms | p99 ms | p99 ms, open connections | first answer ms, p50 / max | non-2xx | errors+timeouts | server errors logged | bytes/req | bare Fastify req/s | vs bare Fastify | CPU µs/req: server, PostgreSQL, load generator |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const row of all) {
    lines.push(
      `| ${row.db} | ${row.scenario} | ${row.connections} | ${row.reqPerSec} | ${row.p50} | ${row.p99} | ${row.p99Open} | ${row.firstP50} / ${row.firstMax} | ${row.non2xx} | ${row.errors + row.timeouts} | ${row.serverErrors} | ${row.bytesPerReq} | ${row.helloReqPerSec} | ${row.ratio.toFixed(3)}x | ${cpuCell(row.cpuPerRequest)} |`,
    );
  }
  return (
    `${lines.join('\n')}\n\nbare Fastify req/s: a "hello" answered in slices alternating with each row's (${sliceSeconds} s each), same run\n\n` +
    "p99 ms, open connections: the worst slice's p99 over every answer but the first on its connection; first answer: the " +
    'first answer on each connection of each slice (every slice opens its connections anew, and a loaded server accepts ' +
    'new connections a few per turn of its event loop: docs/decisions/2870-new-connections-under-load.md, 4500)\n\n' +
    "server errors logged: lines the server wrote at level error or above during the row's slices, the requests cut off " +
    'when a slice closes its connections included (none is expected: a quick run fails on any)\n\n' +
    'CPU µs/req: user and system time of the server process (PGlite runs inside it), of every PostgreSQL process and of the ' +
    "load generator, read from /proc around the row's slices and divided by its requests (scripts/bench/cpu.ts); they share the " +
    "machine's cores, so their sum per request bounds the row's req/s"
  );
}

export function gitCommit(root: string): string {
  const r = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' });
  const dirty = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root, encoding: 'utf8' }).stdout.trim();
  return `${r.stdout.trim()}${dirty ? ' (with uncommitted changes)' : ''}`;
}

/** The generated page of figures (docs/performance/server.md): this run's table and its conditions. */
export interface Conditions {
  parentCount: number;
  rows: number;
  duration: number;
  sliceSeconds: number;
  warmUpSeconds: number;
}

/** How many starts each cold start's median is of. */
function coldStartsOf(meta: Record<string, unknown>): string {
  const counts = [meta.pgliteColdStarts, meta.postgresColdStarts].filter(Array.isArray).map((starts) => starts.length);
  const n = Math.max(1, ...counts);
  return n === 1 ? 'one start' : `${n} starts`;
}

/** The fastest and slowest of a database's starts, when there were several. */
function startRange(starts: unknown): string {
  if (!Array.isArray(starts) || starts.length < 2) return '';
  return ` (${Math.min(...(starts as number[]))}-${Math.max(...(starts as number[]))})`;
}

export function writeDoc(path: string, table: string, meta: Record<string, unknown>, c: Conditions): void {
  const text = `# Server performance (generated)

Written by \`npm run bench\` (scripts/bench/run.ts); do not edit by hand, run the bench again. Issue 28 sets the goals.

- Commit ${String(meta.commit)}, ${String(meta.at)}, Node ${String(meta.node)}; load average before the run ${String(meta.loadBefore)}, after ${String(meta.loadAfter)}.
- Population: ${c.parentCount} parents, each with one child (${GROWTH_RECORDS_PER_CHILD} growth records, ${EYE_EXAMS_PER_CHILD} eye exams) and ${KEYS_PER_PARENT} saves' Idempotency-Keys of the last day, all patients of one clinic${c.rows > 0 ? `, plus ${c.rows} growth records and eye exams of other children` : ''}.
- ${c.duration} s per row in ${c.sliceSeconds} s slices alternating with a bare Fastify "hello" on the same machine; the ratio is the row's req/s over the hello's. Each server is first loaded for ${c.warmUpSeconds} s (the product over the run's scenarios, the floor and the hello alone) at the run's largest connection count, then 1 s before each row: the table measures a server that has been running.
- p50 is the median slice's, p99 the worst slice's. Cold start (spawn to first /healthz on the seeded database, the median of ${coldStartsOf(meta)}): ${meta.pgliteColdStartMs ?? '-'} ms PGlite${startRange(meta.pgliteColdStarts)}, ${meta.postgresColdStartMs ?? '-'} ms PostgreSQL${startRange(meta.postgresColdStarts)}${meta.postgresVia ? `, reached over ${String(meta.postgresVia)}` : ''}.
- distinct: every request another parent and child over the five growth and eye reads; mix: 90% of those, 10% growth saves with an Idempotency-Key; doctor: the patient list's first, middle (offset 1,000) and last pages, sort=nextDue, sort=lastVisit at the middle, searches by name, pinyin, file number, full phone and its last four digits; doctor:withSaves: those pages with a growth save of one of the clinic's parents in ten requests between them (each save leaves that child's summary to be computed again before a page may show it); hot: one token, one URL (reference only); floor (reference): scripts/bench/floor.ts, a minimal Fastify answering a distinct parent's growth records with the session and ownership in one query and the records in a second, nothing else: through pg on PostgreSQL, the most a real read could reach on this machine; through PGlite's own query() (nothing prepared) on a copy of the embedded database, the least code.

${table}
`;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { answerInTurns } from './answer-turns.ts';
import { writeEmbeddedBackup } from './backup.ts';
import * as schema from './schema/index.ts';

/** Drizzle over either driver: both speak PostgreSQL, so the rest of the server sees one type. */
export type AppDb = PgDatabase<PgQueryResultHKT, typeof schema>;
export type AppTx = Parameters<Parameters<AppDb['transaction']>[0]>[0];

export interface Database {
  db: AppDb;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL (migration scripts) inside one transaction, under a cross-process lock. */
  runScriptsInTransaction(work: (tx: ScriptRunner) => Promise<void>): Promise<void>;
  ping(): Promise<void>;
  /**
   * Raw SQL as pg-boss sends it (its `db` option): one statement with parameters, or a script without. On PGlite it
   * runs in the one in-process connection, on PostgreSQL through the pool (docs/decisions/3400-reminder-queue.md).
   */
  jobSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
  /** The embedded database only: writes a backup into `dir` and returns its file (db/backup.ts). */
  backup?: (dir: string) => Promise<string>;
}

export interface ScriptRunner {
  /** A script of several statements, no parameters. */
  exec(sqlText: string): Promise<void>;
  /** One statement with positional parameters. */
  query<T>(sqlText: string, params?: unknown[]): Promise<T[]>;
}

export type DatabaseOptions =
  /** `loadDataDir`: start from a copy of another PGlite's files (dumpDataDir), as the tests do from a seeded one. */
  { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob } | { kind: 'postgres'; url: string; poolMax?: number };

/**
 * PGlite runs each query in this thread and settles it in a microtask, so under load one request's next query, and
 * every other waiting request's, ran in the same turn of the event loop: the loop never came back to its sockets
 * for seconds, and /healthz and new requests (the overload guard's 503 included) waited behind the whole queue
 * (issue 28: 9 of 10 probes missed at 500 connections). Queries outside a transaction now run in the order asked
 * (PGlite runs one at a time anyway), and once they have held the loop for their turn's budget the next one waits
 * for the loop's next turn, so its sockets are polled in between. A transaction's own queries keep the lock they
 * hold.
 *
 * The budget is as long as the loop spent elsewhere since the queries last gave it up (reading sockets, refusing
 * requests with 503), at least QUERY_TURN_MIN_MS and at most QUERY_TURN_MAX_MS: queries and the rest share the loop
 * about equally. A short turn matters because the loop accepts one new connection per turn (decision 2870): with a
 * fixed 20 ms, 100 new connections waited up to 1.2-1.9 s for their first answer. A budget that stayed short when the
 * rest of the turn was long (hundreds of 503s to answer at 500 connections) starved the admitted reads instead (160-310
 * answers a second against 1,000). Decision 2850 has the figures.
 */
const QUERY_TURN_MIN_MS = 2;
const QUERY_TURN_MAX_MS = 20;

/** How long queries may hold the loop in a turn, given how long the loop was away from them before it. */
const queryTurnBudget = (elsewhereMs: number): number => Math.min(QUERY_TURN_MAX_MS, Math.max(QUERY_TURN_MIN_MS, elsewhereMs));

/**
 * The turns of the embedded database's queries: called before each query, undefined while it may run in this turn,
 * else a promise of the loop's next turn (`schedule`), whose budget is how long the loop was away.
 */
export function queryTurns(now: () => number = () => performance.now(), schedule: (run: () => void) => void = setImmediate) {
  let turnStarted = now();
  let budget = QUERY_TURN_MIN_MS;
  return (): Promise<void> | undefined => {
    const asked = now();
    if (asked - turnStarted < budget) return undefined;
    return new Promise<void>((resolve) =>
      schedule(() => {
        turnStarted = now();
        budget = queryTurnBudget(turnStarted - asked);
        resolve();
      }),
    );
  };
}

function yieldBeforeEachQuery(client: PGlite): void {
  const query = client.query.bind(client);
  const turn = queryTurns();
  let previous: Promise<unknown> = Promise.resolve();
  client.query = ((...args: Parameters<PGlite['query']>) => {
    const run = previous.then(turn).then(() => query(...args));
    previous = run.catch(() => undefined);
    return run;
  }) as PGlite['query'];
}

// An arbitrary constant shared by every instance, so two servers starting at once migrate one after the other.
const MIGRATION_LOCK_KEY = 7_250_031;

/**
 * How long an idle connection of the pool is kept (pg's default: 10 s). A connection holds what PostgreSQL learned
 * on it: its named statements and their plans (planned with the values five times, then once: db/named-query.ts),
 * the catalog it read; a new one is a new backend process that learns it all again. At a clinic's ordinary pace,
 * a request every few seconds, most requests met a new connection: a parent's records page after 11 s of quiet
 * took 12-20 ms (curl, PostgreSQL on the same machine) with the default, 9-12 ms with this, 5-8 ms back to back.
 * Kept through a quiet spell, let go overnight.
 */
const POOL_IDLE_MS = 10 * 60_000;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'pglite') {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    // Loaded only for the embedded database: a server on PostgreSQL starts without reading PGlite's modules.
    const [pglite, { drizzle: drizzlePglite }, { preparedQueries }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
      import('./pglite-prepared.ts'),
    ]);
    const client = new pglite.PGlite({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    await client.waitReady;
    client.query = preparedQueries(client, pglite);
    yieldBeforeEachQuery(client);
    const db = drizzlePglite({ client, schema }) as unknown as AppDb;
    return {
      db,
      kind: 'pglite',
      // PGlite is a single connection in this process: no lock is needed, a transaction is enough.
      async runScriptsInTransaction(work) {
        await client.transaction(async (tx) => {
          await work({
            exec: async (text) => {
              await tx.exec(text);
            },
            query: async <T>(text: string, params?: unknown[]) => (await tx.query<T>(text, params)).rows,
          });
        });
      },
      async ping() {
        await client.query('select 1');
      },
      async jobSql(text, values) {
        if (values && values.length > 0) return client.query(text, values);
        // A script (pg-boss's BEGIN; ...; COMMIT): exec runs it whole, holding the connection until it ends.
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      },
      async close() {
        await client.close();
      },
      backup: (dir) => writeEmbeddedBackup(client, dir),
    };
  }

  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolMax ?? 10,
    idleTimeoutMillis: POOL_IDLE_MS,
    // Idle connections do not hold a process open (a script that ends without closing the pool still exits).
    allowExitOnIdle: true,
  });
  // An idle client that errors (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  answerInTurns(pool);
  const db = drizzleNodePg({ client: pool, schema }) as unknown as AppDb;
  return {
    db,
    kind: 'postgres',
    async runScriptsInTransaction(work) {
      const conn = await pool.connect();
      try {
        await conn.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await conn.query('BEGIN');
          await work({
            exec: async (text) => {
              await conn.query(text);
            },
            query: async <T>(text: string, params?: unknown[]) => (await conn.query(text, params)).rows as T[],
          });
          await conn.query('COMMIT');
        } catch (error) {
          await conn.query('ROLLBACK');
          throw error;
        } finally {
          await conn.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        conn.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async jobSql(text, values) {
      return pool.query(text, values);
    },
    async close() {
      await pool.end();
    },
  };
}

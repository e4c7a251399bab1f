import { mkdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { answerInTurns } from './answer-turns.ts';
import { writeEmbeddedBackup } from './backup.ts';
import { pipelineReads } from './pipelined-reads.ts';
import * as schema from './schema/index.ts';
import { SESSION_OPTIONS } from './session-options.ts';

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

export type DatabaseOptions = { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string; poolMax?: number };

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
    const [pglite, { drizzle: drizzlePglite }, { preparedQueries }, { openThreadedPglite }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
      import('./pglite-prepared.ts'),
      import('./pglite-threaded.ts'),
    ]);
    // PostgreSQL runs in a thread of its own (decision 4400); its answers reach their callers a few a turn, as
    // PostgreSQL's do (decision 4300): a transaction's own statements are not held back.
    const client = await openThreadedPglite(pglite, { dataDir: options.dataDir });
    Object.assign(
      client,
      preparedQueries(client, pglite, (work) => client.runShared(work)),
    );
    answerInTurns(client);
    const db = drizzlePglite({ client, schema }) as unknown as AppDb;
    return {
      db,
      kind: 'pglite',
      // PGlite is a single connection: no lock is needed, a transaction is enough.
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
    options: SESSION_OPTIONS,
    max: options.poolMax ?? 10,
    idleTimeoutMillis: POOL_IDLE_MS,
    // Idle connections do not hold a process open (a script that ends without closing the pool still exits).
    allowExitOnIdle: true,
  });
  // An idle client that errors (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  // The server's plain reads outside a transaction over a few pipelined connections (decision 4900), their answers
  // in turns as every other statement's.
  const reads = pipelineReads(pool, options.url);
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
      await reads.close();
      await pool.end();
    },
  };
}

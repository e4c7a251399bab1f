import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
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
   * Listens for NOTIFY on `channel` (PostgreSQL delivers a notice once the sending transaction commits): `listening`
   * when notices start to arrive, `notice` for each, `lost` when some may have been missed (the listening
   * connection dropped; it connects again by itself, and says `listening` again). The returned function stops.
   */
  listen(channel: string, handlers: NoticeHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** The embedded database only: writes a backup into `dir` and returns its file (db/backup.ts). */
  backup?: (dir: string) => Promise<string>;
}

export interface NoticeHandlers {
  listening(): void;
  notice(payload: string): void;
  lost(): void;
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

// An arbitrary constant shared by every instance, so two servers starting at once migrate one after the other.
const MIGRATION_LOCK_KEY = 7_250_031;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'pglite') {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    const client = new PGlite({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    await client.waitReady;
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
      // One connection in this process: nothing to lose, the notice comes back on the same connection.
      async listen(channel, handlers) {
        const stop = await client.listen(channel, handlers.notice);
        handlers.listening();
        return async () => {
          if (!client.closed) await stop();
        };
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
  });
  // An idle client that errors (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
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
    listen: (channel, handlers) => listenOnPostgres(options, channel, handlers),
    async close() {
      await pool.end();
    },
  };
}

/** How long to wait before listening again after the listening connection dropped. */
const RELISTEN_DELAY_MS = 1000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries). When it drops or cannot connect,
 * `lost` tells the caller that notices may have been missed, and it tries again every second until stopped.
 */
async function listenOnPostgres(
  options: Extract<DatabaseOptions, { kind: 'postgres' }>,
  channel: string,
  handlers: NoticeHandlers,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const again = () => {
    if (!stopped && !retry) retry = setTimeout(() => ((retry = null), void connect()), RELISTEN_DELAY_MS);
  };
  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: options.url });
    const lost = () => {
      if (current !== client) return;
      current = null;
      void client.end().catch(() => undefined);
      handlers.lost();
      again();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.notice(message.payload ?? '');
    });
    current = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      lost();
      return;
    }
    handlers.listening();
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const client = current;
    current = null;
    await client?.end().catch(() => undefined);
  };
}

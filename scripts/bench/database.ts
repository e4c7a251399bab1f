import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../apps/server/src/db/client.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { seedPopulation } from './population.ts';
import { addRows } from './scale.ts';

/**
 * A fresh database for one bench run, migrated and seeded with the population (and `rows` more records), closed
 * again: the server under test opens it itself. `env` points the server at it, `floorEnv` the floor
 * (scripts/bench/floor.ts: for the embedded database, a copy, since a directory has one opener); `cleanup` removes
 * them.
 */
export async function prepareDatabase(
  kind: 'pglite' | 'postgres',
  { parentCount, rows, pgUrl }: { parentCount: number; rows: number; pgUrl: string | undefined },
): Promise<{ env: Record<string, string>; floorEnv: Record<string, string>; cleanup: () => Promise<void> }> {
  let database: Database;
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'sprout-bench-'));
    database = await openDatabase({ kind: 'pglite', dataDir: dir });
    env = { DATA_DIR: dir };
    cleanup = async () => {
      rmSync(dir, { recursive: true, force: true });
      rmSync(`${dir}-floor`, { recursive: true, force: true });
    };
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
  // A live database is vacuumed: PostgreSQL's autovacuum and the embedded database's own (db/embedded-vacuum.ts)
  // get to freshly written tables within a minute. Measured on the tables as written, every read would visit each
  // record's page to learn what a vacuum records once (whether the row is visible to all), and the first reads
  // would write hint bits: the state of the minute after a bulk import, not of a clinic's day.
  const vacuumed = Date.now();
  await database.jobSql('VACUUM (ANALYZE)');
  console.error(`[bench] ${kind}: vacuumed in ${Date.now() - vacuumed} ms`);
  await database.close();
  let floorEnv = env;
  if (env.DATA_DIR) {
    cpSync(env.DATA_DIR, `${env.DATA_DIR}-floor`, { recursive: true });
    floorEnv = { DATA_DIR: `${env.DATA_DIR}-floor` };
  }
  return { env, floorEnv, cleanup };
}

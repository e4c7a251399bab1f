import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../config/env.ts';
import type { Database } from './client.ts';

const MIGRATIONS_DIR = path.join(REPO_ROOT, 'apps/server/src/db/migrations');
const FILE_NAME = /^(\d{4})_[a-z0-9_]+\.sql$/;

export interface Migration {
  version: string;
  name: string;
  sql: string;
  checksum: string;
}

/**
 * The versioned SQL files, in order. A file's version is its four-digit prefix; modules keep to their own
 * hundreds (0001 core, 01xx growth, 02xx eye, 03xx clinics and records, 04xx content, 05xx activity,
 * 06xx monitoring) so that work on different modules never competes for a number.
 */
export function listMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => FILE_NAME.test(f))
    .sort()
    .map((name) => {
      const text = readFileSync(path.join(dir, name), 'utf8');
      return { version: name.slice(0, 4), name, sql: text, checksum: createHash('sha256').update(text).digest('hex') };
    });
}

/**
 * Applies, in one transaction and under the migration lock, the migrations not yet recorded in
 * schema_migrations, and returns their names. A file changed after it was applied stops start-up:
 * history is never rewritten silently.
 */
export async function migrate(database: Database, migrations = listMigrations()): Promise<string[]> {
  const applied: string[] = [];
  await database.runScriptsInTransaction(async (tx) => {
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      name text NOT NULL,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const rows = await tx.query<{ version: string; checksum: string; name: string }>(
      'SELECT version, checksum, name FROM schema_migrations',
    );
    const done = new Map(rows.map((r) => [r.version, r]));
    for (const m of migrations) {
      const previous = done.get(m.version);
      if (previous && previous.checksum !== m.checksum) {
        throw new Error(`Migration ${m.name} was changed after it was applied (recorded as ${previous.name}).`);
      }
      if (previous) continue;
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [m.version, m.name, m.checksum]);
      applied.push(m.name);
    }
  });
  return applied;
}

/** drizzle's execute returns rows directly on one driver and `{ rows }` on the other. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

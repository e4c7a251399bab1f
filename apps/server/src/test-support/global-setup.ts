import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { todayUtc } from '@sprout/clinical';
import { openDatabase, type Database } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemoIfEmpty } from '../db/seed/index.ts';
import { adminQuery, databaseUrl } from './postgres-admin.ts';
import { buildServerBundle } from './server-bundle.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** server: the data directory of a migrated, seeded PGlite, closed; each test file starts on a copy of it. */
    pgliteSeededDir: string;
    /**
     * server: the data directory of a PGlite as initdb leaves it (no migration), closed; a test that needs an empty
     * database starts on a copy of it (0.8 CPU-seconds) instead of an initdb of its own (7).
     */
    pgliteEmptyDir: string;
    /** server-pg: a migrated, seeded PostgreSQL database each test file copies (CREATE DATABASE ... TEMPLATE). */
    postgresTemplate: string;
    /** The server built as production runs it (apps/server/dist), which the tests' server processes start. */
    serverBundle: string;
    /** The UTC day the copy above was seeded on: its demo dates count from it (db/seed). */
    seededOn: string;
  }
}

/**
 * Builds the server once per project, as `npm start` does, for the tests that start real server processes
 * (test-support/server-process.ts): node on one bundled file starts in about half the time of tsx compiling some
 * 300 files at each of the run's twenty-odd starts.
 */
function provideServerBundle(project: TestProject): () => void {
  const { bundle, remove } = buildServerBundle(`test-${project.name}`);
  project.provide('serverBundle', bundle);
  return remove;
}

/**
 * Migrates and seeds the demo database once per run instead of once per test file: a fresh PGlite spends seconds
 * in initdb, and migrating and seeding take another one or two, in each of the suite's files. Every test file
 * still gets a database of its own, as a copy of this one (test-support/test-app.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const removeBundle = provideServerBundle(project);
  const teardown = project.name === 'server-pg' ? await setupPostgresTemplate(project) : await setupPgliteSeeded(project);
  return async () => {
    removeBundle();
    await teardown();
  };
}

async function setupPgliteSeeded(project: TestProject): Promise<() => Promise<void>> {
  // The test files' copies are made beside it (test-support/test-app.ts), so that this removes any a failed file left.
  const dir = mkdtempSync(path.join(tmpdir(), 'sprout-test-seeded-'));
  const emptyDir = path.join(dir, 'empty');
  await (await openDatabase({ kind: 'pglite', dataDir: emptyDir })).close();
  const seededDir = path.join(dir, 'seeded');
  cpSync(emptyDir, seededDir, { recursive: true });
  const database = await openDatabase({ kind: 'pglite', dataDir: seededDir });
  await seeded(database, project);
  await database.close();
  project.provide('pgliteSeededDir', seededDir);
  project.provide('pgliteEmptyDir', emptyDir);
  return async () => rmSync(dir, { recursive: true, force: true });
}

async function setupPostgresTemplate(project: TestProject): Promise<() => Promise<void>> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error('server-pg needs TEST_DATABASE_URL');
  const name = `sprout_tmpl_${randomBytes(5).toString('hex')}`;
  await adminQuery(admin, `CREATE DATABASE ${name}`);
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(admin, name), poolMax: 2 });
  await seeded(database, project);
  await database.close();
  project.provide('postgresTemplate', name);
  return () => adminQuery(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

async function seeded(database: Database, project: TestProject): Promise<void> {
  project.provide('seededOn', todayUtc());
  await migrate(database);
  await seedDemoIfEmpty(database.db);
}

import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { emptyDataDir } from '../test-support/server-process.ts';
import { openTestDatabase } from '../test-support/test-app.ts';
import { openDatabase } from './client.ts';
import { listMigrations, migrate } from './migrate.ts';
import { accounts } from './schema/index.ts';
import { seedDemoIfEmpty } from './seed/index.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sprout-db-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('versioned migrations', () => {
  it('applies every migration on a fresh database and nothing on the second start', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      const first = await migrate(database);
      expect(first).toEqual(listMigrations().map((m) => m.name));
      expect(await migrate(database)).toEqual([]);
    } finally {
      await drop();
    }
  });

  it('refuses to start when an applied migration was edited', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      await migrate(database);
      const edited = listMigrations().map((m, i) => (i === 0 ? { ...m, checksum: 'changed' } : m));
      await expect(migrate(database, edited)).rejects.toThrow(/changed after it was applied/);
    } finally {
      await drop();
    }
  });

  it('applies nothing of a migration that fails half-way', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      const dir = tempDir();
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, '0001_ok.sql'), 'CREATE TABLE half_a (id int);');
      writeFileSync(path.join(dir, '0002_broken.sql'), 'CREATE TABLE half_b (id int); SELECT no_such_function();');
      await expect(migrate(database, listMigrations(dir))).rejects.toThrow();
      await expect(database.db.execute(sql.raw('select 1 from half_a'))).rejects.toThrow(/half_a/);
    } finally {
      await drop();
    }
  });
});

// PGlite's own files: the same in both projects, so server-pg leaves it to server.
describe.skipIf(process.env.TEST_DB === 'postgres')('the embedded database', () => {
  it('keeps its data across a restart', async () => {
    // As initdb leaves a data directory (a copy of the run's empty one: its seconds of initdb are not what is tested).
    const dataDir = emptyDataDir(tempDir());
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await migrate(first);
    expect(await seedDemoIfEmpty(first.db)).toBe(true);
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir });
    expect(await migrate(second)).toEqual([]);
    expect(await seedDemoIfEmpty(second.db)).toBe(false);
    const [row] = await second.db.select({ n: count() }).from(accounts);
    expect(row!.n).toBe(5);
    await second.close();
    // Two cold starts of PGlite on disk, seconds each on a busy machine.
  }, 90_000);
});

import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * Backups of the embedded database. PGlite lives inside the server's process, so nothing outside can read it
 * while it runs: the server itself writes the backup (on SIGUSR2, main.ts), a gzipped tarball of its data
 * directory taken between two queries after a checkpoint. Restoring it is like starting after kill -9 at that
 * moment: committed transactions are there, one in progress is rolled back.
 */
export async function writeEmbeddedBackup(client: PGlite, dir: string, now = new Date()): Promise<string> {
  mkdirSync(dir, { recursive: true });
  await client.exec('CHECKPOINT');
  const dump = await client.dumpDataDir('gzip');
  const file = path.join(dir, `sprout-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`);
  // Written aside, then renamed: a file with the final name is always a whole backup.
  writeFileSync(`${file}.partial`, Buffer.from(await dump.arrayBuffer()));
  renameSync(`${file}.partial`, file);
  return file;
}

/** Unpacks a backup into an empty data directory and checks that PostgreSQL starts on it. */
export async function restoreEmbeddedBackup(file: string, dataDir: string): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(`${dataDir} is not empty: restore into a new DATA_DIR (or move the old one away first)`);
  }
  mkdirSync(dataDir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const client = new PGlite(dataDir, { loadDataDir: new Blob([readFileSync(file)]) });
  await client.waitReady;
  await client.query('select 1');
  await client.close();
}

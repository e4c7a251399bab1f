import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config/env.ts';
import { restoreEmbeddedBackup } from '../db/backup.ts';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemoIfEmpty } from '../db/seed/index.ts';
import { ownPostgresDatabase, seededDataDir, startServer, type ServerProcess } from '../test-support/server-process.ts';
import { call, newChildGrowth, signIn } from './growth-client.ts';

/** Issue 11, item 9: the backups the README describes restore, on the embedded database and on PostgreSQL. */
const onPostgres = process.env.TEST_DB === 'postgres';
const pgDump = spawnSync('pg_dump', ['--version']).status === 0;
if (onPostgres && !pgDump) console.log('backup-restore.test.ts: no pg_dump on PATH; the PostgreSQL restore is skipped.');

const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => undefined);
});
const tempDir = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `sprout-${name}-`));
  cleanup.push(async () => rmSync(dir, { recursive: true, force: true }));
  return dir;
};
/** Waits for a log line of a running server (the signal's work is done when it says so). */
async function logLine(server: ServerProcess, msg: string, timeoutMs = 30_000): Promise<Record<string, unknown>> {
  for (const started = Date.now(); Date.now() - started < timeoutMs; await new Promise((resolve) => setTimeout(resolve, 100))) {
    const line = server.log.find((l) => l.includes(`"msg":"${msg}"`));
    if (line) return JSON.parse(line) as Record<string, unknown>;
  }
  throw new Error(`no "${msg}" in the log:\n${server.log.join('\n')}`);
}
const recordDates = async (base: string, token: string, growthId: string) =>
  (
    (await call(base, 'GET', `/health-info-service/app/growth/${growthId}/records?limit=100`, { token })).body.data as {
      list: { recordDate: string }[];
    }
  ).list
    .map((r) => r.recordDate)
    .sort();

describe.skipIf(onPostgres)('a backup of the embedded database', () => {
  it('is written by the running server on SIGUSR2 and restores with what was saved before it, not after', async () => {
    // The run's migrated, seeded database: this test is about the backup, not about a first start.
    const dataDir = seededDataDir(tempDir('backup'));
    const backupDir = path.join(path.dirname(dataDir), 'backups');
    const server = await startServer({ DATA_DIR: dataDir, BACKUP_DIR: backupDir });
    cleanup.push(() => server.stop('SIGKILL'));
    const token = await signIn(server.url, '13912340002');
    const growthId = await newChildGrowth(server.url, token, '2020-01-01');
    const save = (recordDate: string) =>
      call(server.url, 'POST', '/health-info-service/app/growth/save', { token, body: { growthId, recordDate, weight: 12 } });
    for (const date of ['2021-01-01', '2021-02-01', '2021-03-01']) expect((await save(date)).status).toBe(200);

    server.child.kill('SIGUSR2');
    const { file } = (await logLine(server, 'backup written')) as { file: string };
    expect(readdirSync(backupDir)).toEqual([path.basename(file)]);
    expect((await save('2021-04-01')).status).toBe(200);
    expect(await server.stop()).toBe(0);

    // The restore command of the README, into a new DATA_DIR.
    const restoredDir = path.join(path.dirname(dataDir), 'restored');
    const restore = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/db/restore-cli.ts', file], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: restoredDir },
      encoding: 'utf8',
    });
    expect(restore.status, restore.stderr).toBe(0);
    const restored = await startServer({ DATA_DIR: restoredDir });
    cleanup.push(() => restored.stop('SIGKILL'));
    // Sessions are in the backup too: the same token works on the restored server.
    expect(await recordDates(restored.url, token, growthId)).toEqual(['2021-01-01', '2021-02-01', '2021-03-01']);
    expect(await restored.stop()).toBe(0);
  }, 120_000);

  it('refuses to restore over a data directory that is not empty', async () => {
    const dir = tempDir('restore-over');
    writeFileSync(path.join(dir, 'PG_VERSION'), '17');
    await expect(restoreEmbeddedBackup('/nonexistent.tar.gz', dir)).rejects.toThrow(/not empty/);
  });
});

describe.skipIf(!onPostgres || !pgDump)('a pg_dump of PostgreSQL', () => {
  it('restores with pg_restore into an empty database that a server then starts on', async () => {
    const source = (await ownPostgresDatabase())!;
    cleanup.push(source.drop);
    const database = await openDatabase({ kind: 'postgres', url: source.url, poolMax: 2 });
    await migrate(database);
    await seedDemoIfEmpty(database.db);
    await database.close();

    // The commands of docs/operations.md's Backups section.
    const file = path.join(tempDir('pgdump'), 'sprout.dump');
    const dump = spawnSync('pg_dump', ['--format=custom', `--file=${file}`, source.url], { encoding: 'utf8' });
    expect(dump.status, dump.stderr).toBe(0);
    const target = (await ownPostgresDatabase())!;
    cleanup.push(target.drop);
    const restore = spawnSync('pg_restore', ['--clean', '--if-exists', '--no-owner', '-d', target.url, file], { encoding: 'utf8' });
    expect(restore.status, restore.stderr).toBe(0);

    const counts = async (url: string) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client.query<{ table_name: string }>(
          `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
        );
        const result: Record<string, number> = {};
        for (const { table_name } of rows)
          result[table_name] = (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table_name}"`)).rows[0]!.n;
        return result;
      } finally {
        await client.end();
      }
    };
    const before = await counts(source.url);
    expect(Object.keys(before).length).toBeGreaterThan(20);
    expect(await counts(target.url)).toEqual(before);

    const server = await startServer({ DATABASE_URL: target.url });
    cleanup.push(() => server.stop('SIGKILL'));
    expect(server.log.some((line) => line.includes('"msg":"no migrations to apply"'))).toBe(true);
    const token = await signIn(server.url, '13800000001');
    expect((await call(server.url, 'GET', '/app-web2/family_members', { token })).body.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: '王浩然' })]),
    );
    expect(await server.stop()).toBe(0);
  }, 120_000);
});

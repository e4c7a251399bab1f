import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support/test-app.ts';
import type { Database } from './client.ts';
import { startEmbeddedVacuum, vacuumPass } from './embedded-vacuum.ts';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await database.jobSql('CREATE TABLE vacuum_probe (id int PRIMARY KEY, note text)');
  await database.jobSql('CREATE TABLE vacuum_quiet (id int PRIMARY KEY)');
  await database.jobSql('INSERT INTO vacuum_probe SELECT g, md5(g::text) FROM generate_series(1, 2000) g');
  await database.jobSql('INSERT INTO vacuum_quiet SELECT generate_series(1, 20)');
});
afterAll(async () => drop?.());

const stats = async (table: string) => {
  // The counts a backend holds are published at most once a second; force them out, then read afresh.
  await database.jobSql('SELECT pg_stat_force_next_flush()', []);
  await database.jobSql('SELECT pg_stat_clear_snapshot()', []);
  const { rows } = await database.jobSql(
    'SELECT n_dead_tup::int AS dead, last_vacuum IS NOT NULL AS vacuumed, last_analyze IS NOT NULL AS analyzed FROM pg_stat_user_tables WHERE relname = $1',
    [table],
  );
  return rows[0] as { dead: number; vacuumed: boolean; analyzed: boolean };
};

const probe = (done: Awaited<ReturnType<typeof vacuumPass>>) => done.filter((d) => d.table.endsWith('vacuum_probe'));

describe('the embedded database vacuum (what autovacuum does on PostgreSQL)', () => {
  it('vacuums and analyzes a table past the thresholds, and leaves one that is not', async () => {
    await database.jobSql('DELETE FROM vacuum_probe WHERE id % 2 = 0');
    await database.jobSql('DELETE FROM vacuum_quiet WHERE id = 1');
    expect((await stats('vacuum_probe')).dead).toBe(1000);

    const done = await vacuumPass(database);
    expect(probe(done)).toEqual([{ table: 'public.vacuum_probe', work: 'vacuum', ms: expect.any(Number) }]);
    expect(done.some((d) => d.table.endsWith('vacuum_quiet'))).toBe(false);
    expect(await stats('vacuum_probe')).toEqual({ dead: 0, vacuumed: true, analyzed: true });
    expect((await stats('vacuum_quiet')).vacuumed).toBe(false);
  });

  it('does nothing more until the table changes again; then analyzes after updates short of a vacuum', async () => {
    await stats('vacuum_probe');
    expect(probe(await vacuumPass(database))).toEqual([]);
    // 200 of the 1,000 rows: past the analyze threshold (50 + 10%), short of the vacuum's (50 + 20%).
    await database.jobSql("UPDATE vacuum_probe SET note = 'changed' WHERE id <= 400");
    await stats('vacuum_probe');
    expect(probe(await vacuumPass(database))).toEqual([{ table: 'public.vacuum_probe', work: 'analyze', ms: expect.any(Number) }]);
  });

  it('quotes the names it takes from the catalog', async () => {
    await database.jobSql('CREATE TABLE "Odd Name;" (id int)');
    await database.jobSql('INSERT INTO "Odd Name;" SELECT generate_series(1, 2000)');
    await stats('Odd Name;');
    const done = await vacuumPass(database);
    expect(done.filter((d) => d.table.includes('Odd'))).toEqual([{ table: 'public."Odd Name;"', work: 'vacuum', ms: expect.any(Number) }]);
    expect((await stats('Odd Name;')).vacuumed).toBe(true);
  });

  it('runs a pass on its timer, logs what it did, and stops', async () => {
    await database.jobSql('DELETE FROM vacuum_probe WHERE id > 1500');
    await stats('vacuum_probe');
    let logged: (value: unknown) => void = () => undefined;
    const passLogged = new Promise((resolve) => (logged = resolve));
    const log = { info: (fields: unknown, message: string) => message === 'embedded database vacuumed' && logged(fields) };
    const vacuum = startEmbeddedVacuum(database, log as unknown as FastifyBaseLogger, 20);
    try {
      const fields = (await passLogged) as { tables: Array<{ table: string }> };
      expect(fields.tables.map((t) => t.table)).toContain('public.vacuum_probe');
    } finally {
      await vacuum.stop();
    }
    expect((await stats('vacuum_probe')).dead).toBe(0);
  });
});

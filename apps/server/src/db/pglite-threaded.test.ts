import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countTurns, mostInOneTurn } from '../test-support/loop-turns.ts';
import { openTestDatabase } from '../test-support/test-app.ts';
import { ANSWERS_PER_TURN } from './answer-turns.ts';
import type { Database } from './client.ts';
import { EMBEDDED_POSTGRES_SETTINGS } from './pglite-threaded.ts';

// The embedded database only: the server-pg project runs these files on PostgreSQL, which has its own process.
describe.skipIf(process.env.TEST_DB === 'postgres')('the embedded database in its own thread (decision 4400)', () => {
  let database: Database;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    await database.jobSql('CREATE TABLE thread_probe (n int)');
  });
  afterAll(async () => drop?.());

  it("keeps the server's event loop turning while PostgreSQL works", async () => {
    const turns = countTurns();
    const started = performance.now();
    // One statement of a few hundred milliseconds: run in this thread, it held the loop for all of them.
    const { rows } = await database.jobSql('SELECT count(*)::int AS n FROM generate_series(1, 3000000)');
    const ms = performance.now() - started;
    const counted = turns.stop();
    expect(rows).toEqual([{ n: 3_000_000 }]);
    expect(ms).toBeGreaterThan(50);
    // Thousands of turns here; one or two if the statement ran in this thread.
    expect(counted).toBeGreaterThan(20);
  });

  it('lets at most a few answers go on in one turn of the event loop, however many arrive together', async () => {
    const turns = countTurns();
    const turnOfAnswer = await Promise.all(
      Array.from({ length: 40 }, (_, i) => database.db.execute(sql`select ${i}::int as n`).then(() => turns.now())),
    );
    turns.stop();
    expect(mostInOneTurn(turnOfAnswer)).toBeLessThanOrEqual(ANSWERS_PER_TURN);
  });

  it("gives each statement its own answer, and PostgreSQL's errors with their codes", async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => database.jobSql('select $1::int * 2 as n', [i])));
    expect(answers.map(({ rows }) => (rows[0] as { n: number }).n)).toEqual(Array.from({ length: 50 }, (_, i) => i * 2));
    await expect(database.jobSql('select 1 / 0')).rejects.toMatchObject({ code: '22012' });
    await expect(database.db.execute(sql`select * from no_such_table`)).rejects.toMatchObject({ cause: { code: '42P01' } });
    // The failure ended with its own statement: the next one runs.
    expect((await database.jobSql('select 1 as n')).rows).toEqual([{ n: 1 }]);
  });

  it("reads PostgreSQL's errors into PGlite's own, every field kept", async () => {
    const { protocol } = await import('@electric-sql/pglite');
    await database.jobSql('CREATE TABLE thread_unique (k int CONSTRAINT thread_unique_k UNIQUE)');
    await database.jobSql('INSERT INTO thread_unique VALUES (1)');
    const error = await database.jobSql('INSERT INTO thread_unique VALUES ($1)', [1]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(protocol.messages.DatabaseError);
    expect(error).toMatchObject({
      name: 'error',
      severity: 'ERROR',
      code: '23505',
      constraint: 'thread_unique_k',
      table: 'thread_unique',
      detail: 'Key (k)=(1) already exists.',
    });
    expect((error as Error).message).toMatch(/duplicate key value violates unique constraint "thread_unique_k"/);
  });

  it('gives a transaction the database alone: a statement asked meanwhile waits for its end and sees what it committed', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertDone = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe values (1)`);
      inserted();
      await held;
      await tx.execute(sql`insert into thread_probe values (2)`);
    });
    await insertDone;
    let counted: number | null = null;
    const count = database.jobSql('select count(*)::int as n from thread_probe').then(({ rows }) => {
      counted = (rows[0] as { n: number }).n;
    });
    // Many turns of the loop: the count still waits for the transaction.
    for (let i = 0; i < 50; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(counted).toBeNull();
    release();
    await transaction;
    await count;
    expect(counted).toBe(2);
  });

  it('rolls a failed transaction back and goes on serving', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_probe values (3)`);
        await tx.execute(sql`select 1 / 0`);
      }),
    ).rejects.toMatchObject({ cause: { code: '22012' } });
    const { rows } = await database.jobSql('select count(*)::int as n from thread_probe where n = 3');
    expect(rows).toEqual([{ n: 0 }]);
  });

  it("starts PostgreSQL with the memory of one connection and 32 MB of buffers, after PGlite's own parameters", async () => {
    const { rows } = await database.jobSql(
      "select current_setting('shared_buffers') as buffers, current_setting('max_connections') as connections, current_setting('search_path') as path",
    );
    expect(rows).toEqual([
      { buffers: EMBEDDED_POSTGRES_SETTINGS.shared_buffers, connections: EMBEDDED_POSTGRES_SETTINGS.max_connections, path: 'public' },
    ]);
  });
});

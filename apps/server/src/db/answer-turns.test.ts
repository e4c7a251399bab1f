import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countTurns, mostInOneTurn } from '../test-support/loop-turns.ts';
import { ANSWERS_PER_TURN } from './answer-turns.ts';
import { openDatabase, type Database } from './client.ts';

/** PostgreSQL's answers through the pool (db/answer-turns.ts): in the server-pg project, where TEST_DATABASE_URL is set. */
describe.skipIf(process.env.TEST_DB !== 'postgres')('PostgreSQL answers under a crowd of statements', () => {
  let postgres: Database;
  let holder: pg.Client;
  beforeAll(async () => {
    postgres = await openDatabase({ kind: 'postgres', url: process.env.TEST_DATABASE_URL!, poolMax: 10 });
    holder = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await holder.connect();
  });
  afterAll(async () => {
    await holder?.end();
    await postgres?.close();
  });

  it('hands each answer and each error to its caller as PostgreSQL gave it', async () => {
    // Through Drizzle and straight through the pool: both reach pool.query.
    expect((await postgres.jobSql('select 41 + $1::int as n', [1])).rows).toEqual([{ n: 42 }]);
    await expect(postgres.jobSql('select 1 / 0')).rejects.toMatchObject({ code: '22012' });
    await expect(postgres.db.execute(sql`select * from no_such_table`)).rejects.toMatchObject({ cause: { code: '42P01' } });
  });

  it('lets at most a few answers go on in one turn of the event loop, however many arrive together', async () => {
    // Ten statements wait on a lock another connection holds, then all finish at once when it is let go: their
    // answers reach this process together, as a loaded instance's do.
    const lock = 28_4300;
    await holder.query('select pg_advisory_lock($1)', [lock]);
    const turns = countTurns();
    const turnOfAnswer: number[] = [];
    const waiting = Array.from({ length: 10 }, () =>
      postgres.db.execute(sql`select pg_advisory_lock_shared(${lock}), pg_advisory_unlock_shared(${lock})`).then(() => {
        turnOfAnswer.push(turns.now());
      }),
    );
    // Every statement has reached the lock before it is let go.
    for (;;) {
      const { rows } = await holder.query(
        "select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = $1 and not granted",
        [lock],
      );
      if (rows[0].n === 10) break;
    }
    await holder.query('select pg_advisory_unlock($1)', [lock]);
    await Promise.all(waiting);
    turns.stop();
    expect(turnOfAnswer).toHaveLength(10);
    expect(mostInOneTurn(turnOfAnswer)).toBeLessThanOrEqual(ANSWERS_PER_TURN);
  });
});

import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWERS_PER_TURN } from './answer-turns.ts';
import { openDatabase, queryTurns, type Database } from './client.ts';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: null });
});
afterAll(async () => database?.close());

describe('the embedded database under a queue of queries', () => {
  it('gives the event loop a turn between queries, so sockets (/healthz, the overload guard) are served meanwhile', async () => {
    let queriesBeforeTurn: number | null = null;
    let done = 0;
    setImmediate(() => (queriesBeforeTurn = done));
    // Four hundred queries (some hundreds of milliseconds), one after another, as a busy instance chains them.
    const total = 400;
    for (let i = 0; i < total; i++) {
      await database.db.execute(sql`select 1`);
      done++;
    }
    // PGlite settles a query in a microtask: without a turn given, all of them ran before the loop came back. With
    // it, the loop comes back once the queries have held it for QUERY_TURN_MS.
    expect(queriesBeforeTurn).not.toBeNull();
    expect(queriesBeforeTurn).toBeLessThan(total / 2);
  });

  it('gives the loop back after 2 ms of queries when nothing else waited, after as long as the loop was away when it was', () => {
    let clock = 0;
    const scheduled: Array<() => void> = [];
    const turn = queryTurns(
      () => clock,
      (run) => scheduled.push(run),
    );
    clock = 1.5;
    expect(turn()).toBeUndefined();
    clock = 2;
    expect(turn()).toBeInstanceOf(Promise);
    // The loop back at once (nothing else waited): 2 ms again, so a new connection is accepted soon (decision 2870).
    clock = 2.1;
    scheduled.shift()!();
    clock = 4;
    expect(turn()).toBeUndefined();
    clock = 4.2;
    expect(turn()).toBeInstanceOf(Promise);
    // Away 8 ms (a crowd of refusals): the queries get as long.
    clock = 12.2;
    scheduled.shift()!();
    clock = 19;
    expect(turn()).toBeUndefined();
    clock = 20.3;
    expect(turn()).toBeInstanceOf(Promise);
    // Away 80 ms: at most 20.
    clock = 100.3;
    scheduled.shift()!();
    clock = 120;
    expect(turn()).toBeUndefined();
    clock = 120.4;
    expect(turn()).toBeInstanceOf(Promise);
  });

  /** Queries for `ms` of wall time while each turn of the loop also spends `busyMs` elsewhere: their share of it. */
  async function queriesShare(busyMs: number, ms: number): Promise<number> {
    let busy = 0;
    let ticking = true;
    const tick = () => {
      const start = performance.now();
      while (performance.now() - start < busyMs);
      busy += performance.now() - start;
      if (ticking) setImmediate(tick);
    };
    const started = performance.now();
    setImmediate(tick);
    while (performance.now() - started < ms) await database.db.execute(sql`select 1`);
    ticking = false;
    const wall = performance.now() - started;
    return (wall - busy) / wall;
  }

  it('shares the loop about equally with work elsewhere, so admitted reads are not starved by refusals', async () => {
    // 8 ms elsewhere each turn (a crowd of 503s): a 2 ms turn would leave the queries a fifth of the loop.
    const share = await queriesShare(8, 400);
    expect(share).toBeGreaterThan(0.35);
  });
});

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
    let turn = 0;
    let ticking = true;
    const tick = () => {
      turn++;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const turnOfAnswer: number[] = [];
    const waiting = Array.from({ length: 10 }, () =>
      postgres.db.execute(sql`select pg_advisory_lock_shared(${lock}), pg_advisory_unlock_shared(${lock})`).then(() => {
        turnOfAnswer.push(turn);
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
    ticking = false;
    const perTurn = new Map<number, number>();
    for (const t of turnOfAnswer) perTurn.set(t, (perTurn.get(t) ?? 0) + 1);
    expect(turnOfAnswer).toHaveLength(10);
    expect(Math.max(...perTurn.values())).toBeLessThanOrEqual(ANSWERS_PER_TURN);
  });
});

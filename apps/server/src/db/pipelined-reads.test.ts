import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support/test-app.ts';
import { builtOnce } from './named-query.ts';
import { isPlainRead, PIPELINED_APPLICATION_NAME, PIPELINED_CONNECTIONS, pipelineReads, type PipelinedReads } from './pipelined-reads.ts';

/** Decision 4900: which statements take the pipelined connections, and what a read on them sees. */

describe('isPlainRead', () => {
  it('takes SELECTs and WITHs of SELECTs, and leaves writes and locking reads to the pool', () => {
    expect(isPlainRead('select "id", "name" from "family_members" where "id" = $1')).toBe(true);
    expect(isPlainRead('  WITH s AS (SELECT 1) SELECT * FROM s')).toBe(true);
    // Column names that contain a keyword are not the keyword.
    expect(isPlainRead('select "updated_at", "deleted_at", "locked" from "t"')).toBe(true);
    expect(isPlainRead('WITH x AS (INSERT INTO t VALUES (1) RETURNING id) SELECT id FROM x')).toBe(false);
    expect(isPlainRead('WITH x AS (UPDATE t SET a = 1 RETURNING id) SELECT id FROM x')).toBe(false);
    expect(isPlainRead('WITH x AS (DELETE FROM t RETURNING id) SELECT id FROM x')).toBe(false);
    expect(isPlainRead('SELECT id FROM t WHERE a = 1 FOR UPDATE SKIP LOCKED')).toBe(false);
    expect(isPlainRead('SELECT id FROM t FOR NO KEY UPDATE')).toBe(false);
    expect(isPlainRead('SELECT id FROM t FOR KEY SHARE')).toBe(false);
    expect(isPlainRead('SELECT pg_advisory_xact_lock($1)')).toBe(false);
    expect(isPlainRead('SELECT pg_try_advisory_lock($1)')).toBe(false);
    expect(isPlainRead('SELECT pg_advisory_unlock_all()')).toBe(false);
    expect(isPlainRead("SELECT currval('s'), lastval()")).toBe(false);
    expect(isPlainRead('SELECT pg_sleep(1)')).toBe(false);
    expect(isPlainRead('SELECT pg_terminate_backend($1)')).toBe(false);
    expect(isPlainRead('SELECT lo_import($1)')).toBe(false);
    // A column or alias that merely contains such a word is not a call.
    expect(isPlainRead('select "notify_parent", "sleep_minutes", "do_not_disturb" from "t"')).toBe(true);
    expect(isPlainRead("SELECT set_config('a.b', '1', false)")).toBe(false);
    expect(isPlainRead("SELECT nextval('s')")).toBe(false);
    expect(isPlainRead("SELECT pg_notify('c', 'x')")).toBe(false);
    expect(isPlainRead('UPDATE t SET a = 1')).toBe(false);
    expect(isPlainRead('INSERT INTO t SELECT 1')).toBe(false);
  });
});

const onPostgres = process.env.TEST_DB === 'postgres';

describe.skipIf(!onPostgres)('pipelined reads on PostgreSQL', () => {
  let drop: () => Promise<void>;
  let pool: pg.Pool;
  let reads: PipelinedReads;

  beforeAll(async () => {
    const opened = await openTestDatabase();
    drop = opened.drop;
    pool = new pg.Pool({ connectionString: opened.url!, max: 4 });
    // As the server's pool (db/client.ts): a backend ended under an idle connection (the test ends one) is the pool's
    // to replace; without a listener its 'error' event was thrown as the run's unhandled error (57P01, once in CI).
    pool.on('error', () => undefined);
    reads = pipelineReads(pool, opened.url!);
    await pool.query('CREATE TABLE pipelined_probe (id int PRIMARY KEY, note text NOT NULL)');
  });
  afterAll(async () => {
    await reads?.close();
    await pool?.end();
    await drop?.();
  });

  const pidRead = () => pool.query<{ pid: number }>({ name: 'probe_pid', text: 'SELECT pg_backend_pid() AS pid' });
  const pidOf = async (answer: Promise<pg.QueryResult<{ pid: number }>>) => (await answer).rows[0]!.pid;

  it('sends named plain reads over the pipelined connections, one under way on each before a second is queued', async () => {
    const pids = await Promise.all(Array.from({ length: 20 }, () => pidOf(pidRead())));
    const lanes = await reads.backendPids();
    expect(lanes).toHaveLength(2);
    expect(lanes.every((pid) => typeof pid === 'number')).toBe(true);
    // Both connections carried reads: the second read went to the connection with none under way.
    expect(new Set(pids)).toEqual(new Set(lanes));
  });

  it('leaves unnamed statements, writes and locking reads to the pool', async () => {
    await Promise.all([pidRead(), pidRead()]);
    const lanes = new Set(await reads.backendPids());
    const unnamed = await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    expect(lanes.has(unnamed.rows[0]!.pid)).toBe(false);
    const write = await pool.query<{ pid: number }>({
      name: 'probe_write',
      text: 'WITH w AS (INSERT INTO pipelined_probe VALUES (1000, $1) RETURNING id) SELECT pg_backend_pid() AS pid FROM w',
      values: ['written'],
    });
    expect(lanes.has(write.rows[0]!.pid)).toBe(false);
    const locking = await pool.query<{ pid: number }>({
      name: 'probe_lock',
      text: 'SELECT pg_backend_pid() AS pid FROM pipelined_probe WHERE id = 1000 FOR UPDATE',
    });
    expect(lanes.has(locking.rows[0]!.pid)).toBe(false);
    // A transaction keeps its own connection.
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const inside = await client.query<{ pid: number }>({ name: 'probe_pid', text: 'SELECT pg_backend_pid() AS pid' });
      expect(lanes.has(inside.rows[0]!.pid)).toBe(false);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
  });

  it("hands each read to pg's callback form, as the pool does, and answers it", async () => {
    // The promise form carried a long read's rows into the old generation at every scavenge (decision 4900).
    const forms: string[] = [];
    const query = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const named = (this as unknown as { connectionParameters: { application_name?: string } }).connectionParameters;
      if (named.application_name === PIPELINED_APPLICATION_NAME) forms.push(typeof args[2] === 'function' ? 'callback' : 'promise');
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    try {
      const big = await pool.query<{ n: number[] }>({
        name: 'probe_big',
        text: 'SELECT (SELECT json_agg(json_build_array(i, md5(i::text))) FROM generate_series(1, 5000) AS i) AS n',
      });
      expect(big.rows[0]!.n).toHaveLength(5000);
      await Promise.all([pidRead(), pidRead(), pidRead()]);
    } finally {
      pg.Client.prototype.query = query;
    }
    expect(forms).toHaveLength(4);
    expect(new Set(forms)).toEqual(new Set(['callback']));
  });

  it('fails only the read that failed: the reads queued around it on the same connection are answered', async () => {
    const divide = (by: number) => pool.query<{ q: number }>({ name: 'probe_divide', text: 'SELECT 10 / $1::int AS q', values: [by] });
    const answers = await Promise.allSettled([divide(2), divide(0), divide(5), divide(0), divide(1), divide(10)]);
    expect(answers.map((a) => (a.status === 'fulfilled' ? a.value.rows[0]!.q : 'failed'))).toEqual([5, 'failed', 2, 'failed', 10, 1]);
    const failure = answers[1] as PromiseRejectedResult;
    expect(String(failure.reason)).toMatch(/division by zero/);
  });

  it('answers a read sent after a write was acknowledged with that write, 300 times', async () => {
    let stale = 0;
    for (let i = 0; i < 300; i += 1) {
      await pool.query('INSERT INTO pipelined_probe (id, note) VALUES ($1, $2)', [i, `note ${i}`]);
      const [seen, other] = await Promise.all([
        pool.query({ name: 'probe_note', text: 'SELECT note FROM pipelined_probe WHERE id = $1', values: [i] }),
        pidRead(),
      ]);
      if (seen.rows[0]?.note !== `note ${i}`) stale += 1;
      expect(other.rows).toHaveLength(1);
    }
    expect(stale).toBe(0);
  });

  it('opens another connection in place of one whose backend ended', async () => {
    await Promise.all([pidRead(), pidRead()]);
    const [ended] = await reads.backendPids();
    await pool.query('SELECT pg_terminate_backend($1)', [ended]);
    // The connection learns of it from its socket; until then a read on it fails, as one on a pooled connection does.
    await expect.poll(async () => (await reads.backendPids()).includes(ended!), { timeout: 10_000 }).toBe(false);
    const after = await Promise.all(Array.from({ length: 6 }, () => pidOf(pidRead())));
    expect(after).not.toContain(ended);
    const lanes = await reads.backendPids();
    expect(lanes.every((pid) => typeof pid === 'number' && pid !== ended)).toBe(true);
  });
});

describe.skipIf(!onPostgres)("the server's database on PostgreSQL", () => {
  it("runs its named plain reads on the pipelined connections and its writes on the pool's", async () => {
    const { database, drop } = await openTestDatabase();
    try {
      const backend = (label: string, text: string) => builtOnce(label, () => sql.raw(text));
      const read = backend(
        'probe_read',
        'SELECT pg_backend_pid() AS pid, application_name AS app FROM pg_stat_activity WHERE pid = pg_backend_pid()',
      );
      const readRows = (await Promise.all([read(database.db, {}), read(database.db, {})])) as Array<{ rows: Array<{ app: string }> }>;
      expect(readRows.map((result) => result.rows[0]!.app)).toEqual([PIPELINED_APPLICATION_NAME, PIPELINED_APPLICATION_NAME]);
      await database.db.execute(sql`CREATE TABLE probe (n int)`);
      const write = backend(
        'probe_write',
        'WITH w AS (DELETE FROM probe RETURNING n) SELECT application_name FROM pg_stat_activity WHERE pid = pg_backend_pid()',
      );
      const written = (await write(database.db, {})) as { rows: Array<{ application_name: string }> };
      expect(written.rows[0]!.application_name).not.toBe(PIPELINED_APPLICATION_NAME);
      const lanes = (await database.db.execute(
        sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = ${PIPELINED_APPLICATION_NAME}`,
      )) as unknown as { rows: Array<{ n: number }> };
      expect(lanes.rows[0]!.n).toBe(PIPELINED_CONNECTIONS);
    } finally {
      await drop();
    }
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import * as pglite from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyDataDir } from '../test-support/server-process.ts';
import { PREPARED_LIMIT, preparedQueries } from './pglite-prepared.ts';

// Two instances on the same kind of data: one answering by PGlite's own path, one by the prepared statements.
let plain: PGlite;
let prepared: PGlite;
const SETUP = `
  CREATE TABLE t (id uuid PRIMARY KEY, n int, d date, j jsonb, at timestamptz, tags text[]);
  INSERT INTO t VALUES
    ('00000000-0000-4000-8000-000000000001', 1, '2020-02-29', '{"a": [1, 2]}', '2026-01-01T10:00:00Z', '{x,y}'),
    ('00000000-0000-4000-8000-000000000002', NULL, NULL, NULL, NULL, NULL);
`;

const statementCount = async () =>
  (await prepared.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements')).rows[0]!.n;

/** How many named statements hold `text`. */
const namedCount = async (text: string) =>
  (await prepared.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement = $1', [text])).rows[0]!.n;

// Two PGlites of its own, each on a copy of the run's empty data directory (no initdb of their own): nothing here reads
// the project's database, so server-pg would only run it again.
describe.skipIf(process.env.TEST_DB === 'postgres')("PGlite's query with each text prepared once (issue 28)", () => {
  const dirs: string[] = [];
  beforeAll(async () => {
    const emptyCopy = () => {
      const parent = mkdtempSync(path.join(tmpdir(), 'sprout-prepared-'));
      dirs.push(parent);
      return emptyDataDir(parent);
    };
    plain = new PGlite(emptyCopy());
    prepared = new PGlite(emptyCopy());
    await Promise.all([plain.exec(SETUP), prepared.exec(SETUP)]);
    Object.assign(prepared, preparedQueries(prepared, pglite));
  });
  afterAll(async () => {
    await Promise.all([plain?.close(), prepared?.close()]);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const cases: Array<[string, string, unknown[], Parameters<PGlite['query']>[2]?]> = [
    ['rows as objects, typed', 'SELECT * FROM t ORDER BY id', []],
    ['rows as arrays', 'SELECT id, n, d, j FROM t WHERE n = $1 OR $1::int IS NULL ORDER BY id', [1], { rowMode: 'array' }],
    ['a null parameter', 'SELECT id FROM t WHERE n IS NOT DISTINCT FROM $1', [null]],
    [
      'parameters serialized by their described types',
      'SELECT $1::jsonb AS j, $2::date AS d, $3::text[] AS a, $4::timestamptz AS at',
      [{ b: [3, 'four'] }, '2024-02-29', ['p', 'q'], new Date('2026-03-04T05:06:07Z')],
    ],
    [
      'a parser of the call',
      'SELECT n FROM t WHERE id = $1',
      ['00000000-0000-4000-8000-000000000001'],
      { parsers: { 23: (v: string) => `n=${v}` } },
    ],
    ['a write with its count', 'UPDATE t SET n = n WHERE id = $1', ['00000000-0000-4000-8000-000000000001']],
    [
      // As Drizzle asks for every row: arrays, its dates and times kept as text, every other type by the client's parsers.
      'rows as arrays with parsers of the call for some types',
      'SELECT id, n, d, j, at, tags FROM t ORDER BY id',
      [],
      { rowMode: 'array', parsers: { 1082: (v: string) => v, 1184: (v: string) => `at ${v}` } },
    ],
    ['a write returning its row', 'UPDATE t SET n = n WHERE n = $1 RETURNING id, n, j', [1], { rowMode: 'array' }],
  ];
  for (const [name, text, params, options] of cases) {
    it(`${name}: the answer PGlite's own path gives, the first time and again`, async () => {
      const expected = await plain.query(text, params, options);
      expect(await prepared.query(text, params, options)).toEqual(expected);
      expect(await prepared.query(text, params, options)).toEqual(expected);
    });
  }

  it('parses and plans a text once: the second run uses the named statement', async () => {
    const text = 'SELECT n FROM t WHERE id = $1 AND n > $2';
    await prepared.query(text, ['00000000-0000-4000-8000-000000000001', 0]);
    await prepared.query(text, ['00000000-0000-4000-8000-000000000002', 0]);
    expect(await namedCount(text)).toBe(1);
  });

  it("fails as PGlite does, with PostgreSQL's code, and the next query is answered", async () => {
    const text = 'INSERT INTO t (id, n) VALUES ($1, $2)';
    const id = '00000000-0000-4000-8000-000000000003';
    await prepared.query(text, [id, 3]);
    const error = await prepared.query(text, [id, 3]).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23505' });
    await expect(prepared.query('SELECT count(*)::int AS n FROM t')).resolves.toMatchObject({ rows: [{ n: 3 }] });
    const syntax = await prepared.query('SELEKT 1').catch((e: unknown) => e);
    expect(syntax).toMatchObject({ code: '42601' });
  });

  it("answers a transaction's queries as PGlite's own path does, through the named statements", async () => {
    const read = 'SELECT id, n, d, j, at FROM t WHERE n IS NOT DISTINCT FROM $1 ORDER BY id';
    const options = { rowMode: 'array' as const, parsers: { 1082: (v: string) => v } };
    const inTransaction = (db: PGlite) =>
      db.transaction(async (tx) => [
        await tx.query(read, [1], options),
        await tx.query('UPDATE t SET n = n WHERE n = $1 RETURNING id, n', [1]),
        await tx.query(read, [null]),
      ]);
    expect(await inTransaction(prepared)).toEqual(await inTransaction(plain));
    expect(await namedCount(read)).toBe(1);
    // The same statement outside the transaction: no second one.
    await prepared.query(read, [1]);
    expect(await namedCount(read)).toBe(1);
  });

  it('rolls a transaction back on a failed statement; what it prepared lives on', async () => {
    const insert = 'INSERT INTO t (id, n) VALUES ($1, $2) RETURNING n';
    const id = '00000000-0000-4000-8000-000000000009';
    const failed = await prepared
      .transaction(async (tx) => {
        await tx.query(insert, [id, 9]);
        await tx.query(insert, [id, 9]);
      })
      .catch((e: unknown) => e);
    expect(failed).toMatchObject({ code: '23505' });
    expect((await prepared.query('SELECT id FROM t WHERE id = $1', [id])).rows).toEqual([]);
    expect(await namedCount(insert)).toBe(1);
    expect((await prepared.query<{ n: number }>(insert, [id, 9])).rows).toEqual([{ n: 9 }]);
  });

  it('refuses a query on a transaction that has ended', async () => {
    let kept!: Transaction;
    await prepared.transaction(async (tx) => {
      kept = tx;
    });
    await expect(kept.query('SELECT 1')).rejects.toThrow('Transaction is closed');
  });

  it('keeps its transactions apart: a query from outside waits for the transaction to end', async () => {
    const order: string[] = [];
    let wrote!: () => void;
    const written = new Promise<void>((resolve) => (wrote = resolve));
    const tx = prepared.transaction(async (t) => {
      await t.query('UPDATE t SET n = 10 WHERE id = $1', ['00000000-0000-4000-8000-000000000001']);
      wrote();
      await new Promise((resolve) => setTimeout(resolve, 20));
      order.push('tx ends');
    });
    await written;
    const outside = prepared.query<{ n: number }>('SELECT n FROM t WHERE id = $1', ['00000000-0000-4000-8000-000000000001']).then((r) => {
      order.push('outside read');
      return r.rows[0]!.n;
    });
    await tx;
    expect(await outside).toBe(10);
    expect(order).toEqual(['tx ends', 'outside read']);
  });

  it(`closes the least recently used statement beyond ${PREPARED_LIMIT}`, async () => {
    for (let i = 0; i < PREPARED_LIMIT + 30; i++) await prepared.query(`SELECT ${i} + $1::int AS v`, [1]);
    // The least recently used were closed on the backend too (with the next call: the count's own).
    expect(await statementCount()).toBe(PREPARED_LIMIT);
    expect((await prepared.query<{ v: number }>(`SELECT 1 + $1::int AS v`, [41])).rows[0]!.v).toBe(42);
  });

  it('prepares a statement again when its table changed the shape of its result', async () => {
    const text = 'SELECT * FROM t WHERE id = $1';
    const id = '00000000-0000-4000-8000-000000000001';
    await prepared.query(text, [id]);
    await prepared.exec('ALTER TABLE t ADD COLUMN extra int DEFAULT 7');
    const after = await prepared.query<{ extra: number }>(text, [id]);
    expect(after.rows[0]!.extra).toBe(7);
  });
});

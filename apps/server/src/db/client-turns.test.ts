import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.ts';

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
});

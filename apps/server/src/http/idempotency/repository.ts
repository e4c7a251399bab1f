import { sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { builtOnce } from '../../db/named-query.ts';
import { claimInsert, claimValues, type KeyClaim } from '../../db/write-alongside.ts';

export interface StoredKey {
  requestHash: string;
  status: number | null;
  response: string | null;
  /** Still without an answer after `staleSeconds`: its request died with its process. */
  stale: boolean;
}

const v = (name: string) => sql.placeholder(name);

/**
 * The claim and the answer run at every keyed write: named statements (db/named-query.ts), so PostgreSQL parses each
 * once per connection (35-47 µs of a growth save's ~1.2 ms there, issue 28), their text built once.
 */
const claimStatement = builtOnce('idempotency_claim', claimInsert);
const answerStatement = builtOnce(
  'idempotency_answer',
  () =>
    sql`UPDATE idempotency_keys SET status = ${v('status')}, response = ${v('response')} WHERE actor = ${v('actor')} AND key = ${v('key')}`,
);

/** The idempotency_keys table (migration 0710): the first answer to a write, per caller and key. */
export function idempotencyRepository(db: AppDb) {
  return {
    /** Claims the key for a new request; false when the caller already used it. */
    async claim(claim: KeyClaim): Promise<boolean> {
      return rowsOf<{ key: string }>(await claimStatement(db, claimValues(claim))).length > 0;
    },

    async find(actor: string, key: string, staleSeconds: number): Promise<StoredKey | null> {
      const [row] = rowsOf<{ request_hash: string; status: number | null; response: string | null; stale: boolean }>(
        await db.execute(sql`SELECT request_hash, status, response,
            created_at < now() - make_interval(secs => ${staleSeconds}) AS stale
          FROM idempotency_keys WHERE actor = ${actor} AND key = ${key}`),
      );
      return row ? { requestHash: row.request_hash, status: row.status, response: row.response, stale: row.stale } : null;
    },

    /** Drops a claim whose request never answered, so that a retry may run it. */
    async dropStale(actor: string, key: string, staleSeconds: number): Promise<void> {
      await db.execute(sql`DELETE FROM idempotency_keys WHERE actor = ${actor} AND key = ${key} AND status IS NULL
        AND created_at < now() - make_interval(secs => ${staleSeconds})`);
    },

    async complete(actor: string, key: string, status: number, response: string): Promise<void> {
      await answerStatement(db, { actor, key, status, response });
    },

    async forget(actor: string, key: string): Promise<void> {
      await db.execute(sql`DELETE FROM idempotency_keys WHERE actor = ${actor} AND key = ${key}`);
    },

    /** Drops every claim without an answer; returns how many. */
    async dropUnanswered(): Promise<number> {
      const rows = rowsOf<{ n: number }>(
        await db.execute(sql`WITH d AS (DELETE FROM idempotency_keys WHERE status IS NULL RETURNING 1) SELECT count(*)::int AS n FROM d`),
      );
      return rows[0]?.n ?? 0;
    },

    /** Drops keys older than `hours`; returns how many. */
    async dropOlderThan(hours: number): Promise<number> {
      const rows = rowsOf<{ n: number }>(
        await db.execute(sql`WITH d AS (DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(hours => ${hours}) RETURNING 1)
          SELECT count(*)::int AS n FROM d`),
      );
      return rows[0]?.n ?? 0;
    },
  };
}

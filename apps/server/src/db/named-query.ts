import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { AppDb, AppTx } from './client.ts';

const dialect = new PgDialect();

/**
 * Runs raw SQL as a named prepared statement: PostgreSQL parses it once per connection and, once its plans prove
 * alike (after five runs), plans it once too, where `db.execute` sends every call unnamed, parsed and planned anew.
 * For the queries built from a few shapes (the doctor's list: a sort, a search or not, one clinic or several), where
 * planning cost more than running (measured on 2,000 patients: the page 1.37 ms a call unnamed, 0.65 ms named; the
 * stale-summary check 0.60 ms, 0.13 ms). The name carries a hash of the text, so each shape is its own statement and
 * a name never meets another text (PostgreSQL refuses that). Only for SQL whose text takes a bounded number of
 * shapes: a connection keeps every statement it prepared. On PGlite the name is ignored: its client prepares every
 * text by itself (db/pglite-prepared.ts).
 */
export function executeNamed(db: AppDb | AppTx, label: string, query: SQL): Promise<unknown> {
  const built = dialect.sqlToQuery(query);
  return db._.session.prepareQuery(built, undefined, nameOf(label, built.sql), false).execute();
}

const nameOf = (label: string, text: string) => `${label}_${createHash('sha1').update(text).digest('hex').slice(0, 12)}`;

/**
 * A named statement of a few shapes whose text is also built once per shape: `build` writes the shape with a
 * placeholder (`sql.placeholder`) for every value, and each call runs that text with its own values. `shape` is
 * what the text depends on (the caller's key: the builder is handed nothing else, so it cannot depend on a value).
 * For SQL assembled from many fragments at every call, where drizzle's building of the text cost more than the
 * statement (the doctor's list: about 8% of the server's CPU per page).
 */
export function shapedStatement(label: string) {
  const built = new Map<string, { query: ReturnType<typeof dialect.sqlToQuery>; name: string }>();
  return (db: AppDb | AppTx, shape: string, build: () => SQL, values: Record<string, unknown>): Promise<unknown> => {
    let known = built.get(shape);
    if (!known) {
      const query = dialect.sqlToQuery(build());
      known = { query, name: nameOf(label, query.sql) };
      built.set(shape, known);
    }
    return db._.session.prepareQuery(known.query, undefined, known.name, false).execute(values);
  };
}

/**
 * A named statement of one shape, its text built on first use with a placeholder (`sql.placeholder`) for every
 * value: for the statements of every write, where `executeNamed` built the text from Drizzle's fragments and hashed
 * it for its name at each call (issue 28: with the audit row's insert, about a tenth of a growth save's time in the
 * server).
 */
export function builtOnce(label: string, build: () => SQL): (db: AppDb | AppTx, values: Record<string, unknown>) => Promise<unknown> {
  const run = shapedStatement(label);
  return (db, values) => run(db, '', build, values);
}

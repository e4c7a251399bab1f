import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgColumn } from 'drizzle-orm/pg-core';
import type { AppDb, AppTx } from './client.ts';

const dialect = new PgDialect();

const nameOf = (label: string, text: string) => `${label}_${createHash('sha1').update(text).digest('hex').slice(0, 12)}`;

/**
 * A named statement of a few shapes whose text is built once per shape: `build` writes the shape with a placeholder
 * (`sql.placeholder`) for every value, and each call runs that text with its own values. `shape` is what the text
 * depends on (the caller's key: the builder is handed nothing else, so it cannot depend on a value).
 *
 * Named, PostgreSQL parses the statement once per connection and, once its plans prove alike (after five runs), plans
 * it once too, where `db.execute` sends every call unnamed, parsed and planned anew: for queries where planning cost
 * more than running (measured on 2,000 patients: the doctor's page 1.37 ms a call unnamed, 0.65 ms named; the
 * stale-summary check 0.60 ms, 0.13 ms). Built once, the server does not assemble the text from Drizzle's fragments
 * and hash it for its name at every call (the doctor's list: about 8% of the server's CPU per page; a growth save's
 * Idempotency-Key and audit statements, about 14% of its time in the server). The name carries a hash of the text,
 * so each shape is its own statement and a name never meets another text (PostgreSQL refuses that). Only for SQL
 * whose text takes a bounded number of shapes: a connection keeps every statement it prepared. On PGlite the name is
 * ignored: its client prepares every text by itself (db/pglite-prepared.ts).
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

/** A named statement of one shape (see shapedStatement), its text built on first use. */
export function builtOnce(label: string, build: () => SQL): (db: AppDb | AppTx, values: Record<string, unknown>) => Promise<unknown> {
  const run = shapedStatement(label);
  return (db, values) => run(db, '', build, values);
}

/** A placeholder cast to `column`'s type, for where PostgreSQL cannot infer it (an INSERT's SELECT list). */
export const typedPlaceholder = (name: string, column: PgColumn): SQL => sql`${sql.placeholder(name)}::${sql.raw(column.getSQLType())}`;

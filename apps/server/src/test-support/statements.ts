import type { Database } from '../db/client.ts';

type Client = { query: (...args: unknown[]) => unknown; execute?: (...args: unknown[]) => unknown };

/** The SQL text of a query call, whichever form the driver was given (text, or pg's config object). */
function textOf(args: unknown[]): string {
  const [first] = args;
  if (typeof first === 'string') return first;
  if (first && typeof first === 'object' && 'text' in first) return String((first as { text: unknown }).text);
  return '';
}

/**
 * The statements the database client is asked to run while `send` runs (PGlite's one connection, or the pg pool),
 * each a round trip: what a request costs in queries, for tests that hold a hot path to its count.
 */
export async function statementsDuring<T>(database: Database, send: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const client = (database.db as unknown as { $client: Client }).$client;
  const original = { query: client.query, execute: client.execute };
  const statements: string[] = [];
  client.query = (...args) => (statements.push(textOf(args)), original.query.apply(client, args));
  if (original.execute) client.execute = (...args) => (statements.push(textOf(args)), original.execute!.apply(client, args));
  try {
    return { result: await send(), statements };
  } finally {
    client.query = original.query;
    if (original.execute) client.execute = original.execute;
  }
}

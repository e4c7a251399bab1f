import type { Database } from '../db/client.ts';

type Client = { query: (...args: unknown[]) => unknown; execute?: (...args: unknown[]) => unknown };

/** The SQL text of a query call, whichever form the driver was given (text, or pg's config object). */
function textOf(args: unknown[]): string {
  const [first] = args;
  if (typeof first === 'string') return first;
  if (first && typeof first === 'object' && 'text' in first) return String((first as { text: unknown }).text);
  return '';
}

/** The values a query call was given (pg's second argument or its config's `values`; PGlite's second argument). */
function valuesOf(args: unknown[]): unknown[] {
  const [first, second] = args;
  if (Array.isArray(second)) return second;
  if (first && typeof first === 'object' && 'values' in first && Array.isArray((first as { values: unknown }).values)) {
    return (first as { values: unknown[] }).values;
  }
  return [];
}

/** One statement a request ran: its text and values, to run again under EXPLAIN (`planOf`). */
export interface Statement {
  text: string;
  values: unknown[];
}

/** PostgreSQL's plan of `statement` as it ran it (EXPLAIN ANALYZE, JSON): every node with its actual loops. */
export async function planOf(database: Database, statement: Statement): Promise<PlanNode> {
  const client = (database.db as unknown as { $client: { query: (text: string, values: unknown[]) => Promise<{ rows: unknown[] }> } })
    .$client;
  const { rows } = await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${statement.text}`, statement.values);
  const cell = Object.values(rows[0] as Record<string, unknown>)[0];
  const json = (typeof cell === 'string' ? JSON.parse(cell) : cell) as Array<{ Plan: PlanNode }>;
  return json[0]!.Plan;
}

export interface PlanNode {
  'Node Type': string;
  'Parent Relationship'?: string;
  'Actual Loops': number;
  Plans?: PlanNode[];
}

/** Every node of a plan, itself included. */
export function planNodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(planNodes)];
}

/** The statements, with their values, the database client is asked to run while `send` runs. */
export async function statementsWithValuesDuring<T>(
  database: Database,
  send: () => Promise<T>,
): Promise<{ result: T; statements: Statement[] }> {
  const client = (database.db as unknown as { $client: Client }).$client;
  const original = { query: client.query, execute: client.execute };
  const statements: Statement[] = [];
  const record = (args: unknown[]) => statements.push({ text: textOf(args), values: valuesOf(args) });
  client.query = (...args) => (record(args), original.query.apply(client, args));
  if (original.execute) client.execute = (...args) => (record(args), original.execute!.apply(client, args));
  try {
    return { result: await send(), statements };
  } finally {
    client.query = original.query;
    if (original.execute) client.execute = original.execute;
  }
}

/**
 * The statements the database client is asked to run while `send` runs (PGlite's one connection, or the pg pool),
 * each a round trip: what a request costs in queries, for tests that hold a hot path to its count.
 */
export async function statementsDuring<T>(database: Database, send: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const { result, statements } = await statementsWithValuesDuring(database, send);
  return { result, statements: statements.map((s) => s.text) };
}

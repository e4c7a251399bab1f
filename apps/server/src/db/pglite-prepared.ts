import type { ExecProtocolResult, PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import { bindAndExecute, type BindValue } from './pglite-bind.ts';

/** What this module uses of PGlite's own (its caller imports PGlite on first use: the server on PostgreSQL never loads it). */
export interface PgliteProtocol {
  parse: Pick<typeof import('@electric-sql/pglite').parse, 'parseDescribeStatementResults'>;
  protocol: {
    serialize: Pick<typeof import('@electric-sql/pglite').protocol.serialize, 'parse' | 'describe' | 'close' | 'sync'>;
  };
  types: Pick<typeof import('@electric-sql/pglite').types, 'parseType'>;
}

type BackendMessage = ExecProtocolResult['messages'][number];
type Parsers = Record<number | string, (value: string, typeId?: number) => unknown>;

/** Commands whose tag counts rows changed (PGlite's `affectedRows`). */
const CHANGING = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/**
 * One statement's answer read as PGlite's `parseResults` reads it (rows as objects or arrays, each value through the
 * call's parser for its type, else the client's, else PGlite's default; the command, its row count and the rows it
 * changed), without the copy `parseResults` makes of the client's parsers for every call that brings parsers of its
 * own: Drizzle's every query does (dates kept as text), and the client holds one parser per type of the database,
 * 381 of them, so each query spent 110-170 µs of the server's thread copying them, against 6-11 µs parsing its
 * JSON (2026-12-03, the growth curve's and eye page's answers; issue 28).
 */
function resultOf<T>(
  messages: BackendMessage[],
  clientParsers: Parsers,
  options: QueryOptions | undefined,
  parseType: PgliteProtocol['types']['parseType'],
): Results<T> {
  const own = options?.parsers as Parsers | undefined;
  const asArrays = options?.rowMode === 'array';
  let fields: Array<{ name: string; dataTypeID: number }> = [];
  const rows: unknown[] = [];
  const value = (text: string | null, typeId: number) => {
    if (text === null) return null;
    const parser = own?.[typeId];
    return parser ? parser(text, typeId) : parseType(text, typeId, clientParsers);
  };
  for (const message of messages) {
    if (message.name === 'rowDescription') {
      fields = (message as unknown as { fields: Array<{ name: string; dataTypeID: number }> }).fields.map(({ name, dataTypeID }) => ({
        name,
        dataTypeID,
      }));
    } else if (message.name === 'dataRow') {
      const texts = (message as unknown as { fields: Array<string | null> }).fields;
      if (asArrays) rows.push(texts.map((text, i) => value(text, fields[i]!.dataTypeID)));
      else {
        const row: Record<string, unknown> = {};
        texts.forEach((text, i) => (row[fields[i]!.name] = value(text, fields[i]!.dataTypeID)));
        rows.push(row);
      }
    } else if (message.name === 'commandComplete') {
      const words = (message as unknown as { text: string }).text.split(' ');
      const command = words[0]!;
      const count = parseInt(words[words.length - 1]!, 10);
      return {
        rows: rows as Results<T>['rows'],
        fields,
        command,
        affectedRows: CHANGING.has(command) ? count : 0,
        ...(Number.isNaN(count) ? {} : { rowCount: count }),
      };
    }
  }
  return { rows: [], fields: [], affectedRows: 0 };
}

/** Named statements kept per PGlite instance; the least recently used is closed beyond this. */
export const PREPARED_LIMIT = 200;

/** PostgreSQL's answer when a table under a prepared statement changed the shape of its result (SQLSTATE 0A000). */
const SHAPE_CHANGED = /cached plan must not change result type/;

interface Prepared {
  name: string;
  /** The parameters' type OIDs, as the statement's description gave them. */
  paramTypes: number[];
}

const concat = (parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/**
 * PGlite's `query` with each text parsed and planned once (issue 28, docs/decisions/2880-embedded-prepared-statements.md).
 *
 * PGlite 0.5 runs every query as an unnamed statement, five calls into its WebAssembly backend (parse, describe,
 * bind, describe, execute) and a sync: PostgreSQL parses and plans the text each time, and the joined reads' plans
 * (the policy's query with the read's) cost more than their execution. Here a text is parsed once as a named
 * statement with its description; each later query is one call (bind, describe the portal, execute, sync) whose
 * messages are read into PGlite's usual result (resultOf). Parameters are serialized by their described types as
 * PGlite does. A query with a blob or its own parameter types takes PGlite's path; a statement whose table changed
 * shape under it is prepared again once.
 *
 * `place` gives each call its place among the others: by default as PGlite's own query does (after any transaction
 * under way, then alone on the backend). Each call is one message whole, a prepared statement and an unnamed portal
 * used and done with inside it, so the threaded client lets calls overlap, sent in order (decision 4400).
 *
 * A transaction's own queries take the same statements (`transaction`), in their place inside it as PGlite's do (alone
 * on the backend, the transaction holding off every other). Named statements outlive the transaction that prepared
 * them, rolled back or not (PostgreSQL's protocol-level statements are not transactional); a statement whose table
 * changed shape is not prepared again inside a transaction, whose error has already aborted it.
 */
export function preparedQueries(
  client: PGlite,
  { parse, protocol, types }: PgliteProtocol,
  place: <T>(call: () => Promise<T>) => Promise<T> = (call) => client._runExclusiveTransaction(() => client.runExclusive(call)),
): { query: PGlite['query']; transaction: PGlite['transaction'] } {
  const original = client.query.bind(client);
  const statements = new Map<string, Prepared>();
  let next = 0;
  /** Closes of evicted statements, sent ahead of the next call. */
  let pendingCloses: Uint8Array[] = [];

  const call = async (message: Uint8Array) => (await client.execProtocol(message)).messages;

  async function prepare(text: string): Promise<Prepared> {
    const name = `sprout_${(next += 1)}`;
    const closes = pendingCloses;
    pendingCloses = [];
    const messages = await call(
      concat([
        ...closes,
        protocol.serialize.parse({ name, text }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
    );
    const prepared = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    statements.set(text, prepared);
    if (statements.size > PREPARED_LIMIT) {
      const [oldest, { name: old }] = statements.entries().next().value as [string, Prepared];
      statements.delete(oldest);
      pendingCloses.push(protocol.serialize.close({ type: 'S', name: old }));
    }
    return prepared;
  }

  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined, mayRetry: boolean): Promise<Results<T>> {
    let prepared = statements.get(text);
    if (prepared) {
      // Most recently used last: the first in the map is the one to close.
      statements.delete(text);
      statements.set(text, prepared);
    } else {
      prepared = await prepare(text);
    }
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = prepared.paramTypes[i]!;
      const serialize = options?.serializers?.[type] ?? client.serializers[type];
      return (serialize ? serialize(value) : String(value as string)) as BindValue;
    });
    const closes = pendingCloses;
    pendingCloses = [];
    try {
      const message = bindAndExecute(prepared.name, values);
      const messages = await call(closes.length > 0 ? concat([...closes, message]) : message);
      return resultOf<T>(messages, client.parsers as Parsers, options, types.parseType);
    } catch (error) {
      if (error instanceof Error && SHAPE_CHANGED.test(error.message)) {
        statements.delete(text);
        pendingCloses.push(protocol.serialize.close({ type: 'S', name: prepared.name }));
        if (mayRetry) return run<T>(text, params, options, false);
      }
      throw error;
    }
  }

  const query = (<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    if (options?.blob || options?.paramTypes) return original<T>(text, params, options);
    return place(() => run<T>(text, params, options, true));
  }) as PGlite['query'];

  const originalTransaction = client.transaction.bind(client);
  const transaction: PGlite['transaction'] = (work) =>
    originalTransaction((tx) => {
      const own = tx.query;
      tx.query = (<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
        if (tx.closed) return Promise.reject(new Error('Transaction is closed'));
        if (options?.blob || options?.paramTypes) return own<T>(text, params, options);
        return client.runExclusive(() => run<T>(text, params, options, false));
      }) as typeof tx.query;
      return work(tx);
    });
  return { query, transaction };
}

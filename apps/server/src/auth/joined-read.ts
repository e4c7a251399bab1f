import type { SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

/**
 * A route's data read joined to the policy's query (issue 28, docs/decisions/4000-one-statement-per-read.md): the
 * read's own statement carries one more column, `session`, the policy's row for the request (who holds the token,
 * and their standing towards the target) as JSON, so a parent's read is one round trip to the database instead of
 * two. The policy runs it where it would have run its own query, before validation; the handler takes its rows
 * only when it reads that very thing (the same read, the same arguments), and only once the policy has admitted
 * the caller. Everything else takes the two-statement path as before: a read the raw request does not name
 * well, a target without a row (unknown or deleted: the policy's own query then answers why), a route without one.
 */
export interface JoinedRead<A extends readonly unknown[], R> {
  /** Names its prepared statements, one per kind of target. */
  readonly name: string;
  /** The read's own query (the repository's, the same SQL) with `session` as one more column. */
  select(session: SQL.Aliased<unknown>): Preparable;
  /** The read's placeholder values for these arguments (never `hash` or `id`: the policy's own). */
  values(...args: A): Record<string, unknown>;
  /** The read's result from its row, exactly as the repository's method returns it. */
  decode(row: unknown, ...args: A): R;
}

export interface Preparable {
  prepare(name: string): { execute(values: Record<string, unknown>): Promise<unknown[]> };
}

/**
 * A repository's read, from its statement's name, its query builder, its placeholders and its decoder (which takes
 * the row as its query types it: the policy hands back the row of that very query).
 */
export function joinedRead<A extends readonly unknown[], Row, R>(
  name: string,
  select: (session: SQL.Aliased<unknown>) => Preparable,
  values: (...args: A) => Record<string, unknown>,
  decode: (row: Row, ...args: A) => R,
): JoinedRead<A, R> {
  return { name, select, values, decode: (row, ...args) => decode(row as Row, ...args) };
}

/** What a route declares: the read, and its arguments as the raw request names them (null: the two-statement path). */
export interface RouteJoin {
  read: JoinedRead<readonly unknown[], unknown>;
  args(req: FastifyRequest, targetId: string): readonly unknown[] | null;
}

/** The route's declaration, typed by its read. */
export function joined<A extends readonly unknown[], R>(
  read: JoinedRead<A, R>,
  args: (req: FastifyRequest, targetId: string) => A | null,
): RouteJoin {
  return { read: read as unknown as RouteJoin['read'], args };
}

/** The arguments of a read that takes the target's id alone. */
export const targetOnly = (_req: FastifyRequest, targetId: string): [string] => [targetId];

/** The arguments of a records page: the target and the page its raw query names, parsed by the call's own schema. */
export function pageOf(query: {
  safeParse(value: unknown): { success: true; data: { start: number; limit: number } } | { success: false };
}): (req: FastifyRequest, targetId: string) => [string, number, number] | null {
  return (req, targetId) => {
    const parsed = query.safeParse(req.query);
    return parsed.success ? [targetId, parsed.data.start, parsed.data.limit] : null;
  };
}

/** The row the policy read with its own, held for the handler. */
export interface HeldRead {
  read: RouteJoin['read'];
  args: readonly unknown[];
  row: Record<string, unknown>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the policy when it ran the route's joined read: taken once by the handler (joinedResult). */
    joinedRead: HeldRead | null;
  }
}

/**
 * The read's result when the policy already read it for this request with these very arguments (then it is taken:
 * a second call reads again), else undefined: the caller reads it itself.
 */
export function joinedResult<A extends readonly unknown[], R>(req: FastifyRequest, read: JoinedRead<A, R>, ...args: A): R | undefined {
  const held = req.joinedRead;
  if (!held || held.read !== (read as unknown) || held.args.length !== args.length || held.args.some((arg, i) => arg !== args[i])) {
    return undefined;
  }
  req.joinedRead = null;
  return read.decode(held.row, ...args);
}

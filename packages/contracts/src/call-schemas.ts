import type { z } from 'zod';
import type { CallRoute } from './call.ts';

/** The schemas of one call: what it takes (path parameters, query, body) and the `data` it answers with. */
export interface CallSchemas {
  readonly summary: string;
  readonly description?: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: z.ZodType;
}

/** A whole call: its route and its schemas, described once. The server registers it, the web calls it. */
export type Call = CallRoute & CallSchemas;

/**
 * Joins a module's routes to their schemas. Every route must get schemas and nothing else may (the types say
 * so), so a call cannot be half described.
 */
export function defineCalls<R extends Record<string, CallRoute>, S extends { [K in keyof R]: CallSchemas }>(
  routes: R,
  schemas: S & Record<Exclude<keyof S, keyof R>, never>,
): { [K in keyof R]: R[K] & S[K] } {
  const calls = {} as { [K in keyof R]: R[K] & S[K] };
  for (const key of Object.keys(routes) as (keyof R)[])
    calls[key] = { ...routes[key], ...(schemas[key] as CallSchemas) } as R[typeof key] & S[typeof key];
  return calls;
}

type Part<C, K extends 'params' | 'query' | 'body', As extends string = K> = C extends { [P in K]: infer S extends z.ZodType }
  ? { [P in As]: z.input<S> }
  : { [P in As]?: never };

/**
 * What the client sends: `params`, `query` and `body`, each only when the call takes it. Distributed over a
 * union of calls first, so the three parts are joined per call (joined over the whole union, they multiply).
 */
export type CallInput<C> = C extends unknown ? Part<C, 'params'> & Part<C, 'query'> & Part<C, 'body'> : never;

/** The `data` of the call's success envelope. */
export type CallOutput<C> = C extends { response: infer S extends z.ZodType } ? z.output<S> : never;

/**
 * Where a call lives: a unique id, the HTTP method and the full path, with `:name` for each path parameter.
 * Zod-free, so the web app's shell and pages can hold routes without carrying a schema library; the schemas of
 * the same call are joined to its route in `calls/<module>.ts` (docs/decisions/0700-typed-calls.md).
 */
export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallRoute {
  readonly id: string;
  readonly method: CallMethod;
  readonly path: string;
}

/** Fills the `:name` parameters of a route's path (each value URL-encoded); a missing one is a bug, so it throws. */
export function callPath(route: CallRoute, params: Record<string, string | number> = {}): string {
  return route.path.replace(/:([A-Za-z][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.id}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

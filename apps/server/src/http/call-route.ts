import { envelope, type Call } from '@sprout/contracts';

type Has<C, K extends string> = C extends { [P in K]: infer S } ? S : undefined;

/** The Fastify schema of a call: its parts as the contracts describe them, and the success envelope around `data`. */
interface SchemaOf<C extends Call> {
  tags: string[];
  summary: string;
  description?: string;
  security?: never[];
  params: Has<C, 'params'>;
  querystring: Has<C, 'query'>;
  body: Has<C, 'body'>;
  response: { 200: ReturnType<typeof envelope<C['response']>> };
}

export interface CallRouteOptions {
  /** OpenAPI tags of the module. */
  tags: string[];
  /** A call anyone may make: no token in the OpenAPI description. */
  public?: boolean;
}

/**
 * Method, URL and schema of a route, taken from the call's description in packages/contracts, for
 * `app.route({ ...fromCall(instance, call, { tags }), config: { access }, handler })`. The URL is the call's path
 * less the prefix the module is mounted under, so the route answers exactly where the contracts say it does.
 */
export function fromCall<C extends Call>(instance: { prefix: string }, call: C, options: CallRouteOptions) {
  if (!call.path.startsWith(instance.prefix)) throw new Error(`${call.id}: ${call.path} is not under ${instance.prefix}`);
  const schema = {
    tags: options.tags,
    summary: call.summary,
    ...(call.description ? { description: call.description } : {}),
    ...(options.public ? { security: [] } : {}),
    ...(call.params ? { params: call.params } : {}),
    ...(call.query ? { querystring: call.query } : {}),
    ...(call.body ? { body: call.body } : {}),
    response: { 200: envelope(call.response) },
  };
  return { method: call.method, url: call.path.slice(instance.prefix.length) || '/', schema: schema as unknown as SchemaOf<C> };
}

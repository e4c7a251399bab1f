import type { AnyContractCall, CallInput, CallOf, CallOutput } from '@sprout/contracts';
import { callPath, type CallRoute } from '@sprout/contracts/light';
import { request, type QueryValue, type RequestOptions } from './request.ts';

/** How one call is made: everything of request() but what the route already says (method and path). */
export type CallOptions = Pick<
  RequestOptions,
  'signal' | 'showType' | 'headers' | 'skipAuth' | 'checkCode' | 'idempotent' | 'idempotencyKey'
>;

type KnownRoute = CallRoute & Pick<AnyContractCall, 'id' | 'method' | 'path'>;
type Args<R extends KnownRoute> =
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- "takes nothing required" is the empty object
  {} extends CallInput<CallOf<R>> ? [input?: CallInput<CallOf<R>> & CallOptions] : [input: CallInput<CallOf<R>> & CallOptions];

/**
 * The one way a feature calls the API: a route of `@sprout/contracts/light` and what the call takes. Its input and
 * answer are typed from the call's schemas in packages/contracts (types only: no schema reaches the bundle), so
 * a feature never spells a path, casts an answer or writes a response type by hand.
 */
export async function callApi<R extends KnownRoute>(route: R, ...[input]: Args<R>): Promise<CallOutput<CallOf<R>>> {
  type Given = { params?: Record<string, string | number>; query?: Record<string, QueryValue>; body?: unknown } & CallOptions;
  const { params, query, body, ...options }: Given = (input as unknown as Given | undefined) ?? {};
  return request<CallOutput<CallOf<R>>>(callPath(route, params), { ...options, method: route.method, query, body });
}

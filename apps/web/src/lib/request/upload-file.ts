import type { AnyContractCall, CallOf, CallOutput } from '@sprout/contracts';
import { callPath, type CallRoute } from '@sprout/contracts/light';
import { request, type QueryValue } from './request.ts';

type KnownRoute = CallRoute & Pick<AnyContractCall, 'id' | 'method' | 'path'>;

/** Sends a file as a call's whole body (its Content-Type is the file's), answered by the call's envelope. */
export function uploadFile<R extends KnownRoute>(
  route: R,
  file: Blob,
  query?: Record<string, QueryValue>,
  params?: Record<string, string>,
): Promise<CallOutput<CallOf<R>>> {
  return request<CallOutput<CallOf<R>>>(callPath(route, params), { method: route.method, query, body: file });
}

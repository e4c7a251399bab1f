import { queryOptions, useQuery } from '@tanstack/react-query';
import { authRoutes } from '@sprout/contracts/light';
import { callApi } from '../request/index.ts';
import { hasSession } from '../session.ts';

/** The signed-in account is app-wide (greeting, roles), so it lives here rather than in one feature. */
export const accountKeys = {
  all: ['account'] as const,
  me: () => [...accountKeys.all, 'me'] as const,
};

export function getMe(signal?: AbortSignal) {
  return callApi(authRoutes.me, { signal });
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.me(),
    queryFn: ({ signal }) => getMe(signal),
    enabled: hasSession(),
  });
}

export function useMe() {
  return useQuery(meQueryOptions());
}

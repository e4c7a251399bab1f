import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PREFIX } from '@sprout/contracts/light';
import type { Account } from '@sprout/contracts';
import { request } from '../request/index.ts';
import { hasSession } from '../session.ts';

/** The signed-in account is app-wide (greeting, roles), so it lives here rather than in one feature. */
export const accountKeys = {
  all: ['account'] as const,
  me: () => [...accountKeys.all, 'me'] as const,
};

export function getMe(signal?: AbortSignal): Promise<Account> {
  return request<Account>(`${API_PREFIX.app}/auth/me`, { signal });
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

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FamilyMember } from '@sprout/contracts';
import { familyRoutes } from '@sprout/contracts/light';
import { callApi } from '../request/index.ts';

/** Hierarchical, so a write to one member can invalidate ['family', id, ...] or the whole family. */
export const familyKeys = {
  all: ['family'] as const,
  members: () => [...familyKeys.all, 'members'] as const,
};

export function getFamilyMembers(signal?: AbortSignal): Promise<FamilyMember[]> {
  return callApi(familyRoutes.list, { signal });
}

export function familyMembersQueryOptions() {
  return queryOptions({
    queryKey: familyKeys.members(),
    queryFn: ({ signal }) => getFamilyMembers(signal),
    // The page shows its own error with a retry button.
    meta: { silentError: true },
  });
}

export function useFamilyMembers() {
  return useQuery(familyMembersQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PREFIX } from '@sprout/contracts/light';
import type { FamilyMember } from '@sprout/contracts';
import { request } from '../../../lib/request/index.ts';

/** The same key as the home page's list, so the two share one cached answer. */
export const familyMembersKey = ['family', 'members'] as const;

export function getFamilyMembers(signal?: AbortSignal): Promise<FamilyMember[]> {
  return request<FamilyMember[]>(`${API_PREFIX.app}/family_members`, { signal });
}

export function familyMembersQueryOptions() {
  return queryOptions({ queryKey: familyMembersKey, queryFn: ({ signal }) => getFamilyMembers(signal), meta: { silentError: true } });
}

export function useFamilyMembers() {
  return useQuery(familyMembersQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PREFIX } from '@sprout/contracts/light';
import type { HealthAdvices } from '@sprout/contracts';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { request } from '../../../lib/request/index.ts';

export function getHealthAdvices(familyMemberId: string, signal?: AbortSignal): Promise<HealthAdvices> {
  return request<HealthAdvices>(`${API_PREFIX.app}/family_members/${encodeURIComponent(familyMemberId)}/health_advices`, {
    query: { lang: currentLanguage() },
    signal,
  });
}

export function healthAdvicesQueryOptions(familyMemberId: string) {
  return queryOptions({
    // Under the member's prefix, so a new growth record or eye exam (['family', id, ...]) invalidates it too.
    queryKey: ['family', familyMemberId, 'advices', currentLanguage()] as const,
    queryFn: ({ signal }) => getHealthAdvices(familyMemberId, signal),
    meta: { silentError: true },
  });
}

export function useHealthAdvices(familyMemberId: string) {
  return useQuery({ ...healthAdvicesQueryOptions(familyMemberId), enabled: familyMemberId !== '' });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { adviceRoutes } from '@sprout/contracts/light';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { callApi } from '../../../lib/request/index.ts';

export function getHealthAdvices(familyMemberId: string, signal?: AbortSignal) {
  return callApi(adviceRoutes.forMember, { params: { familyMemberId }, query: { lang: currentLanguage() }, signal });
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

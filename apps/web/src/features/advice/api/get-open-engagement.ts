import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OpenEngagement } from '@sprout/contracts';
import { questionnaireRoutes } from '@sprout/contracts/light';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { callApi } from '../../../lib/request/index.ts';

/** GET /app-web2/family_members/{id}/engagement: the questionnaires and surveys open for one child. */
function getOpenEngagement(familyMemberId: string, signal?: AbortSignal): Promise<OpenEngagement> {
  return callApi(questionnaireRoutes.engagement, { params: { familyMemberId }, query: { lang: currentLanguage() }, signal });
}

export function useOpenEngagement(familyMemberId: string) {
  return useQuery({
    ...queryOptions({
      queryKey: ['family', familyMemberId, 'engagement', currentLanguage()] as const,
      queryFn: ({ signal }) => getOpenEngagement(familyMemberId, signal),
      // A side list: without it the advice still shows.
      meta: { silentError: true },
    }),
    enabled: familyMemberId !== '',
  });
}

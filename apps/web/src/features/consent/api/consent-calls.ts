import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsentInput } from '@sprout/contracts';
import { consentRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';

/** Under the member's key, so a change of the member refreshes it too. */
const consentKey = (familyMemberId: string) => ['family', familyMemberId, 'consent'] as const;

/** GET /app-web2/family_members/{familyMemberId}/consent. */
export function useConsent(familyMemberId: string, enabled: boolean) {
  return useQuery({
    queryKey: consentKey(familyMemberId),
    queryFn: ({ signal }) => callApi(consentRoutes.get, { params: { familyMemberId }, signal }),
    enabled,
    meta: { silentError: true },
  });
}

/** PUT …/consent: the answer, then the consent as it now stands. */
export function useAnswerConsent(familyMemberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsentInput) => callApi(consentRoutes.answer, { params: { familyMemberId }, body }),
    onSuccess: (consent) => queryClient.setQueryData(consentKey(familyMemberId), consent),
  });
}

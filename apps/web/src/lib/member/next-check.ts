import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NextCheck } from '@sprout/contracts';
import { nextCheckRoutes } from '@sprout/contracts/light';
import { ERROR_SHOW_TYPE } from '../request/errors.ts';
import { callApi } from '../request/index.ts';

/**
 * A family member's next checks (GET next_check): the rule of the doctor's patient list, read by the home, growth
 * and eye screens alike. The calendar address it carries is in the language asked, so the language is in the key.
 */
export function getNextCheck(familyMemberId: string, lang: string, signal?: AbortSignal): Promise<NextCheck> {
  return callApi(nextCheckRoutes.nextCheck, { params: { familyMemberId }, query: { lang }, showType: ERROR_SHOW_TYPE.SILENT, signal });
}

export function nextCheckQueryOptions(familyMemberId: string, lang: string) {
  return queryOptions({
    queryKey: ['family', familyMemberId, 'nextCheck', lang] as const,
    queryFn: ({ signal }) => getNextCheck(familyMemberId, lang, signal),
    // The card is an extra on its screen: when the call fails it is left out, never an error toast.
    meta: { silentError: true },
    retry: false,
  });
}

export function useNextCheck(familyMemberId: string, lang: string) {
  return useQuery(nextCheckQueryOptions(familyMemberId, lang));
}

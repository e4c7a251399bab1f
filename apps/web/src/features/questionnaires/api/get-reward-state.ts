import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RewardState } from '@sprout/contracts';
import { questionnaireRoutes } from '@sprout/contracts/light';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { callApi } from '../../../lib/request/index.ts';
import { questionnaireKeys } from './get-questionnaire.ts';

export function getRewardState(code: string, signal?: AbortSignal): Promise<RewardState> {
  return callApi(questionnaireRoutes.reward, { params: { code }, signal });
}

export function rewardStateQueryOptions(code: string) {
  return queryOptions({
    queryKey: [...questionnaireKeys.reward(code), currentLanguage()],
    queryFn: ({ signal }) => getRewardState(code, signal),
    meta: { silentError: true },
  });
}

export function useRewardState(code: string) {
  return useQuery({ ...rewardStateQueryOptions(code), enabled: code !== '' });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Questionnaire } from '@sprout/contracts';
import { questionnaireRoutes } from '@sprout/contracts/light';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { callApi } from '../../../lib/request/index.ts';

export const questionnaireKeys = {
  all: ['questionnaires'] as const,
  questionnaire: (code: string, lang: string) => [...questionnaireKeys.all, code, lang] as const,
  submission: (submissionId: string, lang: string) => [...questionnaireKeys.all, 'submissions', submissionId, lang] as const,
  reward: (code: string) => [...questionnaireKeys.all, code, 'reward'] as const,
};

export function getQuestionnaire(code: string, signal?: AbortSignal): Promise<Questionnaire> {
  return callApi(questionnaireRoutes.get, { params: { code }, signal });
}

export function questionnaireQueryOptions(code: string) {
  return queryOptions({
    queryKey: questionnaireKeys.questionnaire(code, currentLanguage()),
    queryFn: ({ signal }) => getQuestionnaire(code, signal),
    meta: { silentError: true },
  });
}

export function useQuestionnaire(code: string) {
  return useQuery({ ...questionnaireQueryOptions(code), enabled: code !== '' });
}

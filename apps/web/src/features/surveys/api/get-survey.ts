import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Survey } from '@sprout/contracts';
import { surveyRoutes } from '@sprout/contracts/light';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { callApi } from '../../../lib/request/index.ts';

export const surveyKeys = {
  all: ['surveys'] as const,
  survey: (diseaseCode: string, lang: string) => [...surveyKeys.all, diseaseCode, lang] as const,
};

export function getSurvey(diseaseCode: string, signal?: AbortSignal): Promise<Survey> {
  return callApi(surveyRoutes.get, { params: { diseaseCode }, signal });
}

export function surveyQueryOptions(diseaseCode: string) {
  return queryOptions({
    queryKey: surveyKeys.survey(diseaseCode, currentLanguage()),
    queryFn: ({ signal }) => getSurvey(diseaseCode, signal),
    // The page shows "not found" or its own error with a retry.
    meta: { silentError: true },
  });
}

export function useSurvey(diseaseCode: string) {
  return useQuery(surveyQueryOptions(diseaseCode));
}

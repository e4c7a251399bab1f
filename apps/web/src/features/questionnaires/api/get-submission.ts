import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubmissionResult } from '@sprout/contracts';
import { questionnaireRoutes } from '@sprout/contracts/light';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { callApi } from '../../../lib/request/index.ts';
import { questionnaireKeys } from './get-questionnaire.ts';

export function getSubmission(submissionId: string, signal?: AbortSignal): Promise<SubmissionResult> {
  return callApi(questionnaireRoutes.submission, { params: { submissionId }, signal });
}

export function submissionQueryOptions(submissionId: string) {
  return queryOptions({
    queryKey: questionnaireKeys.submission(submissionId, currentLanguage()),
    queryFn: ({ signal }) => getSubmission(submissionId, signal),
    meta: { silentError: true },
  });
}

export function useSubmission(submissionId: string) {
  return useQuery({ ...submissionQueryOptions(submissionId), enabled: submissionId !== '' });
}

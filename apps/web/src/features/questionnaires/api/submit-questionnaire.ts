import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmissionInput, SubmissionResult } from '@sprout/contracts';
import { questionnaireRoutes } from '@sprout/contracts/light';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { callApi } from '../../../lib/request/index.ts';
import { questionnaireKeys } from './get-questionnaire.ts';

export function submitQuestionnaire(code: string, input: SubmissionInput): Promise<SubmissionResult> {
  return callApi(questionnaireRoutes.submit, { params: { code }, body: input, idempotent: true });
}

export function useSubmitQuestionnaire(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SubmissionInput) => submitQuestionnaire(code, input),
    meta: { silentError: true },
    onSuccess: (result) => {
      // The result page opens with this answer already in the cache; the reward state has changed.
      queryClient.setQueryData(questionnaireKeys.submission(result.submissionId, currentLanguage()), result);
      void queryClient.invalidateQueries({ queryKey: questionnaireKeys.reward(code) });
    },
  });
}

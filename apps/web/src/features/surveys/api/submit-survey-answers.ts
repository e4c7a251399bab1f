import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SurveyAnswer, SurveyAnswerInput } from '@sprout/contracts';
import { surveyRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';

export function submitSurveyAnswers(diseaseCode: string, input: SurveyAnswerInput): Promise<SurveyAnswer> {
  return callApi(surveyRoutes.answer, { params: { diseaseCode }, body: input, idempotent: true });
}

export function useSubmitSurveyAnswers(diseaseCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SurveyAnswerInput) => submitSurveyAnswers(diseaseCode, input),
    // A 400 is shown beside each question by the page; other failures get the usual toast there too.
    meta: { silentError: true },
    onSuccess: (answer) => queryClient.invalidateQueries({ queryKey: ['family', answer.familyMemberId, 'surveys'] }),
  });
}

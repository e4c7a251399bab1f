import type { FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { Questionnaire } from '@sprout/contracts';
import { LoadFailed } from '../../../components/feedback/load-failed.tsx';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import styles from '../../../components/layout/page.module.css';
import { QuestionList } from '../../../components/questions/question-list.tsx';
import { useQuestionForm } from '../../../components/questions/use-question-form.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { isApiError, showApiError } from '../../../lib/request/index.ts';
import { useQuestionnaire } from '../api/get-questionnaire.ts';
import { useSubmitQuestionnaire } from '../api/submit-questionnaire.ts';
import { NotFoundState } from '../components/not-found-state.tsx';

function QuestionnaireForm({ questionnaire, familyMemberId }: { questionnaire: Questionnaire; familyMemberId: string | null }) {
  const { t } = useTranslation('engagement');
  const navigate = useNavigate();
  const form = useQuestionForm(questionnaire.questions);
  const submit = useSubmitQuestionnaire(questionnaire.code);
  const reward = questionnaire.reward;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const answers = form.prepare();
    if (!answers) return;
    submit.mutate(
      // Taken from a child's list (advice page): the result is that child's, and the list shows it done.
      familyMemberId ? { answers, familyMemberId } : { answers },
      {
        onSuccess: (result) => {
          // The result starts at its top, not where the submit button was.
          window.scrollTo(0, 0);
          void navigate(`/questionnaires/result?submissionId=${encodeURIComponent(result.submissionId)}`);
        },
        onError: (error) => {
          if (!form.takeServerErrors(error)) showApiError(error);
        },
      },
    );
  };

  return (
    <form className={styles.page} onSubmit={onSubmit} noValidate data-testid="questionnaire-form">
      <h1 className={styles.heading}>{questionnaire.title}</h1>
      <p className={styles.intro}>{questionnaire.intro}</p>
      {reward ? (
        <p className={styles.notice} data-testid="reward-offer">
          {reward.kind === 'points'
            ? t('questionnaire.offerPoints', { points: reward.points })
            : t('questionnaire.offerCoupon', { name: reward.couponName })}
        </p>
      ) : null}
      <QuestionList
        questions={questionnaire.questions}
        draft={form.draft}
        onChange={form.change}
        problems={form.problems}
        serverMessages={form.serverMessages}
      />
      {form.errorCount > 0 ? (
        <p className={styles.alert} role="alert" data-testid="form-errors">
          {t('fixErrors', { ns: 'questions', number: form.errorCount })}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="button button--primary" disabled={submit.isPending}>
          {submit.isPending ? t('questionnaire.submitting') : t('questionnaire.submit')}
        </button>
      </div>
    </form>
  );
}

/** /questionnaires/take?code=…[&familyMemberId=…]: answer a questionnaire (for one child when named), then see the result. */
export default function TakeQuestionnairePage() {
  const { t } = useTranslation('engagement');
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const questionnaire = useQuestionnaire(code);

  if (!code) return <NotFoundState kind="questionnaire" testId="questionnaire-not-found" />;
  if (questionnaire.isPending) return <PageLoading />;
  if (questionnaire.isError) {
    if (isApiError(questionnaire.error) && [400, 404].includes(questionnaire.error.status))
      return <NotFoundState kind="questionnaire" testId="questionnaire-not-found" />;
    return (
      <LoadFailed
        title={t('questionnaire.loadFailed')}
        message={questionnaire.error.message}
        onRetry={() => void questionnaire.refetch()}
      />
    );
  }
  return <QuestionnaireForm questionnaire={questionnaire.data} familyMemberId={params.get('familyMemberId')} />;
}

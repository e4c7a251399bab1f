import { useState, type FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { FamilyMember, Survey, SurveyAnswer } from '@sprout/contracts';
import { LoadFailed } from '../../../components/feedback/load-failed.tsx';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import { StatusScreen } from '../../../components/feedback/status-screen.tsx';
import styles from '../../../components/layout/page.module.css';
import { QuestionList } from '../../../components/questions/question-list.tsx';
import { useQuestionForm } from '../../../components/questions/use-question-form.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useFamilyMembers } from '../../../lib/member/family-members.ts';
import { isApiError, showApiError } from '../../../lib/request/index.ts';
import { useSurvey } from '../api/get-survey.ts';
import { useSubmitSurveyAnswers } from '../api/submit-survey-answers.ts';
import { MemberChoice } from '../components/member-choice.tsx';

/** The member named in the address, else the first child, else the first member. */
function initialMember(members: readonly FamilyMember[], wanted: string | null): string | null {
  return (
    (members.find((m) => m.familyMemberId === wanted) ?? members.find((m) => m.relation === 'child') ?? members[0])?.familyMemberId ?? null
  );
}

function SurveyForm({ survey, members }: { survey: Survey; members: readonly FamilyMember[] }) {
  const { t } = useTranslation('engagement');
  const [params] = useSearchParams();
  const [memberId, setMemberId] = useState(() => initialMember(members, params.get('familyMemberId')));
  const form = useQuestionForm(survey.questions);
  const submit = useSubmitSurveyAnswers(survey.diseaseCode);
  const [saved, setSaved] = useState<SurveyAnswer | null>(null);

  if (saved) {
    const name = members.find((m) => m.familyMemberId === saved.familyMemberId)?.name ?? '';
    return (
      <StatusScreen
        testId="survey-success"
        title={t('survey.successTitle')}
        description={t('survey.successDescription', { name, title: survey.title })}
      >
        <Link className="button button--primary" to="/">
          {t('actions.backHome', { ns: 'common' })}
        </Link>
        <button
          type="button"
          className="button"
          onClick={() => {
            form.reset();
            setSaved(null);
          }}
        >
          {t('survey.answerAgain')}
        </button>
      </StatusScreen>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const answers = form.prepare();
    if (!answers || !memberId) return;
    submit.mutate(
      { familyMemberId: memberId, answers },
      {
        onSuccess: setSaved,
        onError: (error) => {
          if (!form.takeServerErrors(error)) showApiError(error);
        },
      },
    );
  };
  const errorCount = form.errorCount;

  return (
    <form className={styles.page} onSubmit={onSubmit} noValidate data-testid="survey-form">
      <h1 className={styles.heading}>{survey.title}</h1>
      <p className={styles.intro}>{survey.intro}</p>
      <MemberChoice members={members} chosenId={memberId} onChoose={setMemberId} />
      <QuestionList
        questions={survey.questions}
        draft={form.draft}
        onChange={form.change}
        problems={form.problems}
        serverMessages={form.serverMessages}
      />
      {errorCount > 0 ? (
        <p className={styles.alert} role="alert" data-testid="form-errors">
          {t('fixErrors', { ns: 'questions', number: errorCount })}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="button button--primary" disabled={submit.isPending}>
          {submit.isPending ? t('survey.submitting') : t('survey.submit')}
        </button>
      </div>
    </form>
  );
}

/** /diseaseSurvey/{diseaseCode}: a parent answers a disease survey for one of their family members. */
export default function DiseaseSurveyPage() {
  const { t } = useTranslation('engagement');
  const { diseaseCode = '' } = useParams();
  const survey = useSurvey(diseaseCode);
  const members = useFamilyMembers();

  if (survey.isPending || members.isPending) return <PageLoading />;
  if (survey.isError) {
    if (isApiError(survey.error) && (survey.error.status === 404 || survey.error.status === 400)) {
      return (
        <StatusScreen
          testId="survey-not-found"
          title={t('survey.notFoundTitle')}
          description={t('survey.notFoundDescription', { code: diseaseCode })}
        >
          <Link className="button button--primary" to="/">
            {t('actions.backHome', { ns: 'common' })}
          </Link>
        </StatusScreen>
      );
    }
    return <LoadFailed title={t('survey.loadFailed')} message={survey.error.message} onRetry={() => void survey.refetch()} />;
  }
  if (members.isError)
    return <LoadFailed title={t('survey.loadFailed')} message={members.error.message} onRetry={() => void members.refetch()} />;
  if (members.data.length === 0) {
    return (
      <StatusScreen testId="survey-no-members" title={survey.data.title} description={t('survey.noMembers')}>
        <Link className="button button--primary" to="/">
          {t('actions.backHome', { ns: 'common' })}
        </Link>
      </StatusScreen>
    );
  }
  return <SurveyForm survey={survey.data} members={members.data} />;
}

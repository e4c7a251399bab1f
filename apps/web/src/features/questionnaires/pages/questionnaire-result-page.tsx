import { Link, useSearchParams } from 'react-router';
import type { SubmissionResult } from '@sprout/contracts';
import { LoadFailed } from '../../../components/feedback/load-failed.tsx';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import page from '../../../components/layout/page.module.css';
import { formatDate } from '../../../lib/format/date.ts';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { isApiError } from '../../../lib/request/index.ts';
import { useSubmission } from '../api/get-submission.ts';
import { NotFoundState } from '../components/not-found-state.tsx';
import styles from '../components/result.module.css';

/** Levels are ordered by score: the first reads as good news, the last as "see a doctor". */
function tone(result: SubmissionResult): 'good' | 'middle' | 'attention' {
  const share = result.maxScore > 0 ? result.level.minScore / result.maxScore : 0;
  // The level's lower bound as a share of the highest score: under a quarter good, over a half attention.
  return share < 0.25 ? 'good' : share > 0.5 ? 'attention' : 'middle';
}

function Result({ result }: { result: SubmissionResult }) {
  const { t } = useTranslation('engagement');
  const lang = currentLanguage();
  const rewardLink = `/questionnaires/reward?code=${encodeURIComponent(result.questionnaireCode)}&submissionId=${encodeURIComponent(result.submissionId)}`;
  return (
    <main className={page.page} data-testid="questionnaire-result">
      <h1 className={page.heading}>{result.title}</h1>
      <section className={styles.summary} data-tone={tone(result)} aria-labelledby="result-level">
        <p className={styles.scoreLine}>
          <span className={styles.scoreLabel}>{t('result.score')}</span>
          <span className={styles.score} data-testid="result-score">
            {result.score}
          </span>
          <span className={styles.outOf}>/ {result.maxScore}</span>
        </p>
        <p id="result-level" className={styles.level} data-testid="result-level">
          {result.level.label}
        </p>
        <p className={styles.when}>{t('result.answeredOn', { date: formatDate(result.createdAt, lang) })}</p>
      </section>
      <section className={page.card} aria-labelledby="result-reading">
        <h2 id="result-reading" className={page.cardTitle}>
          {t('result.reading')}
        </h2>
        <p className={styles.text} data-testid="result-reading">
          {result.reading}
        </p>
      </section>
      <section className={page.card} aria-labelledby="result-advice">
        <h2 id="result-advice" className={page.cardTitle}>
          {t('result.advice')}
        </h2>
        <p className={styles.text} data-testid="result-advice">
          {result.advice}
        </p>
      </section>
      {result.reward.status !== 'none' ? (
        <p className={page.notice} data-testid="result-reward">
          {result.reward.status === 'granted' ? t('result.rewardGranted') : t('result.rewardAlready')}
        </p>
      ) : null}
      <div className={page.actions}>
        {result.reward.status !== 'none' ? (
          <Link className="button button--primary" to={rewardLink} data-testid="view-reward">
            {t('result.viewReward')}
          </Link>
        ) : null}
        <Link className="button" to={`/questionnaires/take?code=${encodeURIComponent(result.questionnaireCode)}`}>
          {t('result.retake')}
        </Link>
      </div>
      <p className={styles.disclaimer}>{t('result.disclaimer')}</p>
    </main>
  );
}

/** /questionnaires/result?submissionId=…: score, level, reading and advice of one of the user's submissions. */
export default function QuestionnaireResultPage() {
  const { t } = useTranslation('engagement');
  const [params] = useSearchParams();
  const submissionId = params.get('submissionId') ?? '';
  const submission = useSubmission(submissionId);

  if (!submissionId) return <NotFoundState kind="result" testId="result-not-found" />;
  if (submission.isPending) return <PageLoading />;
  if (submission.isError) {
    if (isApiError(submission.error) && [400, 404].includes(submission.error.status))
      return <NotFoundState kind="result" testId="result-not-found" />;
    return <LoadFailed title={t('result.loadFailed')} message={submission.error.message} onRetry={() => void submission.refetch()} />;
  }
  return <Result result={submission.data} />;
}

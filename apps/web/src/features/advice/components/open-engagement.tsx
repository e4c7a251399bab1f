import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useOpenEngagement } from '../api/get-open-engagement.ts';
import styles from './advice.module.css';

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query).toString()}`;

/**
 * The questionnaires and disease surveys a parent can fill in for this child, each saying whether it was done,
 * and the way to the parent's points: where surveys and questionnaires are found.
 */
export function OpenEngagement({ familyMemberId }: { familyMemberId: string }) {
  const { t } = useTranslation('advice');
  const open = useOpenEngagement(familyMemberId);
  if (!open.data) return null;
  const { questionnaires, surveys } = open.data;
  return (
    <section className={styles.group} aria-labelledby="open-engagement" data-testid="open-engagement">
      <h2 id="open-engagement" className={styles.groupTitle}>
        {t('engagement.title')}
      </h2>
      <ul className={styles.engagementList}>
        {questionnaires.map((q) => (
          <li key={`q-${q.code}`} className={styles.engagementItem} data-testid="open-questionnaire">
            <Link className={styles.engagementLink} to={withQuery('/questionnaires/take', { code: q.code, familyMemberId })}>
              <span>{q.title}</span>
              <span className={styles.engagementMeta}>
                {t('engagement.questionnaire')}
                {q.reward?.kind === 'points' ? ` · ${t('engagement.points', { points: q.reward.points })}` : ''}
                {q.reward?.kind === 'coupon' ? ` · ${t('engagement.coupon')}` : ''}
              </span>
            </Link>
            {q.lastSubmissionId ? (
              <Link
                className={styles.engagementDone}
                to={withQuery('/questionnaires/result', { submissionId: q.lastSubmissionId })}
                data-testid="questionnaire-done"
              >
                {t('engagement.done')}
              </Link>
            ) : null}
          </li>
        ))}
        {surveys.map((s) => (
          <li key={`s-${s.diseaseCode}`} className={styles.engagementItem} data-testid="open-survey">
            <Link
              className={styles.engagementLink}
              to={withQuery(`/diseaseSurvey/${encodeURIComponent(s.diseaseCode)}`, { familyMemberId })}
            >
              <span>{s.title}</span>
              <span className={styles.engagementMeta}>{t('engagement.survey')}</span>
            </Link>
            {s.answered ? <span className={styles.engagementDone}>{t('engagement.answered')}</span> : null}
          </li>
        ))}
      </ul>
      <Link className="button" to="/points" data-testid="my-points">
        {t('engagement.myPoints')}
      </Link>
    </section>
  );
}

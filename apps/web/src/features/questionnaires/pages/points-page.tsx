import { Link } from 'react-router';
import { LoadFailed } from '../../../components/feedback/load-failed.tsx';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import page from '../../../components/layout/page.module.css';
import { formatDate } from '../../../lib/format/date.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { usePoints } from '../api/get-points.ts';
import styles from './points.module.css';

/** /points: the points this account holds and how each was earned (questionnaire rewards), newest first. */
export default function PointsPage() {
  const { t, i18n } = useTranslation('engagement');
  const points = usePoints();
  if (points.isPending) return <PageLoading />;
  if (points.isError)
    return <LoadFailed title={t('points.loadFailed')} message={points.error.message} onRetry={() => void points.refetch()} />;
  const { balance, entries } = points.data;
  return (
    <main className={page.page} data-testid="points-page">
      <h1 className={page.heading}>{t('points.heading')}</h1>
      <p className={page.card} data-testid="points-balance">
        {t('points.balance', { balance })}
      </p>
      <h2 className={page.cardTitle}>{t('points.history')}</h2>
      {entries.length === 0 ? (
        <p className={page.notice} data-testid="points-empty">
          {t('points.empty')}
        </p>
      ) : (
        <ul className={`${page.card} ${styles.entries}`} data-testid="points-entries">
          {entries.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className={styles.entry} data-testid="points-entry">
              <span>
                <strong>{entry.delta > 0 ? `+${entry.delta}` : entry.delta}</strong>{' '}
                {entry.reason === 'questionnaireReward' ? t('points.fromQuestionnaire', { title: entry.title ?? '' }) : t('points.other')}
              </span>
              <span className={styles.when}>{formatDate(entry.at, i18n.language)}</span>
            </li>
          ))}
        </ul>
      )}
      <div className={page.actions}>
        <Link className="button" to="/">
          {t('actions.backHome', { ns: 'common' })}
        </Link>
      </div>
    </main>
  );
}

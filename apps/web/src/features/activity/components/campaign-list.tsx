import { Link } from 'react-router';
import { LoadFailed } from '../../../components/feedback/load-failed.tsx';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useRunningCampaigns } from '../api/get-running-campaigns.ts';
import { formatCampaignDate } from './activity-closed.tsx';
import styles from './campaign-list.module.css';

/** The window's end is exclusive: the campaign's last day is the day before (as on the "ended" page). */
const LAST_MOMENT_MS = 1;

/** /activityHtmls without an id: the campaigns running now, each opening its page. */
export function CampaignList() {
  const { t } = useTranslation('activity');
  const lang = currentLanguage();
  const campaigns = useRunningCampaigns(lang);
  let body;
  if (campaigns.isPending) body = <PageLoading />;
  else if (campaigns.isError)
    body = <LoadFailed title={t('loadFailed')} error={campaigns.error} onRetry={() => void campaigns.refetch()} />;
  else if (campaigns.data.length === 0)
    body = (
      <p className={styles.empty} data-testid="campaigns-empty">
        {t('running.empty')}
      </p>
    );
  else {
    body = (
      <ul className={styles.list} data-testid="campaign-list">
        {campaigns.data.map((campaign) => (
          <li key={campaign.id}>
            <Link className={styles.item} to={`/activityHtmls?${new URLSearchParams({ id: campaign.slug ?? campaign.id }).toString()}`}>
              <strong className={styles.title}>{campaign.title}</strong>
              <span className={styles.when}>
                {campaign.endsAt
                  ? t('running.until', { date: formatCampaignDate(campaign.endsAt, lang, LAST_MOMENT_MS) })
                  : t('running.ongoing')}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <main className={styles.page} data-testid="campaigns-page">
      <h1 className={styles.heading}>{t('running.title')}</h1>
      {body}
      <Link className={styles.home} to="/">
        {t('notFound.toHome')}
      </Link>
    </main>
  );
}

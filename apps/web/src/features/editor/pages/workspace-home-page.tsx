import { Link } from 'react-router';
import { formatDate } from '../../../lib/format/date.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useMonitoringWeek } from '../api/get-monitoring-week.ts';
import { useWorkspaceSummary } from '../api/get-workspace-summary.ts';
import styles from '../components/editor.module.css';
import { LoadState } from '../components/load-state.tsx';
import { SECTIONS, WorkspaceLayout } from '../components/workspace-layout.tsx';
import { campaignMoment, isThisWeek } from '../utils/campaign-week.ts';
import { vitalRating, weekTotals } from '../utils/monitoring-rating.ts';

const percent = (share: number | null) => (share === null ? '–' : `${Math.round(share * 100)}%`);

function Tile({ to, value, label, warn, testId }: { to: string; value: number | string; label: string; warn?: boolean; testId: string }) {
  return (
    <Link to={to} className={`${styles.tile} ${warn ? styles.tileWarn : ''}`} data-testid={testId}>
      <span className={styles.tileValue}>{value}</span>
      <span className={styles.tileLabel}>{label}</span>
    </Link>
  );
}

/** /admin: where an editor lands after signing in: what needs attention, and a way into every section. */
export default function WorkspaceHomePage() {
  const { t, i18n } = useTranslation('editor');
  const summary = useWorkspaceSummary();
  const monitoring = useMonitoringWeek();
  const data = summary.data;
  const lcp = monitoring.data ? vitalRating(monitoring.data, 'LCP') : null;
  const totals = monitoring.data ? weekTotals(monitoring.data) : null;
  const now = new Date();
  const campaigns = (data?.campaigns ?? []).map((c) => ({ ...c, moment: campaignMoment(c, now) }));

  return (
    <WorkspaceLayout title={t('home.title')} subtitle={t('home.subtitle')}>
      <LoadState query={summary} />
      {data ? (
        <section aria-labelledby="attention" className={styles.form}>
          <h2 id="attention" className={styles.cardTitle}>
            {t('home.attention')}
          </h2>
          <div className={styles.tiles}>
            <Tile
              testId="tile-leads"
              to="/admin/leads?status=new"
              value={data.newLeads}
              label={t('home.newLeads')}
              warn={data.newLeads > 0}
            />
            <Tile
              testId="tile-article-drafts"
              to="/admin/content/article?status=draft"
              value={data.drafts.article}
              label={t('home.articleDrafts')}
            />
            <Tile
              testId="tile-faq-drafts"
              to="/admin/content/article"
              value={data.drafts.faqItem + data.drafts.faqCategory}
              label={t('home.faqDrafts')}
            />
            <Tile
              testId="tile-activity-drafts"
              to="/admin/activities"
              value={data.activityDrafts}
              label={t('home.activityDrafts', { total: data.activityPages })}
            />
            <Tile
              testId="tile-campaigns-week"
              to="/admin/activities"
              value={campaigns.filter((c) => isThisWeek(c.moment)).length}
              label={t('home.campaignsThisWeek')}
              warn={campaigns.some((c) => isThisWeek(c.moment))}
            />
            <Tile
              testId="tile-monitoring"
              to="/monitoring"
              value={lcp ? percent(lcp.good) : '…'}
              label={
                totals ? t('home.monitoring', { errors: totals.errors, whiteScreens: totals.whiteScreens }) : t('home.monitoringLoading')
              }
              warn={lcp?.poor !== null && (lcp?.poor ?? 0) > 0.25}
            />
          </div>
        </section>
      ) : null}
      {data ? (
        <section className={styles.card} aria-labelledby="campaigns">
          <h2 id="campaigns" className={styles.cardTitle}>
            {t('home.campaigns')}
          </h2>
          {campaigns.length === 0 ? <p className={styles.muted}>{t('home.noCampaigns')}</p> : null}
          <ul>
            {campaigns.map((c) => (
              <li key={c.id} data-testid="campaign">
                <Link to={`/admin/activities/edit?id=${c.id}`}>{c.title || c.slug || c.id}</Link>{' '}
                <span className={styles.muted}>{c.publishedAt ? t('home.publishedOn', { date: c.publishedAt.slice(0, 10) }) : null}</span>{' '}
                {c.moment ? (
                  <span className={`${styles.badge} ${isThisWeek(c.moment) ? '' : styles.muted}`} data-testid="campaign-moment">
                    {t(`home.${c.moment.kind}`, { date: formatDate(c.moment.at, i18n.language) })}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className={styles.card} aria-labelledby="sections">
        <h2 id="sections" className={styles.cardTitle}>
          {t('home.sections')}
        </h2>
        <div className={styles.row}>
          {SECTIONS.filter((s) => s.key !== 'home').map((s) => (
            <Link key={s.to} to={s.to} className={styles.chip}>
              {t(`nav.${s.key}`)}
            </Link>
          ))}
        </div>
      </section>
    </WorkspaceLayout>
  );
}

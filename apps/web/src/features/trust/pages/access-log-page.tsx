import { Link, useSearchParams } from 'react-router';
import { isUuid } from '@sprout/contracts/light';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import { StatusScreen } from '../../../components/feedback/status-screen.tsx';
import pageStyles from '../../../components/layout/page.module.css';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useAccessLog } from '../api/trust-api.ts';
import { AccessEntry } from '../components/access-entry.tsx';
import { ExportCard } from '../components/export-card.tsx';
import styles from '../components/trust.module.css';

/** /trust/accessLog?familyMemberId=…: who outside the family read or changed the child's data, and the exports. */
export default function AccessLogPage() {
  const { t } = useTranslation('trust');
  const [params] = useSearchParams();
  const familyMemberId = params.get('familyMemberId') ?? '';
  const valid = isUuid(familyMemberId);
  const log = useAccessLog(valid ? familyMemberId : '');

  if (!valid || log.isError) {
    return (
      <main data-testid="access-log-error">
        <StatusScreen title={t('log.loadFailed')} description={log.error?.message ?? ''}>
          <Link className="button button--primary" to="/">
            {t('actions.backHome', { ns: 'common' })}
          </Link>
        </StatusScreen>
      </main>
    );
  }
  const entries = log.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <main className={pageStyles.page} data-testid="access-log-page">
      <h1 className={pageStyles.heading}>{t('trustAccessLog', { ns: 'titles' })}</h1>
      <p className={pageStyles.intro}>{t('log.intro')}</p>
      {log.isPending ? (
        <PageLoading />
      ) : entries.length === 0 ? (
        <p className={pageStyles.notice}>{t('log.empty')}</p>
      ) : (
        <ul className={styles.list} data-testid="access-log">
          {entries.map((entry) => (
            <AccessEntry key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
      {log.hasNextPage ? (
        <button type="button" className="button" disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
          {t('log.loadMore')}
        </button>
      ) : null}
      <Link className="button" to={`/trust/shares?familyMemberId=${familyMemberId}`}>
        {t('entry.share')}
      </Link>
      <ExportCard familyMemberId={familyMemberId} />
    </main>
  );
}

import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import { StatusScreen } from '../../../components/feedback/status-screen.tsx';
import pageStyles from '../../../components/layout/page.module.css';
import { formatDate, formatDateTime } from '../../../lib/format/date.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { isApiError } from '../../../lib/request/index.ts';
import { useSharedView } from '../api/trust-api.ts';
import { SharedEye, SharedGrowth, SharedPreterm, SharedRecord } from '../components/shared-sections.tsx';
import styles from '../components/trust.module.css';

/**
 * The token of the address: `/shared/<token>` (the server renders the view in its first answer), or the first
 * version's `/shared#<token>`, whose fragment the server never sees: that one is read after hydration, so that the
 * first render in the browser is the server's (a loading screen) and React finds no mismatch (error #418).
 */
function useShareToken(): { token: string; known: boolean } {
  const fromPath = useParams().token ?? '';
  const hash = useLocation().hash;
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (fromPath) return { token: fromPath, known: true };
  return { token: mounted ? hash.replace(/^#/, '') : '', known: mounted };
}

/**
 * /shared/<token>: what a parent shared, read only, without signing in; the page posts the token to the API (in a
 * body, never in an API address). Expired or revoked links say so and show nothing.
 */
export default function SharedPage() {
  const { t, i18n } = useTranslation('trust');
  const { token, known } = useShareToken();
  const view = useSharedView(token);

  if (!known) return <PageLoading />;
  if (!token || (view.isError && isApiError(view.error) && [400, 404].includes(view.error.status))) {
    return (
      <main data-testid="shared-not-found">
        <StatusScreen title={t('shared.notFoundTitle')} description={t('shared.notFoundHint')} />
      </main>
    );
  }
  if (view.isError) {
    return (
      <main data-testid="shared-error">
        <StatusScreen title={t('shared.loadFailed')} description={view.error.message}>
          <button type="button" className="button button--primary" onClick={() => void view.refetch()}>
            {t('shared.retry')}
          </button>
        </StatusScreen>
      </main>
    );
  }
  if (!view.data) return <PageLoading />;
  const data = view.data;
  if (data.status !== 'active') {
    return (
      <main data-testid="shared-closed" data-status={data.status}>
        <StatusScreen
          title={t(data.status === 'revoked' ? 'shared.revokedTitle' : 'shared.expiredTitle')}
          description={t('shared.closedHint')}
        />
      </main>
    );
  }
  return (
    <main className={pageStyles.page} data-testid="shared-page" data-status="active">
      <header className={styles.sharedHeader}>
        <span className={styles.sharedBadge} data-testid="shared-badge">
          {t('shared.badge')}
        </span>
        <h1 data-testid="shared-whose">{t('shared.whose', { name: data.member.name })}</h1>
        <p>
          {t(`shared.sex.${data.member.sex}`)} · {t('shared.born', { date: formatDate(data.member.birthDate, i18n.language) })}
        </p>
        {data.preterm ? <SharedPreterm preterm={data.preterm} /> : null}
        <p data-testid="shared-expires" className={styles.sharedExpires}>
          {t('shared.expires', { time: formatDateTime(data.expiresAt, i18n.language) })}
        </p>
      </header>
      {data.growth ? <SharedGrowth growth={data.growth} birthDate={data.member.birthDate} /> : null}
      {data.eye ? <SharedEye eye={data.eye} birthDate={data.member.birthDate} /> : null}
      {data.record ? <SharedRecord record={data.record} /> : null}
    </main>
  );
}

import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
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
 * The token of the address: `/shared/<token>`, which the server renders in its first answer. A link of the first
 * version, `/shared#<token>`, is sent to that address before anything is drawn by index.html's first script (the
 * server never sees a fragment); reached inside the app, it is sent there here. `/shared` alone is a link without a
 * token: not found, on the server as in the browser.
 */
function useShareToken(): { token: string; known: boolean } {
  const fromPath = useParams().token ?? '';
  const hash = useLocation().hash;
  const navigate = useNavigate();
  const inFragment = fromPath ? '' : hash.replace(/^#/, '');
  useEffect(() => {
    if (inFragment) void navigate(`/shared/${inFragment}`, { replace: true });
  }, [inFragment, navigate]);
  return { token: fromPath, known: !inFragment };
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

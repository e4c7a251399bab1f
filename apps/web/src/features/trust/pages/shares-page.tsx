import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ShareCreated } from '@sprout/contracts';
import { isUuid } from '@sprout/contracts/light';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import pageStyles from '../../../components/layout/page.module.css';
import { formatDateTime } from '../../../lib/format/date.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useShares } from '../api/trust-api.ts';
import { ShareForm } from '../components/share-form.tsx';
import { ShareList } from '../components/share-list.tsx';
import { ShareQr } from '../components/share-qr.tsx';
import styles from '../components/trust.module.css';

/** /trust/shares?familyMemberId=…: make a time-limited read-only link (with its QR code), list and revoke them. */
export default function SharesPage() {
  const { t, i18n } = useTranslation('trust');
  const [params] = useSearchParams();
  const familyMemberId = params.get('familyMemberId') ?? '';
  const valid = isUuid(familyMemberId);
  const shares = useShares(familyMemberId);
  const [created, setCreated] = useState<ShareCreated | null>(null);
  const [copied, setCopied] = useState(false);

  const copy = async (url: string) => {
    await navigator.clipboard?.writeText(url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  return (
    <main className={pageStyles.page} data-testid="shares-page">
      <h1 className={pageStyles.heading}>{t('trustShares', { ns: 'titles' })}</h1>
      <p className={pageStyles.intro}>{t('shares.intro')}</p>
      {valid ? (
        <ShareForm
          familyMemberId={familyMemberId}
          onCreated={(share) => {
            setCopied(false);
            setCreated(share);
          }}
        />
      ) : null}
      {created ? (
        <section className={`${pageStyles.card} ${styles.linkBox}`} data-testid="share-created" aria-live="polite">
          <h2 className={pageStyles.cardTitle}>{t('shares.createdTitle')}</h2>
          <p className={styles.meta}>{t('shares.createdHint')}</p>
          <ShareQr url={created.url} />
          <p className={styles.url} data-testid="share-url">
            {created.url}
          </p>
          <p className={styles.meta}>{t('shares.expiresAt', { time: formatDateTime(created.expiresAt, i18n.language) })}</p>
          <button type="button" className="button button--primary" style={{ width: '100%' }} onClick={() => void copy(created.url)}>
            {copied ? t('shares.copied') : t('shares.copy')}
          </button>
        </section>
      ) : null}
      <h2 className={pageStyles.cardTitle}>{t('shares.listTitle')}</h2>
      {shares.isPending ? (
        <PageLoading />
      ) : shares.data && shares.data.length > 0 ? (
        <ShareList familyMemberId={familyMemberId} shares={shares.data} />
      ) : (
        <p className={pageStyles.notice}>{t('shares.none')}</p>
      )}
      <Link className="button" to={`/trust/accessLog?familyMemberId=${familyMemberId}`}>
        {t('entry.accessLog')}
      </Link>
    </main>
  );
}

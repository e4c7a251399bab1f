import { Link } from 'react-router';
import { useMe } from '../../../lib/auth/get-me.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import styles from './health-record.module.css';

/** The family's own controls over the record (issue 18): who viewed it, sharing it, exporting it. */
export function TrustLinks({ familyMemberId }: { familyMemberId: string }) {
  const { t } = useTranslation('trust');
  const me = useMe();
  // A doctor reads this screen too: who viewed it, sharing and exporting are the family's alone.
  if (me.data?.role !== 'parent') return null;
  const query = `?familyMemberId=${familyMemberId}`;
  return (
    <section className={styles.section} aria-labelledby="trust-links-title" data-testid="trust-links">
      <h2 id="trust-links-title" className={styles.sectionTitle}>
        {t('entry.title')}
      </h2>
      <Link className={styles.card} to={`/trust/accessLog${query}`} data-testid="trust-access-log-link" style={{ minHeight: 44 }}>
        <strong>{t('entry.accessLog')}</strong>
        <br />
        <span className={styles.sectionSubtitle}>{t('entry.accessLogHint')}</span>
      </Link>
      <Link className={styles.card} to={`/trust/shares${query}`} data-testid="trust-shares-link" style={{ minHeight: 44 }}>
        <strong>{t('entry.share')}</strong>
        <br />
        <span className={styles.sectionSubtitle}>{t('entry.shareHint')}</span>
      </Link>
    </section>
  );
}

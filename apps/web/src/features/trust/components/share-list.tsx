import type { Share } from '@sprout/contracts';
import { showToast } from '../../../lib/feedback/toast.ts';
import { formatDateTime } from '../../../lib/format/date.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useRevokeShare } from '../api/trust-api.ts';
import styles from './trust.module.css';

/** The member's share links with their status, opens and a revoke button while active. */
export function ShareList({ familyMemberId, shares }: { familyMemberId: string; shares: Share[] }) {
  const { t, i18n } = useTranslation('trust');
  const revoke = useRevokeShare(familyMemberId);
  const ask = async (shareId: string) => {
    // antd-mobile's Dialog (and its animation library, ~25 KB) loads when the parent first revokes, not with the page.
    const { confirmAction } = await import('../../../components/leave-guard/confirm-action.ts');
    const yes = await confirmAction({
      title: t('shares.revokeTitle'),
      content: t('shares.revokeConfirm'),
      confirmText: t('shares.revoke'),
    });
    if (!yes) return;
    revoke.mutate(shareId, { onSuccess: () => void showToast({ content: t('shares.revokedToast') }) });
  };
  return (
    <ul className={styles.list} data-testid="share-list">
      {shares.map((share) => (
        <li key={share.shareId} className={styles.entry} data-testid="share-item" data-status={share.status}>
          <p className={styles.who}>{share.sections.map((section) => t(`shares.sections.${section}`)).join(' · ')}</p>
          <span className={`${styles.badge} ${share.status === 'active' ? '' : styles.badgeDanger}`}>
            {t(`shares.status.${share.status}`)}
          </span>
          <p className={styles.meta}>{t('shares.expiresAt', { time: formatDateTime(share.expiresAt, i18n.language) })}</p>
          <p className={styles.meta}>
            {t('shares.createdAt', { time: formatDateTime(share.createdAt, i18n.language) })} · {t('shares.opens', { count: share.opens })}
          </p>
          {share.status === 'active' ? (
            <button type="button" className="button" onClick={() => void ask(share.shareId)} data-testid="share-revoke">
              {t('shares.revoke')}
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

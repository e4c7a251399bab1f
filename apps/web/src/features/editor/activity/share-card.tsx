import { classifyLink } from '@sprout/contracts/activity';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import styles from './activity-editor.module.css';
import type { Draft } from './tree.ts';

/** The page's WeChat share card as a chat shows it: title, description and a square thumbnail. */
export function ShareCard({ draft }: { draft: Draft }) {
  const { t } = useTranslation('activityEditor');
  const share = ((draft.page as Record<string, unknown> | undefined)?.share ?? {}) as {
    title?: string;
    description?: string;
    imageUrl?: string;
  };
  const image =
    share.imageUrl && (classifyLink(share.imageUrl) === 'route' || classifyLink(share.imageUrl) === 'https') ? share.imageUrl : null;
  return (
    <section className={styles.column} aria-label={t('share.title')}>
      <h2 className={styles.heading}>{t('share.title')}</h2>
      <p className={styles.detail}>{t('share.hint')}</p>
      <div className={styles.shareBubble}>
        <div className={styles.shareCard} data-testid="share-card">
          <p className={styles.shareTitle}>{share.title || t('share.missingTitle')}</p>
          <p className={styles.shareText}>{share.description}</p>
          {image ? (
            <img className={styles.shareImage} src={image} alt="" />
          ) : (
            <span className={styles.shareImage}>{t('share.missingImage')}</span>
          )}
        </div>
      </div>
    </section>
  );
}

import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useActivity } from '../components/activity-context.tsx';
import styles from './share-mask.module.css';
import type { WidgetProps } from './types.ts';

/**
 * A dark overlay with an arrow to WeChat's top-right "···" menu, where sharing lives inside WeChat.
 * It is opened only inside WeChat or in preview; elsewhere the page shares another way (use-share-action.ts).
 */
export function ShareMask({ node }: WidgetProps<'shareMask'>) {
  const { t } = useTranslation('activity');
  const { openId, closePopup } = useActivity();
  const open = openId === node.id;

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && closePopup();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, closePopup]);

  if (!open) return null;
  return (
    // Tapping the backdrop closes it; the keyboard has Escape (above) and the close button.
    // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-noninteractive-element-interactions
    <div
      className={styles.shareMask}
      role="dialog"
      aria-modal="true"
      aria-label={t('share.maskLabel')}
      onClick={closePopup}
      data-testid="share-mask"
    >
      <svg className={styles.shareArrow} viewBox="0 0 120 140" width="120" height="140" aria-hidden="true">
        <path d="M20 130C30 70 60 40 100 22" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" strokeDasharray="10 10" />
        <path d="M84 10l26 8-14 24" fill="none" stroke="#fff" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <p className={styles.shareText}>{node.text}</p>
      <button type="button" className={styles.shareClose} onClick={closePopup}>
        {t('close')}
      </button>
    </div>
  );
}

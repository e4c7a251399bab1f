import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import styles from '../components/activity.module.css';
import type { WidgetProps } from './types.ts';

/** A round button that appears once the page is scrolled down and takes the reader back to the top. */
export function BackToTop({ node }: WidgetProps<'BackToTop'>) {
  const { t } = useTranslation('activity');
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > node.showAfterPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [node.showAfterPx]);

  if (!visible) return null;
  return (
    <button
      type="button"
      className={styles.backToTop}
      aria-label={t('backToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      data-testid="back-to-top"
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M12 5l-7 7h4v7h6v-7h4z" fill="currentColor" />
      </svg>
    </button>
  );
}

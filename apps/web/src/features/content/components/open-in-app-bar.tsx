import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import styles from './content.module.css';

/** Shown on shared and embedded articles: the way into the app for a reader who came from outside. */
export function OpenInAppBar({ to }: { to: string }) {
  const { t } = useTranslation('content');
  return (
    <aside className={styles.openInAppBar} data-testid="open-in-app">
      <span className={styles.openInAppText}>{t('openInApp.text')}</span>
      <Link className={styles.openInAppAction} to={to}>
        {t('openInApp.action')}
      </Link>
    </aside>
  );
}

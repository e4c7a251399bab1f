import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import styles from './content.module.css';

/** Back to where the reader came from; to home when the page was opened directly (a shared link). */
export function TopBar() {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate('/');
  };
  return (
    <div className={styles.topBar}>
      <button type="button" className={styles.backButton} onClick={back} data-testid="back">
        ‹ {t('back')}
      </button>
    </div>
  );
}

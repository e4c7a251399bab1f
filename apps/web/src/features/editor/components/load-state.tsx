import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import styles from './editor.module.css';

/** A workspace list's read while it loads, or its failure said aloud; nothing once it is in. */
export function LoadState({ query }: { query: { isPending: boolean; isError: boolean } }) {
  const { t } = useTranslation('editor');
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    return (
      <p role="alert" className={styles.error}>
        {t('loadFailed')}
      </p>
    );
  }
  return null;
}

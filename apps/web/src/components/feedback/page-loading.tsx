import { useTranslation } from '../../lib/i18n/react.tsx';

/** What a page shows while its chunk or texts load: 'loading...' (spec §8). */
export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <div className="page-loading" role="status" aria-live="polite" data-testid="page-loading">
      {t('loading')}
    </div>
  );
}

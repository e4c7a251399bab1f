import { useTranslation } from '../../lib/i18n/react.tsx';

/** A thin bar over the current page while the next page's chunk loads. */
export function NavigationStatus() {
  const { t } = useTranslation('common');
  return (
    <div className="navigation-status" role="status" aria-live="polite">
      <span className="navigation-status__bar" aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}

import { reloadPage } from '../../lib/browser.ts';
import { useTranslation } from '../../lib/i18n/react.tsx';
import { StatusScreen } from './status-screen.tsx';

/**
 * A page chunk (script or stylesheet) failed or timed out. Retrying reloads the page: the router keeps a
 * failed chunk's rejection, and after a new release the old chunk names no longer exist anyway.
 */
export function ChunkErrorScreen() {
  const { t } = useTranslation('errors');
  return (
    <StatusScreen testId="chunk-error" title={t('chunk.title')} description={t('chunk.description')}>
      <button type="button" className="button button--primary" onClick={reloadPage}>
        {t('actions.retry', { ns: 'common' })}
      </button>
    </StatusScreen>
  );
}

import { Link, useRouteError } from 'react-router';
import { ChunkErrorScreen } from '../components/feedback/chunk-error-screen.tsx';
import { StatusScreen } from '../components/feedback/status-screen.tsx';
import { isChunkLoadError } from '../lib/chunk.ts';
import { useTranslation } from '../lib/i18n/react.tsx';

/** A page that failed: a chunk that did not load gets the retry screen, anything else a way home. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation('errors');

  if (isChunkLoadError(error)) return <ChunkErrorScreen />;

  console.error('[route error]', error);
  return (
    <StatusScreen testId="route-error" title={t('route.title')} description={t('route.description')}>
      <Link className="button button--primary" to="/">
        {t('actions.backHome', { ns: 'common' })}
      </Link>
    </StatusScreen>
  );
}

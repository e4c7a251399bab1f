import { useTranslation } from 'react-i18next';
import { StatusScreen } from './status-screen.tsx';

/** A page whose data could not be loaded: what the server said, and a retry. */
export function LoadFailed({ title, message, onRetry }: { title: string; message?: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <StatusScreen testId="load-failed" title={title} description={message}>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('actions.retry')}
      </button>
    </StatusScreen>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../lib/request/index.ts';
import { StatusScreen } from './status-screen.tsx';

/** Answers a retry cannot change: a malformed address, not yours, or not there. */
const FINAL_STATUSES = new Set([400, 403, 404]);

/** Whether asking again could bring the data: no answer, a time-out or a server fault, not a refusal. */
export function isRetryable(error: unknown): boolean {
  return !(isApiError(error) && FINAL_STATUSES.has(error.status));
}

interface LoadFailedProps {
  title: string;
  message?: string;
  onRetry: () => void;
  /** The failure: a refusal or a "not found" offers the way back instead of a retry that cannot help. */
  error?: unknown;
  /** Where "back" leads; home unless the page belongs elsewhere (a doctor's list). */
  backTo?: string;
  testId?: string;
}

/** A page whose data could not be loaded: what the server said, and a retry or the way back. */
export function LoadFailed({ title, message, onRetry, error, backTo = '/', testId = 'load-failed' }: LoadFailedProps) {
  const { t } = useTranslation('common');
  return (
    <StatusScreen testId={testId} title={title} description={message} role="alert">
      {isRetryable(error) ? (
        <button type="button" className="button button--primary" onClick={onRetry}>
          {t('actions.retry')}
        </button>
      ) : (
        <Link className="button button--primary" to={backTo} data-testid="load-failed-back">
          {t(backTo === '/' ? 'actions.backHome' : 'actions.goBack')}
        </Link>
      )}
    </StatusScreen>
  );
}

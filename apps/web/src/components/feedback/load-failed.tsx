import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/react.tsx';
import { isApiError } from '../../lib/request/index.ts';
import { StatusScreen } from './status-screen.tsx';

/** Answers a retry cannot change: a malformed address, not yours, or not there. */
const FINAL_STATUSES = new Set([400, 403, 404]);

/** Whether asking again could bring the data: no answer, a time-out or a server fault, not a refusal. */
export function isRetryable(error: unknown): boolean {
  return !(isApiError(error) && FINAL_STATUSES.has(error.status));
}

/** Whether the server said the thing asked for is not there. */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

interface LoadFailedProps {
  title: string;
  /** The title when the server answered 404 (the thing is not there); a general "not found" by default. */
  notFoundTitle?: string;
  message?: string;
  onRetry: () => void;
  /** The failure: a refusal or a "not found" offers the way back instead of a retry that cannot help. */
  error?: unknown;
  /** Where "back" leads; home unless the page belongs elsewhere (a doctor's list). */
  backTo?: string;
  testId?: string;
  /** The way back's words; "Back to home" or "Go back" by default. */
  backLabel?: string;
}

/** A page whose data could not be loaded: what the server said, and a retry or the way back. */
export function LoadFailed({
  title,
  notFoundTitle,
  message,
  onRetry,
  error,
  backTo = '/',
  testId = 'load-failed',
  backLabel,
}: LoadFailedProps) {
  const { t } = useTranslation('common');
  // A missing thing is said to be missing, not to be tried again: its only way on is back.
  const shownTitle = isNotFound(error) ? (notFoundTitle ?? t('notFound')) : title;
  return (
    <StatusScreen testId={testId} title={shownTitle} description={message} role="alert">
      {isRetryable(error) ? (
        <button type="button" className="button button--primary" onClick={onRetry}>
          {t('actions.retry')}
        </button>
      ) : (
        <Link className="button button--primary" to={backTo} data-testid="load-failed-back">
          {backLabel ?? t(backTo === '/' ? 'actions.backHome' : 'actions.goBack')}
        </Link>
      )}
    </StatusScreen>
  );
}

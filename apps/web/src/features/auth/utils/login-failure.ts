import type { TFunction } from 'i18next';
import { LOGIN_FAILURE_REASONS, type LoginFailure } from '@sprout/contracts/light';
import { isApiError } from '../../../lib/request/index.ts';

const HTTP_UNAUTHORIZED = 401;

/** The reason and tries left the server gave for a refused code, or null when the failure is something else. */
export function loginFailureOf(error: unknown): LoginFailure | null {
  if (!isApiError(error) || error.status !== HTTP_UNAUTHORIZED) return null;
  const data = error.data as Partial<LoginFailure> | null;
  const reason = LOGIN_FAILURE_REASONS.find((known) => known === data?.reason) ?? 'wrong';
  const triesLeft = typeof data?.triesLeft === 'number' ? data.triesLeft : null;
  return { reason, triesLeft };
}

/**
 * What to say under the code field when signing in failed: why the code was refused (and the tries left),
 * or the server's own sentence for anything else (too many requests, a network failure).
 */
export function loginErrorText(error: unknown, t: TFunction<'auth'>): string | null {
  if (!error) return null;
  const failure = loginFailureOf(error);
  if (failure) {
    if (failure.reason === 'wrong' && failure.triesLeft !== null) return t('refused.wrongTriesLeft', { count: failure.triesLeft });
    return t(`refused.${failure.reason}`);
  }
  return isApiError(error) && error.message ? error.message : null;
}

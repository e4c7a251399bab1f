import { showToast } from '../../../lib/feedback/toast.ts';
import { i18n } from '../../../lib/i18n/index.ts';
import { isApiError, NETWORK_ERROR_CODE } from '../../../lib/request/index.ts';

const HTTP_UNAUTHORIZED = 401;

/**
 * The text of a failed eye-axis call (spec §8): the server's message, or "request error, please try again
 * later". The request layer fills a missing server message with the generic fallback and a network failure
 * with its own text; neither is the server's, so both give way to the eye-axis wording here.
 */
export function eyeAxisErrorText(error: unknown): string {
  const fallback = i18n.t('eyeAxis:errors.request');
  if (!isApiError(error) || error.code === NETWORK_ERROR_CODE) return fallback;
  if (!error.message || error.message === i18n.t('errors:fallback')) return fallback;
  return error.message;
}

/** Shows it as a toast for 2 s (the product toast); a 401 already went to sign-in and shows nothing. */
export function showEyeAxisError(error: unknown): void {
  if (isApiError(error) && error.status === HTTP_UNAUTHORIZED) return;
  void showToast({ icon: 'fail', content: eyeAxisErrorText(error) });
}

/**
 * Wraps an eye-axis call: on failure the toast is shown and the rejection still reaches the caller. A call
 * cancelled on purpose (the screen was left, or React mounted it twice in development) is no failure to show.
 */
export async function withEyeAxisErrors<T>(call: Promise<T>, signal?: AbortSignal): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (!signal?.aborted) showEyeAxisError(error);
    throw error;
  }
}

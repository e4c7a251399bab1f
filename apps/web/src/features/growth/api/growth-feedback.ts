import { showToast } from '../../../lib/feedback/toast.ts';
import { i18n } from '../../../lib/i18n/index.ts';
import { isApiError } from '../../../lib/request/index.ts';

/**
 * Spec §8 for growth calls: a response whose code is not '1', or a thrown error, shows the server's
 * message (a thrown error's data.message) as a 2 s toast, else "请求失败，请稍后重试". The request layer
 * puts its generic fallback in place of an absent message; growth has its own wording, so that one is
 * swapped for it here.
 */
export function growthErrorMessage(error: unknown): string {
  const fallback = i18n.t('growth:requestFailed');
  if (!isApiError(error)) {
    const dataMessage = (error as { data?: { message?: unknown } } | null)?.data?.message;
    return typeof dataMessage === 'string' && dataMessage ? dataMessage : fallback;
  }
  if (!error.message || error.message === i18n.t('errors:fallback')) return fallback;
  return error.message;
}

export function showGrowthError(error: unknown): void {
  // The request layer already sent the user to sign in.
  if (isApiError(error) && error.status === 401) return;
  void showToast({ icon: 'fail', content: growthErrorMessage(error) });
}

/** The success texts of spec §8, after add, modify and delete. */
export function showGrowthSuccess(action: 'added' | 'modified' | 'deleted' | 'saved'): void {
  void showToast({ icon: 'success', content: i18n.t(`growth:toast.${action}`) });
}

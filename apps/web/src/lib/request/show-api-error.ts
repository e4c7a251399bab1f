import { showToast } from '../feedback/toast.ts';
import { i18n } from '../i18n/index.ts';
import { navigateTo } from '../navigation.ts';
import { ApiError, ERROR_SHOW_TYPE, isApiError } from './errors.ts';

export const EXCEPTION_PATH = '/exception';

export function exceptionPath(error: Pick<ApiError, 'code' | 'message'>): string {
  const query = new URLSearchParams({ errorCode: error.code, errorMessage: error.message });
  return `${EXCEPTION_PATH}?${query.toString()}`;
}

/**
 * Shows a failed call the way its show type asks (spec §8). The one place where request failures become UI;
 * React Query's caches call it for every query and mutation that does not opt out.
 */
export function showApiError(error: unknown): void {
  if (!isApiError(error)) {
    // A programming error or an aborted call: still tell the user something went wrong.
    void showToast({ icon: 'fail', content: i18n.t('errors:fallback') });
    return;
  }
  // The request layer already sent the user to sign in.
  if (error.status === 401) return;

  const content = error.message || i18n.t('errors:fallback');
  switch (error.showType) {
    case ERROR_SHOW_TYPE.SILENT:
      return;
    case ERROR_SHOW_TYPE.WARN_MESSAGE:
      void showToast({ content });
      return;
    case ERROR_SHOW_TYPE.NOTIFICATION:
      void showToast({ content, position: 'top' });
      return;
    case ERROR_SHOW_TYPE.REDIRECT:
      navigateTo(exceptionPath({ code: error.code, message: content }));
      return;
    case ERROR_SHOW_TYPE.ERROR_MESSAGE:
    default:
      void showToast({ icon: 'fail', content });
  }
}

import { describe, expect, test, vi } from 'vitest';
import { showToast } from '../feedback/toast.ts';
import { navigateTo } from '../navigation.ts';
import { ApiError, ERROR_SHOW_TYPE, type ErrorShowType } from './errors.ts';
import { showApiError } from './show-api-error.ts';

vi.mock('../feedback/toast.ts', () => ({ showToast: vi.fn(async () => {}) }));
vi.mock('../navigation.ts', () => ({ navigateTo: vi.fn() }));

const failure = (showType?: ErrorShowType, message = '服务器繁忙') => new ApiError({ status: 500, code: 'INTERNAL', message, showType });

describe('showApiError dispatches on the show type (spec §8)', () => {
  test('ERROR_MESSAGE, the default, is a failure toast with the server message', () => {
    showApiError(failure());
    expect(showToast).toHaveBeenCalledWith({ icon: 'fail', content: '服务器繁忙' });
  });

  test('WARN_MESSAGE is a toast without the failure icon', () => {
    showApiError(failure(ERROR_SHOW_TYPE.WARN_MESSAGE));
    expect(showToast).toHaveBeenCalledWith({ content: '服务器繁忙' });
  });

  test('NOTIFICATION is shown at the top', () => {
    showApiError(failure(ERROR_SHOW_TYPE.NOTIFICATION));
    expect(showToast).toHaveBeenCalledWith({ content: '服务器繁忙', position: 'top' });
  });

  test('SILENT shows nothing', () => {
    showApiError(failure(ERROR_SHOW_TYPE.SILENT));
    expect(showToast).not.toHaveBeenCalled();
    expect(navigateTo).not.toHaveBeenCalled();
  });

  test('REDIRECT opens the exception page with errorCode and errorMessage', () => {
    showApiError(failure(ERROR_SHOW_TYPE.REDIRECT, '服务 & 维护中'));
    expect(showToast).not.toHaveBeenCalled();
    const target = vi.mocked(navigateTo).mock.calls[0]![0];
    const url = new URL(target, 'https://app.example');
    expect(url.pathname).toBe('/exception');
    expect(url.searchParams.get('errorCode')).toBe('INTERNAL');
    expect(url.searchParams.get('errorMessage')).toBe('服务 & 维护中');
  });

  test('a 401 shows nothing: the request layer already sent the user to sign in', () => {
    showApiError(new ApiError({ status: 401, code: 'UNAUTHORIZED', message: '请先登录' }));
    expect(showToast).not.toHaveBeenCalled();
  });

  test('anything that is not an ApiError gets the generic fallback message', () => {
    showApiError(new Error('undefined is not a function'));
    expect(showToast).toHaveBeenCalledWith({ icon: 'fail', content: '似乎出了点问题，请稍后再试' });
  });
});

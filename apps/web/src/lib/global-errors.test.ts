import { expect, test, vi } from 'vitest';
import { installGlobalErrorHandlers } from './global-errors.ts';

test('uncaught errors and unhandled rejections are logged and their default handling prevented', () => {
  const log = vi.spyOn(console, 'error').mockImplementation(() => {});
  const uninstall = installGlobalErrorHandlers(window);
  try {
    const error = new ErrorEvent('error', { error: new Error('boom'), cancelable: true });
    window.dispatchEvent(error);
    expect(error.defaultPrevented).toBe(true);

    const rejection = new Event('unhandledrejection', { cancelable: true }) as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: 'nope' });
    window.dispatchEvent(rejection);
    expect(rejection.defaultPrevented).toBe(true);

    expect(log).toHaveBeenCalledTimes(2);
  } finally {
    uninstall();
  }

  const after = new ErrorEvent('error', { cancelable: true });
  window.dispatchEvent(after);
  expect(after.defaultPrevented).toBe(false);
});

import { expect, test, vi } from 'vitest';
import { installGlobalErrorHandlers, onGlobalError } from './global-errors.ts';

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

test('a listener hears each error after it is logged, and a failing listener changes nothing', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const heard: unknown[] = [];
  const stopFailing = onGlobalError(() => {
    throw new Error('listener bug');
  });
  const stop = onGlobalError((report) => heard.push(report));
  const uninstall = installGlobalErrorHandlers(window);
  try {
    const boom = new Error('boom');
    const error = new ErrorEvent('error', { error: boom, message: 'Uncaught Error: boom', filename: 'https://x/a.js', cancelable: true });
    window.dispatchEvent(error);
    expect(error.defaultPrevented).toBe(true);
    const rejection = new Event('unhandledrejection', { cancelable: true }) as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: 'nope' });
    window.dispatchEvent(rejection);
    expect(heard).toEqual([
      { kind: 'error', error: boom, message: 'Uncaught Error: boom', source: 'https://x/a.js' },
      { kind: 'rejection', error: 'nope' },
    ]);
  } finally {
    stop();
    stopFailing();
    uninstall();
  }
});

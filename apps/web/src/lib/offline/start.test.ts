import { afterEach, expect, test, vi } from 'vitest';
import { startOffline } from './start.ts';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

function fakeServiceWorker(): ReturnType<typeof vi.fn> {
  const register = vi.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
  vi.stubGlobal('isSecureContext', true);
  return register;
}

test('registers the service worker at once when the phone is online', () => {
  const register = fakeServiceWorker();
  startOffline();
  expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
});

test('offline, registers the service worker only once the network is back, and once', () => {
  const register = fakeServiceWorker();
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  startOffline();
  expect(register).not.toHaveBeenCalled();
  window.dispatchEvent(new Event('online'));
  window.dispatchEvent(new Event('online'));
  expect(register).toHaveBeenCalledTimes(1);
});

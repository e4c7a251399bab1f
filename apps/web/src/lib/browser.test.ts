import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdleAfterLoad } from './browser.ts';

describe('whenIdleAfterLoad', () => {
  afterEach(() => vi.restoreAllMocks());

  it('waits for the load event before scheduling the task', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const idle = vi.fn((cb: IdleRequestCallback) => {
      cb({ didTimeout: false, timeRemaining: () => 50 });
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', idle);
    const task = vi.fn();
    whenIdleAfterLoad(task);
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveBeenCalledTimes(1);
    expect(task).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('schedules at once when the page has already loaded', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const idle = vi.fn(() => 1);
    vi.stubGlobal('requestIdleCallback', idle);
    whenIdleAfterLoad(() => undefined);
    expect(idle).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});

import { afterEach, expect } from 'vitest';
import { takeConsoleErrors } from './browser.ts';

/**
 * Every journey fails on a console error of its pages (a hydration error, a React warning logged as an error, an
 * uncaught exception): the pages are watched by `liveNavigation` (support/browser.ts), which every phone and staff
 * page goes through. Routes in both languages are covered by e2e/layout-routes.spec.ts, which opens each one live.
 */
afterEach(() => {
  expect(takeConsoleErrors(), 'console errors in the pages of this test').toEqual([]);
});

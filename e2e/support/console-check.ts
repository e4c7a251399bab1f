import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { afterEach, beforeAll, expect, inject } from 'vitest';
import { takeConsoleErrors } from './browser.ts';

/**
 * Every journey fails on a console error of its pages (a hydration error, a React warning logged as an error, an
 * uncaught exception): the pages are watched by `liveNavigation` (support/browser.ts), which every phone and staff
 * page goes through. Routes in both languages are covered by e2e/layout-routes.spec.ts, which opens each one live.
 */
afterEach(() => {
  expect(takeConsoleErrors(), 'console errors in the pages of this test').toEqual([]);
});

/**
 * And on what the journeys' server logged at level error or above (an unhandled error, a 500, a failed audit row):
 * no journey is meant to cause one. The log reaches its file through the test runner's process, so a line written
 * at the very end of a test may be read after the next one, and fail that one instead; the line says what it was.
 */
const serverLog = inject('serverLog');
let readUpTo = 0;
beforeAll(() => {
  readUpTo = statSync(serverLog).size;
});
afterEach(() => {
  const size = statSync(serverLog).size;
  if (size <= readUpTo) return;
  const bytes = Buffer.alloc(size - readUpTo);
  const fd = openSync(serverLog, 'r');
  try {
    readSync(fd, bytes, 0, bytes.length, readUpTo);
  } finally {
    closeSync(fd);
  }
  // Up to the last whole line: a line still being written is read whole after the next test.
  const text = bytes.toString('utf8');
  const end = text.lastIndexOf('\n') + 1;
  readUpTo += Buffer.byteLength(text.slice(0, end));
  const errors = text
    .slice(0, end)
    .split('\n')
    .filter((line) => /^\{"level":(?:5|6)\d,/.test(line));
  expect(errors, "errors the journeys' server logged since the previous test").toEqual([]);
});

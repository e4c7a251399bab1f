import { afterEach, describe, expect, test } from 'vitest';
import { APP_LIVE_MARK } from './live-mark.ts';
import { observeLive, vitalEvent } from './vitals.ts';

describe('the time to live (issue 32)', () => {
  afterEach(() => performance.clearMarks(APP_LIVE_MARK));

  test('is read from the mark the app left when it came alive', () => {
    performance.mark(APP_LIVE_MARK, { startTime: 1234.4 });
    const seen: number[] = [];
    observeLive((value) => seen.push(value));
    expect(seen).toEqual([1234.4]);
  });

  test('is rated against the issue’s goal: 1.5 s good, over 3 s poor', () => {
    expect(vitalEvent('LIVE', 1499.6, '/')).toEqual({ type: 'vital', route: '/', name: 'LIVE', value: 1500, rating: 'good' });
    expect(vitalEvent('LIVE', 2000, '/')).toMatchObject({ rating: 'needs-improvement' });
    expect(vitalEvent('LIVE', 3001, '/')).toMatchObject({ rating: 'poor' });
  });
});

import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createResourceCollector, isReportable, type ResourceTiming } from './resources.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const entry = (overrides: Partial<ResourceTiming> = {}): ResourceTiming => ({
  name: 'https://app.example/assets/a.js',
  initiatorType: 'script',
  duration: 120,
  ...overrides,
});
const HOUR = 3_600_000;

describe('resource timing filters (spec §9)', () => {
  test('a timing from 0 to one hour is kept; below 0 or above an hour is ignored', () => {
    expect(isReportable(entry({ duration: 0 }))).toBe(true);
    expect(isReportable(entry({ duration: HOUR }))).toBe(true);
    expect(isReportable(entry({ duration: -1 }))).toBe(false);
    expect(isReportable(entry({ duration: HOUR + 1 }))).toBe(false);
  });

  test('a URL of 8182 characters is kept; one of 8183 is ignored', () => {
    const url = (length: number) => `https://a.example/${'x'.repeat(length - 18)}`;
    expect(url(8182)).toHaveLength(8182);
    expect(isReportable(entry({ name: url(8182) }))).toBe(true);
    expect(isReportable(entry({ name: url(8183) }))).toBe(false);
  });
});

describe('resource reporting waits 1 s and merges over 200 ms', () => {
  test('nothing leaves in the first second; then entries close together go as one list', () => {
    const sink = vi.fn();
    const collector = createResourceCollector({ sink, now: () => Date.now() });
    collector.add([entry({ name: 'a' })]);
    vi.advanceTimersByTime(150);
    collector.add([entry({ name: 'b' }), entry({ name: 'late', duration: HOUR + 5 })]);
    vi.advanceTimersByTime(500);
    expect(sink).not.toHaveBeenCalled();
    vi.advanceTimersByTime(350);
    expect(sink).toHaveBeenCalledTimes(1);
    expect(sink.mock.calls[0]![0].map((e: ResourceTiming) => e.name)).toEqual(['a', 'b']);

    collector.add([entry({ name: 'c' })]);
    vi.advanceTimersByTime(199);
    collector.add([entry({ name: 'd' })]);
    vi.advanceTimersByTime(199);
    expect(sink).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(sink.mock.calls[1]![0].map((e: ResourceTiming) => e.name)).toEqual(['c', 'd']);
  });

  test('ignored URLs (the monitoring’s own posts) never come out', () => {
    const sink = vi.fn();
    const collector = createResourceCollector({ sink, ignore: (url) => url.endsWith('/monitoring/events') });
    collector.add([entry({ name: 'https://x/app-web2/monitoring/events' })]);
    vi.advanceTimersByTime(5000);
    expect(sink).not.toHaveBeenCalled();
  });
});

import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { MonitoringEvent } from '@sprout/contracts';
import { MONITORING_SESSION_RATE } from '@sprout/contracts/light';
import { createBatcher } from './batcher.ts';
import { backoffMs, chunkEvents, createTransport } from './transport.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const setup = (overrides: { flushIntervalMs?: number; flushEvents?: number; maxQueued?: number } = {}) => {
  const sent: Array<{ items: number[]; beacon: boolean }> = [];
  const batcher = createBatcher<number>({
    flushIntervalMs: 3000,
    flushEvents: 20,
    send: (items, beacon) => sent.push({ items, beacon }),
    ...overrides,
  });
  return { batcher, sent };
};

describe('flush rules (spec §9: every 3000 ms or at 20 events)', () => {
  test('events go out 3000 ms after the first of them, not before', () => {
    const { batcher, sent } = setup();
    batcher.add(1);
    vi.advanceTimersByTime(2000);
    batcher.add(2);
    vi.advanceTimersByTime(999);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([{ items: [1, 2], beacon: false }]);
    vi.advanceTimersByTime(10_000);
    expect(sent).toHaveLength(1);
  });

  test('the 20th event flushes at once, and the timer starts again with the next one', () => {
    const { batcher, sent } = setup();
    for (let i = 1; i <= 19; i += 1) batcher.add(i);
    expect(sent).toEqual([]);
    batcher.add(20);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.items).toHaveLength(20);
    batcher.add(21);
    vi.advanceTimersByTime(3000);
    expect(sent[1]).toEqual({ items: [21], beacon: false });
  });

  test('configured values are honoured (1 event; 1 ms)', () => {
    const single = setup({ flushEvents: 1 });
    single.batcher.add(7);
    expect(single.sent).toEqual([{ items: [7], beacon: false }]);
    const fast = setup({ flushIntervalMs: 1 });
    fast.batcher.add(8);
    vi.advanceTimersByTime(1);
    expect(fast.sent).toEqual([{ items: [8], beacon: false }]);
  });

  test('a hidden page flushes everything by beacon at once; an empty queue sends nothing', () => {
    const { batcher, sent } = setup();
    batcher.flush(true);
    expect(sent).toEqual([]);
    batcher.add(1);
    batcher.add(2);
    batcher.flush(true);
    expect(sent).toEqual([{ items: [1, 2], beacon: true }]);
    vi.advanceTimersByTime(3000);
    expect(sent).toHaveLength(1);
  });

  test('a sender that throws loses the batch and nothing else; the queue is bounded', () => {
    const batcher = createBatcher<number>({
      flushIntervalMs: 3000,
      flushEvents: 2,
      send: () => {
        throw new Error('offline');
      },
    });
    expect(() => [1, 2, 3, 4].forEach((i) => batcher.add(i))).not.toThrow();
    const bounded = setup({ flushEvents: 100, maxQueued: 5 });
    for (let i = 1; i <= 8; i += 1) bounded.batcher.add(i);
    bounded.batcher.flush();
    expect(bounded.sent[0]!.items).toEqual([4, 5, 6, 7, 8]);
  });
});

describe('transport', () => {
  const view = (route: string): MonitoringEvent => ({ type: 'view', route });

  test('a flush is cut into posts of at most 100 events and 60 KB', () => {
    expect(chunkEvents(Array.from({ length: 250 }, () => view('/'))).map((c) => c.length)).toEqual([100, 100, 50]);
    const big: MonitoringEvent = { type: 'error', route: '/', kind: 'error', message: '错'.repeat(1000), stack: 's'.repeat(4000) };
    const chunks = chunkEvents(Array.from({ length: 20 }, () => big));
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(new TextEncoder().encode(JSON.stringify(chunk)).length).toBeLessThanOrEqual(60 * 1024);
  });

  test('offline sends nothing; a refusing server or a failed fetch is swallowed; a refused beacon falls back to fetch once', async () => {
    const fetchMock = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    let online = false;
    const beacon = vi.fn(() => false);
    const send = createTransport({ url: '/m', fetch: fetchMock as never, sendBeacon: beacon, isOnline: () => online });
    send('{}', false);
    expect(fetchMock).not.toHaveBeenCalled();
    online = true;
    send('{}', false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    send('{}', true);
    expect(beacon).toHaveBeenCalledWith('/m', '{}');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.runAllTimersAsync();
    beacon.mockReturnValue(true);
    send('{}', true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  test('a 429 is expected: nothing more is posted until its Retry-After has passed, and nothing is logged', async () => {
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    const fetchMock = vi.fn(async () => new Response('{}', { status: 429, headers: { 'Retry-After': '30' } }));
    const send = createTransport({ url: '/m', fetch: fetchMock as never, isOnline: () => true });
    send('{}', false);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    send('{}', false);
    send('{}', true);
    await vi.advanceTimersByTimeAsync(29_000);
    send('{}', false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 200 }));
    send('{}', false);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
  });

  test('a 429 without Retry-After keeps the agent quiet for the default minute; an unreadable one too', async () => {
    expect(backoffMs(null)).toBe(60_000);
    expect(backoffMs('soon')).toBe(60_000);
    expect(backoffMs(' 5 ')).toBe(5_000);
    expect(backoffMs('86400')).toBe(3_600_000);
    const fetchMock = vi.fn(async () => new Response('{}', { status: 429 }));
    const send = createTransport({ url: '/m', fetch: fetchMock as never, isOnline: () => true });
    send('{}', false);
    await vi.advanceTimersByTimeAsync(59_999);
    send('{}', false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    send('{}', false);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  test('keeps to the session’s rate on the server (300 at once, then 2 a second): what is over it is dropped here', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    const send = createTransport({ url: '/m', fetch: fetchMock as never, isOnline: () => true, rate: MONITORING_SESSION_RATE });
    for (let i = 0; i < 4; i += 1) send('{}', false, 100);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(49_000);
    send('{}', false, 100);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1_000);
    send('{}', false, 100);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});

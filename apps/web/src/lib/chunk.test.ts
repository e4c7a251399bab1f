import { describe, expect, test, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, isChunkLoadError, withChunkTimeout } from './chunk.ts';

describe('withChunkTimeout', () => {
  test('the time-out is 120000 ms (spec §9)', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  test('rejects with a ChunkLoadError once the time-out passes, not before', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => {});
    const outcome = withChunkTimeout(() => never).then(
      () => 'resolved',
      (error: unknown) => error,
    );
    let settled: unknown = 'pending';
    void outcome.then((value) => {
      settled = value;
    });

    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).toBe('pending');

    await vi.advanceTimersByTimeAsync(1);
    expect(isChunkLoadError(settled)).toBe(true);
    expect((settled as ChunkLoadError).timedOut).toBe(true);
  });

  test('resolves with the module when it arrives in time and leaves no timer behind', async () => {
    vi.useFakeTimers();
    const page = { default: 'page' };
    await expect(withChunkTimeout(() => Promise.resolve(page))).resolves.toBe(page);
    expect(vi.getTimerCount()).toBe(0);
  });

  test('turns a failed script or stylesheet load into a ChunkLoadError that keeps the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module: /assets/page.js');
    const error = await withChunkTimeout(() => Promise.reject(cause)).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).cause).toBe(cause);
    expect((error as ChunkLoadError).timedOut).toBe(false);
  });
});

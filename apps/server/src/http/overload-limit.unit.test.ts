import { describe, expect, it } from 'vitest';
import { AdmissionLimit, MIN_IN_FLIGHT, QUEUE_TARGET_MS } from './overload.ts';

/** A clock the test moves by hand. */
function clock() {
  let t = 1_000_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('the admission limit', () => {
  it('admits MIN_IN_FLIGHT on a quiet instance, and never more than the configured ceiling', () => {
    const c = clock();
    expect(new AdmissionLimit(128, c.now).limit()).toBe(MIN_IN_FLIGHT);
    expect(new AdmissionLimit(2, c.now).limit()).toBe(2);
  });

  it('follows the rate answers go out at: a slow database gets a short queue, a fast one the ceiling', () => {
    const c = clock();
    const slow = new AdmissionLimit(128, c.now);
    // 50 answers a second (one every 20 ms) for two seconds: one second of them may wait.
    for (let i = 0; i < 100; i++) {
      slow.answered();
      c.advance(20);
    }
    expect(slow.limit()).toBe(Math.ceil((50 * QUEUE_TARGET_MS) / 1000) + 2);
    const fast = new AdmissionLimit(128, c.now);
    for (let i = 0; i < 2000; i++) {
      fast.answered();
      if (i % 10 === 0) c.advance(5);
    }
    expect(fast.limit()).toBe(128);
  });

  it('remembers the best rate through a pause of a few seconds, and forgets it after ten', () => {
    const c = clock();
    const limit = new AdmissionLimit(1000, c.now);
    for (let i = 0; i < 200; i++) limit.answered();
    c.advance(300);
    const busy = limit.limit();
    expect(busy).toBe(800);
    c.advance(3000);
    expect(limit.limit()).toBe(busy);
    c.advance(10_000);
    expect(limit.limit()).toBe(MIN_IN_FLIGHT);
  });
});

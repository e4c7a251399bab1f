import { describe, expect, it } from 'vitest';
import { refreshQueue } from './refresh-queue.ts';

/** A task whose runs end when the test says, recording when each started. */
function controlled() {
  const runs: Array<{ key: string; end: (value: number) => void; fail: (error: Error) => void }> = [];
  const task = (key: string) =>
    new Promise<number>((resolve, reject) => {
      runs.push({ key, end: resolve, fail: reject });
    });
  return { runs, task };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('refreshQueue', () => {
  it('gives callers that come during a run one shared run that starts after it ends', async () => {
    const { runs, task } = controlled();
    const call = refreshQueue(task);
    const first = call('doctor');
    const during = [call('doctor'), call('doctor'), call('doctor')];
    await settled();
    expect(runs).toHaveLength(1);
    runs[0]!.end(1);
    expect(await first).toBe(1);
    await settled();
    // The callers that came during the first run: one run for all, begun after the first ended.
    expect(runs).toHaveLength(2);
    const late = call('doctor');
    runs[1]!.end(2);
    expect(await Promise.all(during)).toEqual([2, 2, 2]);
    await settled();
    // A caller that came during the second run gets a third, never the second's answer.
    expect(runs).toHaveLength(3);
    runs[2]!.end(3);
    expect(await late).toBe(3);
    await settled();
    // Idle again: the next caller starts a run at once.
    const next = call('doctor');
    expect(runs).toHaveLength(4);
    runs[3]!.end(4);
    expect(await next).toBe(4);
  });

  it('runs keys apart, and a failed run fails its callers only', async () => {
    const { runs, task } = controlled();
    const call = refreshQueue(task);
    const a = call('a');
    const b = call('b');
    const aLater = call('a');
    expect(runs.map((r) => r.key)).toEqual(['a', 'b']);
    runs[0]!.fail(new Error('lost connection'));
    await expect(a).rejects.toThrow('lost connection');
    await settled();
    // The queued run starts all the same, and answers those who waited for it.
    expect(runs.map((r) => r.key)).toEqual(['a', 'b', 'a']);
    runs[2]!.end(7);
    runs[1]!.end(8);
    expect(await aLater).toBe(7);
    expect(await b).toBe(8);
  });
});

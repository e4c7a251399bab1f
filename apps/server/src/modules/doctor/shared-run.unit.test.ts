import { describe, expect, it } from 'vitest';
import { sharedRun } from './shared-run.ts';

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

describe('sharedRun', () => {
  it('gives the callers that come during a run that run, and starts another for the first caller after it', async () => {
    const { runs, task } = controlled();
    const call = sharedRun(task);
    const first = call('doctor');
    const during = [call('doctor'), call('doctor')];
    await settled();
    expect(runs).toHaveLength(1);
    runs[0]!.end(1);
    expect(await first).toBe(1);
    expect(await Promise.all(during)).toEqual([1, 1]);
    await settled();
    // Idle again: the next caller starts a run at once, and never gets the last one's answer.
    const next = call('doctor');
    expect(runs).toHaveLength(2);
    runs[1]!.end(2);
    expect(await next).toBe(2);
  });

  it('runs keys apart, and a failed run fails its callers only', async () => {
    const { runs, task } = controlled();
    const call = sharedRun(task);
    const a = call('a');
    const b = call('b');
    const aDuring = call('a');
    expect(runs.map((r) => r.key)).toEqual(['a', 'b']);
    runs[0]!.fail(new Error('lost connection'));
    await expect(a).rejects.toThrow('lost connection');
    await expect(aDuring).rejects.toThrow('lost connection');
    // The failed run is gone: the next caller of its key starts another.
    const aAfter = call('a');
    expect(runs.map((r) => r.key)).toEqual(['a', 'b', 'a']);
    runs[2]!.end(7);
    runs[1]!.end(8);
    expect(await aAfter).toBe(7);
    expect(await b).toBe(8);
  });
});

import { describe, expect, it } from 'vitest';
import { SharedGate } from './shared-gate.ts';

/** A piece of work that runs until the test lets it finish. */
function held(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    work: async () => {
      log.push(`${name} starts`);
      await done;
      log.push(`${name} ends`);
      return name;
    },
    finish,
  };
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('SharedGate', () => {
  it('lets shared holders run together, and an exclusive one only once they have all finished', async () => {
    const gate = new SharedGate();
    const log: string[] = [];
    const [a, b, x] = [held(log, 'a'), held(log, 'b'), held(log, 'x')];
    const runs = [gate.shared(a.work), gate.shared(b.work), gate.exclusive(x.work)];
    await settle();
    expect(log).toEqual(['a starts', 'b starts']);
    a.finish();
    await settle();
    expect(log).toEqual(['a starts', 'b starts', 'a ends']);
    b.finish();
    await settle();
    expect(log).toEqual(['a starts', 'b starts', 'a ends', 'b ends', 'x starts']);
    x.finish();
    expect(await Promise.all(runs)).toEqual(['a', 'b', 'x']);
  });

  it('makes shared requests asked after an exclusive one wait for it, then lets them all go together', async () => {
    const gate = new SharedGate();
    const log: string[] = [];
    const [a, x, b, c, y] = [held(log, 'a'), held(log, 'x'), held(log, 'b'), held(log, 'c'), held(log, 'y')];
    const runs = [gate.shared(a.work), gate.exclusive(x.work), gate.shared(b.work), gate.shared(c.work), gate.exclusive(y.work)];
    await settle();
    expect(log).toEqual(['a starts']);
    a.finish();
    await settle();
    expect(log.slice(2)).toEqual(['x starts']);
    x.finish();
    await settle();
    expect(log.slice(3)).toEqual(['x ends', 'b starts', 'c starts']);
    c.finish();
    await settle();
    expect(log.slice(6)).toEqual(['c ends']);
    b.finish();
    await settle();
    expect(log.slice(7)).toEqual(['b ends', 'y starts']);
    y.finish();
    await Promise.all(runs);
  });

  it('is let go by a holder whose work fails, and passes the failure on', async () => {
    const gate = new SharedGate();
    await expect(gate.exclusive(async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await expect(gate.shared(async () => Promise.reject(new Error('nor this')))).rejects.toThrow('nor this');
    expect(await gate.exclusive(async () => 'free')).toBe('free');
    expect(await gate.shared(async () => 'free too')).toBe('free too');
  });
});

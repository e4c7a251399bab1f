import { describe, expect, it } from 'vitest';
import { ServingGate } from './overload.ts';

/** Lets the gate's queued starts (microtasks) run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the serving gate', () => {
  it('lets `size` in at once and the rest in arrival order, one per place given back', async () => {
    const gate = new ServingGate(2);
    const started: string[] = [];
    const enter = (id: string) => {
      const place = gate.enter(() => started.push(id));
      if (place.now) started.push(id);
      return place;
    };
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map(enter);
    expect(started).toEqual(['a', 'b']);
    expect(gate.counts()).toEqual({ serving: 2, waiting: 2 });
    b!.leave();
    // Never from within `leave`: the next request's hooks run on their own stack.
    expect(started).toEqual(['a', 'b']);
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    a!.leave();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    c!.leave();
    d!.leave();
    expect(gate.counts()).toEqual({ serving: 0, waiting: 0 });
    // A free place is taken at once again.
    expect(gate.enter(() => undefined).now).toBe(true);
  });

  it('skips a request that left while it waited, and counts each leave once', async () => {
    const gate = new ServingGate(1);
    const started: string[] = [];
    const a = gate.enter(() => started.push('a'));
    const b = gate.enter(() => started.push('b'));
    const c = gate.enter(() => started.push('c'));
    b.leave();
    b.leave();
    expect(gate.counts()).toEqual({ serving: 1, waiting: 1 });
    a.leave();
    a.leave();
    await settle();
    expect(started).toEqual(['c']);
    expect(gate.counts()).toEqual({ serving: 1, waiting: 0 });
    c.leave();
    expect(gate.counts()).toEqual({ serving: 0, waiting: 0 });
  });
});

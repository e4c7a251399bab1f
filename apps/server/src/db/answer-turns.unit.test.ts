import { describe, expect, it } from 'vitest';
import { TurnQueue } from './answer-turns.ts';

/** A loop of our own: each scheduled callback is one turn, run when the test says. */
function handLoop() {
  const turns: Array<() => void> = [];
  return {
    schedule: (run: () => void) => void turns.push(run),
    pending: () => turns.length,
    /** Runs the next turn, then the promise callbacks it let go. */
    async turn() {
      turns.shift()!();
      await new Promise<void>((settled) => queueMicrotask(settled));
      await Promise.resolve();
    },
  };
}

describe('TurnQueue', () => {
  it('lets at most its number of callers go in one turn, in the order they asked', async () => {
    const loop = handLoop();
    const queue = new TurnQueue(4, loop.schedule);
    const went: number[] = [];
    for (let i = 0; i < 10; i++) void queue.next().then(() => went.push(i));
    expect(loop.pending()).toBe(1);
    expect(went).toEqual([]);
    await loop.turn();
    expect(went).toEqual([0, 1, 2, 3]);
    await loop.turn();
    expect(went).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    await loop.turn();
    expect(went).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(loop.pending()).toBe(0);
  });

  it('makes a caller that asks during a turn wait for the next one, behind those already waiting', async () => {
    const loop = handLoop();
    const queue = new TurnQueue(2, loop.schedule);
    const went: string[] = [];
    const ask = (name: string) => void queue.next().then(() => went.push(name));
    ask('a');
    ask('b');
    ask('c');
    await loop.turn();
    ask('d');
    expect(went).toEqual(['a', 'b']);
    await loop.turn();
    expect(went).toEqual(['a', 'b', 'c', 'd']);
    // Nobody waits: no turn is asked for.
    expect(loop.pending()).toBe(0);
    ask('e');
    expect(loop.pending()).toBe(1);
  });
});

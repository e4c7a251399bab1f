import { describe, expect, it } from 'vitest';
import { historyReducer, startHistory, type History } from './history.ts';

const run = (state: History<string>, ...actions: Parameters<typeof historyReducer<string>>[1][]) =>
  actions.reduce(historyReducer<string>, state);

describe('editor history', () => {
  it('undoes and redoes whole steps', () => {
    const state = run(startHistory('a'), { type: 'change', next: 'b' }, { type: 'change', next: 'c' }, { type: 'undo' });
    expect(state.present).toBe('b');
    expect(run(state, { type: 'redo' }).present).toBe('c');
    expect(run(state, { type: 'undo' }, { type: 'undo' }).present).toBe('a');
  });

  it('makes one step of consecutive edits of the same field', () => {
    const state = run(
      startHistory(''),
      { type: 'change', next: 'T', group: 'title' },
      { type: 'change', next: 'Ti', group: 'title' },
      { type: 'change', next: 'Tip', group: 'title' },
    );
    expect(run(state, { type: 'undo' }).present).toBe('');
  });

  it('forgets the redo steps after a new change', () => {
    const state = run(startHistory('a'), { type: 'change', next: 'b' }, { type: 'undo' }, { type: 'change', next: 'x' });
    expect(state.future).toEqual([]);
    expect(run(state, { type: 'redo' }).present).toBe('x');
  });
});

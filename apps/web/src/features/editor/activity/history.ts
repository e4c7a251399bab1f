/**
 * Undo and redo over whole descriptions (they are small). Consecutive edits of one field (same `group`) make
 * one step, so typing a title is undone at once, not letter by letter.
 */
export interface History<T> {
  past: T[];
  present: T;
  future: T[];
  /** The group of the last change; another change in it replaces the present instead of adding a step. */
  group: string | null;
}

export type HistoryAction<T> =
  { type: 'change'; next: T; group?: string } | { type: 'undo' } | { type: 'redo' } | { type: 'reset'; present: T };

export const HISTORY_LIMIT = 100;

export function startHistory<T>(present: T): History<T> {
  return { past: [], present, future: [], group: null };
}

export function historyReducer<T>(state: History<T>, action: HistoryAction<T>): History<T> {
  switch (action.type) {
    case 'change': {
      if (action.next === state.present) return state;
      const group = action.group ?? null;
      if (group !== null && group === state.group) return { ...state, present: action.next, future: [] };
      return { past: [...state.past, state.present].slice(-HISTORY_LIMIT), present: action.next, future: [], group };
    }
    case 'undo': {
      const previous = state.past.at(-1);
      if (previous === undefined) return state;
      return { past: state.past.slice(0, -1), present: previous, future: [state.present, ...state.future], group: null };
    }
    case 'redo': {
      const [next, ...future] = state.future;
      if (next === undefined) return state;
      return { past: [...state.past, state.present], present: next, future, group: null };
    }
    case 'reset':
      return startHistory(action.present);
  }
}

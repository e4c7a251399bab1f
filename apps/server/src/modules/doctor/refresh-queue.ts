const ignore = () => undefined;

/**
 * One run of `task` at a time per key, shared by the callers that wait for it: a caller that comes while a run is
 * under way gets the next run, which starts once that one ends and is shared by every caller that came meanwhile.
 * So each caller's run starts after it called (it sees every write acknowledged before), and concurrent callers of
 * one key make two runs, not one each. (Issue 28: each page of the doctor's list waited for the refresh under way,
 * then ran its own; at 20 connections on one doctor that was a check of the summaries per page.)
 */
export function refreshQueue<T>(task: (key: string) => Promise<T>): (key: string) => Promise<T> {
  /** A key's run under way, and the run queued behind it for the callers that came meanwhile. */
  interface Runs {
    running: Promise<T>;
    queued: Promise<T> | null;
  }
  const states = new Map<string, Runs>();

  function begin(key: string): Promise<T> {
    const state: Runs = {
      running: task(key).finally(() => {
        // The last caller's run: nothing queued behind it.
        if (states.get(key) === state && state.queued === null) states.delete(key);
      }),
      queued: null,
    };
    states.set(key, state);
    return state.running;
  }

  return (key) => {
    const state = states.get(key);
    if (!state) return begin(key);
    return (state.queued ??= state.running.then(ignore, ignore).then(() => begin(key)));
  };
}

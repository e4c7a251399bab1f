/**
 * One run of `task` at a time per key, shared by every caller that comes while it is under way; the next caller
 * after it ends starts another. A run may have begun before its caller asked: callers that need a run begun after
 * them check what it did (the doctor's list checks its page, service.ts). (Issue 28: each page of the doctor's list
 * ran a refresh of its own; later every caller waited for the run under way and then for one begun after it.)
 */
export function sharedRun<T>(task: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  return (key) => {
    const under = running.get(key);
    if (under) return under;
    const run = task(key).finally(() => running.delete(key));
    running.set(key, run);
    return run;
  };
}

/**
 * The flush rules of spec §9: queued events go out `flushIntervalMs` after the first of them (3000 ms by
 * default) or as soon as `flushEvents` are queued (20), whichever comes first; on page hide everything goes
 * at once by beacon. Sending is fire-and-forget: nothing is retried, so an offline phone or a refusing
 * server loses only monitoring data.
 */
export interface BatcherOptions<T> {
  flushIntervalMs: number;
  flushEvents: number;
  send(items: T[], useBeacon: boolean): void;
  /** Queued events kept at most; the oldest go first (a loop of events must not grow memory). */
  maxQueued?: number;
}

export interface Batcher<T> {
  add(item: T): void;
  flush(useBeacon?: boolean): void;
  readonly size: number;
}

export const DEFAULT_MAX_QUEUED = 500;

export function createBatcher<T>(options: BatcherOptions<T>): Batcher<T> {
  const maxQueued = options.maxQueued ?? DEFAULT_MAX_QUEUED;
  let queue: T[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = (useBeacon = false) => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (queue.length === 0) return;
    const items = queue;
    queue = [];
    try {
      options.send(items, useBeacon);
    } catch {
      // Dropped: monitoring never breaks the page.
    }
  };

  return {
    add(item) {
      if (queue.length >= maxQueued) queue.shift();
      queue.push(item);
      if (queue.length >= options.flushEvents) flush();
      else if (timer === null) timer = setTimeout(() => flush(), options.flushIntervalMs);
    },
    flush,
    get size() {
      return queue.length;
    },
  };
}

import { RESOURCE_MAX_DURATION_MS, RESOURCE_MAX_URL_LENGTH } from '@sprout/contracts/light';

/** Spec §9: resource reporting waits 1 second, and timings are merged over 200 ms. */
export const RESOURCE_REPORT_DELAY_MS = 1000;
export const RESOURCE_MERGE_MS = 200;

export interface ResourceTiming {
  name: string;
  initiatorType: string;
  duration: number;
  transferSize?: number;
}

/** Spec §9: timings outside 0 to one hour and URLs longer than 8182 characters are ignored. */
export function isReportable(entry: ResourceTiming): boolean {
  return entry.duration >= 0 && entry.duration <= RESOURCE_MAX_DURATION_MS && entry.name.length <= RESOURCE_MAX_URL_LENGTH;
}

/**
 * Collects resource timings: nothing leaves before `delayMs` after start, and entries arriving close
 * together (within `mergeMs` of the last one) are handed on as one merged list.
 */
export function createResourceCollector(options: {
  sink(entries: ResourceTiming[]): void;
  ignore?: (url: string) => boolean;
  delayMs?: number;
  mergeMs?: number;
  now?: () => number;
}) {
  const now = options.now ?? (() => Date.now());
  const delayMs = options.delayMs ?? RESOURCE_REPORT_DELAY_MS;
  const mergeMs = options.mergeMs ?? RESOURCE_MERGE_MS;
  const startedAt = now();
  let pending: ResourceTiming[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  const emit = () => {
    timer = null;
    const wait = startedAt + delayMs - now();
    if (wait > 0) {
      timer = setTimeout(emit, wait);
      return;
    }
    const entries = pending;
    pending = [];
    if (entries.length > 0) options.sink(entries);
  };

  return {
    add(entries: readonly ResourceTiming[]) {
      const kept = entries.filter((e) => isReportable(e) && !options.ignore?.(e.name));
      if (kept.length === 0) return;
      pending.push(...kept);
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(emit, mergeMs);
    },
  };
}

/** Feeds the collector from the browser's resource timeline, including what loaded before it started. */
export function observeResources(add: (entries: ResourceTiming[]) => void): void {
  if (typeof PerformanceObserver === 'undefined') return;
  try {
    new PerformanceObserver((list) => add(list.getEntries() as PerformanceResourceTiming[])).observe({ type: 'resource', buffered: true });
  } catch {
    // Not supported: no resource timings.
  }
}

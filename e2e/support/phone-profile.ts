import type { BrowserContext, Page } from 'playwright-core';

/**
 * The mid-range phone of the performance budget (DEVELOPERS.md): 4x CPU slowdown, 1.6 Mbps down,
 * 750 kbps up, 150 ms round trip. Applied through the DevTools protocol on one page.
 */
export const MID_RANGE_PHONE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
} as const;

/** Budgets: first screen of every route, and the chart of a chart route. */
export const BUDGET = {
  firstScreenMs: 1200,
  firstScreenJsBytes: 150 * 1024,
  chartMs: 1500,
  chartRouteJsBytes: 250 * 1024,
} as const;

export async function throttle(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MID_RANGE_PHONE.latencyMs,
    downloadThroughput: MID_RANGE_PHONE.downloadBytesPerSecond,
    uploadThroughput: MID_RANGE_PHONE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MID_RANGE_PHONE.cpuSlowdown });
}

/**
 * Records, from inside the page, the moment the first element matching `selector` is in the document:
 * the end of the route's first screen, measured without polling.
 */
export async function markWhenPresent(context: BrowserContext, selector: string): Promise<void> {
  await context.addInitScript((sel: string) => {
    const check = () => {
      if ((window as { __readyAt?: number }).__readyAt === undefined && document.querySelector(sel)) {
        (window as { __readyAt?: number }).__readyAt = performance.now();
      }
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true });
  }, selector);
}

export interface PageCost {
  /** When the route's first screen was in the document, ms from navigation start. */
  readyMs: number | null;
  /** First contentful paint, ms from navigation start. */
  fcpMs: number | null;
  /** Largest contentful paint so far, ms. */
  lcpMs: number | null;
  /** Compressed bytes of JavaScript transferred before the first screen was ready. */
  jsBytes: number;
  jsFiles: number;
}

/** Reads paint timings and the JavaScript the page has fetched so far (compressed, as sent). */
export async function measure(page: Page): Promise<PageCost> {
  return page.evaluate(async () => {
    const lcp = await new Promise<number | null>((resolve) => {
      let last: number | null = null;
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) last = entry.startTime;
      });
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
      // The buffered entries arrive in the next task.
      setTimeout(() => {
        observer.disconnect();
        resolve(last);
      }, 0);
    });
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const readyAt = (window as { __readyAt?: number }).__readyAt ?? Infinity;
    // The first screen's JavaScript: scripts requested before the route's content was in the page (what loads
    // afterwards, like the monitoring agent at idle time, does not delay it).
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
      (r) => /\.m?js(\?|$)/.test(r.name) && r.startTime <= readyAt,
    );
    return {
      readyMs: (window as { __readyAt?: number }).__readyAt ?? null,
      fcpMs: fcp,
      lcpMs: lcp,
      jsBytes: scripts.reduce((sum, r) => sum + r.transferSize, 0),
      jsFiles: scripts.length,
    };
  });
}

import type { Browser, BrowserContext, Page } from 'playwright-core';

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

/**
 * The goals of issue 14: every route's real content within 1.0 s with at most 120 KB of JavaScript (gzip)
 * before it; a chart route's chart drawn with the child's points within 1.2 s with at most 150 KB in all.
 */
export const GOAL = {
  contentMs: 1000,
  contentJsBytes: 120 * 1024,
  chartMs: 1200,
  chartJsBytes: 150 * 1024,
  /** Issue 32, on a first visit: live (React's handlers attached) within 1.5 s, with at most 130 KB of JavaScript sent. */
  liveMs: 1500,
  liveJsBytes: 130 * 1024,
} as const;

/**
 * What CI asserts on every route, a ceiling that a real regression crosses and the noise of a shared machine
 * does not. JavaScript is exact, so it is asserted always; paint times only with PERF_STRICT=1 (1.5x the goals),
 * because on a 2-core machine shared by several test runs they vary by a factor of two.
 */
export const CEILING = {
  contentMs: 1.5 * GOAL.contentMs,
  chartMs: 1.5 * GOAL.chartMs,
  // 210 KB: the JavaScript counted is what arrived before the content showed, so a chunk meant for after the first
  // screen that races it moves the figure by a few KB between runs (the campaign page and the doctor's eye record
  // measured 198-203 KB on 2026-11-23). The goals (GOAL) are 120 and 150 KB; most routes are still above them.
  contentJsBytes: 210 * 1024,
  chartJsBytes: 210 * 1024,
} as const;

/**
 * machineScore (below) of this 2-core machine on an ordinary day, when the goals and CEILING were set. Not measured
 * then: derived on 2026-11-29, a slow day, from the score that day (4.5-5.2 idle) and the bench's bare Fastify that hour
 * (36-47k req/s against 66-88k in the tables of ordinary days, docs/performance/server.md): 4.9 x 1.65.
 */
export const ORDINARY_MACHINE_SCORE = 8;

/**
 * The time ceilings for a machine running at `score`: CEILING on an ordinary day, stretched by as much as the machine
 * is slower (at most 2x). The phone profile slows the CPU 4x relative to the machine, so a machine at half speed
 * makes every route's own work twice as long; CI then failed routes that an ordinary day measures at the goal
 * (2026-11-28 and 29: the doctor's growth chart 2.0 s and the parent's eye chart 1.6 s, 0.9-1.2 s on ordinary days).
 * A regression of half the ceiling still fails on any day.
 */
export function timeCeilings(score: number): { stretch: number; contentMs: number; chartMs: number } {
  const stretch = Math.min(2, Math.max(1, ORDINARY_MACHINE_SCORE / score));
  return { stretch, contentMs: CEILING.contentMs * stretch, chartMs: CEILING.chartMs * stretch };
}

/** The phone's network and CPU on `page`: with a cold cache (a first visit) unless `cache` is 'keep' (a repeat visit). */
export async function throttle(context: BrowserContext, page: Page, { cache = 'cold' }: { cache?: 'cold' | 'keep' } = {}): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: cache === 'cold' });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MID_RANGE_PHONE.latencyMs,
    downloadThroughput: MID_RANGE_PHONE.downloadBytesPerSecond,
    uploadThroughput: MID_RANGE_PHONE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MID_RANGE_PHONE.cpuSlowdown });
}

/**
 * Records, from inside the page and without polling, the moment the first element matching each selector is in
 * the document (`content`: the route's real content; `chart`: the drawn chart), and the page's layout shifts.
 */

export async function markWhenPresent(
  context: BrowserContext,
  selectors: { content: string; chart?: string; interactive?: string },
): Promise<void> {
  await context.addInitScript((sels: { content: string; chart?: string; interactive?: string }) => {
    const w = window as { __marks?: Record<string, number>; __cls?: number };
    w.__marks = {};
    w.__cls = 0;
    const check = () => {
      for (const [name, sel] of Object.entries(sels)) {
        if (sel && w.__marks![name] === undefined && document.querySelector(sel)) w.__marks![name] = performance.now();
      }
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) w.__cls! += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, selectors);
}

export interface PageCost {
  /** When the route's real content was in the document, ms from navigation start. */
  readyMs: number | null;
  /** When the chart was drawn with the child's points (chart routes), ms. */
  chartMs: number | null;
  /** First contentful paint, ms from navigation start. */
  fcpMs: number | null;
  /** Largest contentful paint so far, ms. */
  lcpMs: number | null;
  /** Cumulative layout shift so far (without shifts right after input). */
  cls: number;
  /**
   * Compressed bytes of JavaScript that had arrived when the content was in the page: what the content can have
   * waited for. A server-rendered page's content comes with its HTML, before any script has arrived.
   */
  jsBytes: number;
  jsFiles: number;
  /** The same for the drawn chart (chart routes). */
  chartJsBytes: number | null;
  /** When the app was live (hydrated, or drawn by the browser), ms; and the JavaScript arrived by then. */
  interactiveMs: number | null;
  interactiveJsBytes: number | null;
  /** The scripts arrived by live, each with its compressed bytes as sent (PERF_FILES=1 prints them). */
  interactiveJsFiles?: Array<{ file: string; bytes: number }>;
}

/** Reads paint timings, layout shift and the JavaScript the page fetched before its marks (compressed, as sent). */
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
    const w = window as { __marks?: Record<string, number>; __cls?: number };
    const marks = w.__marks ?? {};
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) => /\.m?js(\?|$)/.test(r.name));
    // The JavaScript of a mark: scripts that had arrived by then (what arrives afterwards, like the monitoring agent
    // at idle time or a server-rendered page's own code, did not delay it).
    const before = (at: number) => scripts.filter((r) => r.responseEnd <= at);
    const bytes = (list: PerformanceResourceTiming[]) => list.reduce((sum, r) => sum + r.transferSize, 0);
    const readyAt = marks.content ?? Infinity;
    return {
      readyMs: marks.content ?? null,
      chartMs: marks.chart ?? null,
      fcpMs: fcp,
      lcpMs: lcp,
      cls: w.__cls ?? 0,
      jsBytes: bytes(before(readyAt)),
      jsFiles: before(readyAt).length,
      chartJsBytes: marks.chart === undefined ? null : bytes(before(marks.chart)),
      interactiveMs: marks.interactive ?? null,
      interactiveJsBytes: marks.interactive === undefined ? null : bytes(before(marks.interactive)),
      interactiveJsFiles:
        marks.interactive === undefined
          ? []
          : before(marks.interactive).map((r) => ({ file: new URL(r.name).pathname, bytes: r.transferSize })),
    };
  });
}

/**
 * JavaScript work done per millisecond by this machine's browser right now, unthrottled: the same kind of work a
 * page's start does (objects built, serialised, parsed and sorted), counted in rounds over 300 ms, median of five.
 * Lighthouse measures a machine the same way (its "benchmark index") to tell a slow page from a slow machine.
 */
export async function machineScore(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  try {
    const scores: number[] = [];
    for (let i = 0; i < 5; i++) {
      scores.push(
        await page.evaluate(() => {
          const rows = Array.from({ length: 300 }, (_, i) => ({ id: `row-${i}`, value: Math.sin(i), tags: [i % 7, i % 11] }));
          const started = performance.now();
          let rounds = 0;
          while (performance.now() - started < 300) {
            const copy = JSON.parse(JSON.stringify(rows)) as typeof rows;
            copy.sort((a, b) => a.value - b.value);
            rounds += copy.length > 0 ? 1 : 0;
          }
          return rounds / (performance.now() - started);
        }),
      );
    }
    return scores.sort((a, b) => a - b)[2]!;
  } finally {
    await page.close();
  }
}

/** The time ceilings of a strict run on this machine now (machineScore), printed with the score. */
export async function measuredTimeCeilings(browser: Browser): Promise<ReturnType<typeof timeCeilings>> {
  const score = await machineScore(browser);
  const ceilings = timeCeilings(score);
  console.log(
    `Machine score ${score.toFixed(2)} (ordinary day ${ORDINARY_MACHINE_SCORE}): time ceilings x${ceilings.stretch.toFixed(2)}, content ${ceilings.contentMs.toFixed(0)} ms, chart ${ceilings.chartMs.toFixed(0)} ms`,
  );
  return ceilings;
}

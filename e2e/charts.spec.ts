import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/api.ts';
import { IDS } from './support/bench-routes.ts';
import { launchBrowser, newPhone } from './support/browser.ts';
import { MID_RANGE_PHONE } from './support/phone-profile.ts';

/**
 * The in-house SVG charts as a finger uses them, on the phone profile's slowed CPU: a tap shows the point's
 * values within 100 ms, and the full-screen chart zooms with two fingers and pans with one. The latency is
 * printed always and asserted with PERF_STRICT=1 (an idle machine) at 1.5x the goal, like the paint times of performance.spec.ts:
 * on a 2-core machine shared by several test runs it varies from 50 to 480 ms.
 */
const strict = process.env.PERF_STRICT === '1';
/** The goal is 100 ms; CI asserts 1.5x it, as performance.spec.ts does the paint times, to catch a real regression. */
const TAP_GOAL_MS = 100;
const TAP_CEILING_MS = TAP_GOAL_MS * 1.5;
let browser: Browser;
let token: string;
beforeAll(async () => {
  browser = await launchBrowser(strict ? 'full' : 'shell');
  token = await signIn('parentWang');
});
afterAll(async () => browser?.close());

/** Milliseconds from the finger touching the screen to `selector` being in the page, measured inside it. */
async function tapLatency(page: Page, point: { x: number; y: number }, selector: string): Promise<number> {
  await page.evaluate((sel) => {
    const w = window as { __tapAt?: number; __shownAt?: number };
    w.__tapAt = undefined;
    w.__shownAt = undefined;
    document.addEventListener('pointerdown', () => (w.__tapAt = performance.now()), { capture: true, once: true });
    new MutationObserver((_, observer) => {
      if (w.__tapAt !== undefined && document.querySelector(sel)) {
        w.__shownAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, selector);
  await page.touchscreen.tap(point.x, point.y);
  await page.locator(selector).first().waitFor();
  return page.evaluate(() => {
    const w = window as { __tapAt?: number; __shownAt?: number };
    return w.__shownAt! - w.__tapAt!;
  });
}

/** Taps measured, each on a freshly opened page: the median is what the strict check holds, not one sample. */
const TAPS = 3;

/**
 * The median of TAPS tap latencies. `open` (at full speed) opens the page afresh and returns the tap to measure,
 * which runs under the phone's CPU slowdown.
 */
async function medianOfTaps(cdp: CDPSession, open: () => Promise<() => Promise<number>>): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < TAPS; i += 1) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const tap = await open();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MID_RANGE_PHONE.cpuSlowdown });
    samples.push(await tap());
  }
  return samples.sort((a, b) => a - b)[Math.floor(TAPS / 2)]!;
}

/**
 * Until the chart's part of the page is hydrated, the points are the server's HTML: a tap on one is not replayed
 * (it is no button; the page shows it is getting ready, e2e/first-tap.spec.ts). The tap measured is one on the live
 * chart, so it waits for the part's `[data-later]` wrapper to go (a chart outside such a part has none). A clean-clone
 * run on a slow machine tapped before it, and the point's values never came.
 */
async function hydrated(page: Page, testId: string): Promise<void> {
  await page.locator(`[data-later]:has([data-testid="${testId}"])`).waitFor({ state: 'detached' });
}

async function centreOf(page: Page, selector: string): Promise<{ x: number; y: number }> {
  const box = (await page.locator(selector).last().boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

describe('the charts under a finger on a slowed phone', () => {
  it('shows a tapped growth point’s value at once (goal 100 ms)', async () => {
    const { context, page } = await newPhone(browser, { token });
    const cdp = await context.newCDPSession(page);
    const latency = await medianOfTaps(cdp, async () => {
      await page.goto(`/growth/patient/growthDetail?familyMemberId=${IDS.boy}`);
      await page.locator('[data-testid="growth-chart"] [data-point]').first().waitFor();
      await hydrated(page, 'growth-chart');
      await page.getByTestId('chart-section').scrollIntoViewIfNeeded();
      return async () =>
        tapLatency(page, await centreOf(page, '[data-testid="growth-chart"] [data-point]'), '[data-testid="point-details"]');
    });
    console.log(`growth chart: tap to value ${latency.toFixed(0)} ms at ${MID_RANGE_PHONE.cpuSlowdown}x CPU slowdown (median of ${TAPS})`);
    if (strict) expect(latency).toBeLessThanOrEqual(TAP_CEILING_MS);
    expect(await page.getByTestId('point-details').textContent()).toMatch(/2026/);
    await context.close();
  });

  it('shows a tapped eye exam at once (goal 100 ms)', async () => {
    const { context, page } = await newPhone(browser, { token, locale: 'en-US' });
    const cdp = await context.newCDPSession(page);
    let hint: string | null = null;
    const latency = await medianOfTaps(cdp, async () => {
      await page.goto(`/eyeAxis/patient/eyeAxisDetail?familyMemberId=${IDS.boy}`);
      await page.locator('[data-testid="eye-chart-frame"] [data-point]').first().waitFor();
      await hydrated(page, 'eye-chart-frame');
      await page.getByTestId('eye-chart-frame').scrollIntoViewIfNeeded();
      hint = await page.getByTestId('chart-selected').textContent();
      return async () =>
        tapLatency(
          page,
          await centreOf(page, '[data-testid="eye-chart-frame"] [data-point]'),
          '[data-testid="eye-chart-frame"] [data-selected]',
        );
    });
    console.log(`eye chart: tap to value ${latency.toFixed(0)} ms at ${MID_RANGE_PHONE.cpuSlowdown}x CPU slowdown (median of ${TAPS})`);
    if (strict) expect(latency).toBeLessThanOrEqual(TAP_CEILING_MS);
    expect(await page.getByTestId('chart-selected').textContent()).not.toBe(hint);
    await context.close();
  });

  it('zooms the full-screen growth chart with two fingers and pans it with one', async () => {
    const { context, page } = await newPhone(browser, { token });
    const cdp = await context.newCDPSession(page);
    await page.goto(`/growth/common/growthChartFullScreen?scope=patient&growthId=${IDS.boyGrowth}&indicator=height&mode=who`);
    const svg = page.getByTestId('growth-chart-canvas');
    await page.locator('[data-testid="growth-chart"] [data-point]').first().waitFor();
    // The chart's code comes after the page is live (a later part): a pinch before it does nothing but show that the
    // page is getting ready (e2e/first-tap.spec.ts), so the fingers wait for it as a parent's would for the bar.
    await page.locator('[data-testid="growth-full-screen"] [data-later]').waitFor({ state: 'detached' });
    const span = async () => {
      const [x0, x1] = (await svg.getAttribute('data-view'))!.split(' ').map(Number);
      return { x0: x0!, x1: x1! };
    };
    const before = await span();
    const box = (await svg.boundingBox())!;
    const c = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: Array<{ x: number; y: number }>) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p, id) => ({ x: p.x, y: p.y, id })) });
    await touch('touchStart', [
      { x: c.x, y: c.y - 40 },
      { x: c.x, y: c.y + 40 },
    ]);
    for (const d of [60, 80, 100, 120])
      await touch('touchMove', [
        { x: c.x, y: c.y - d },
        { x: c.x, y: c.y + d },
      ]);
    await touch('touchEnd', []);
    const zoomed = await span();
    expect(zoomed.x1 - zoomed.x0).toBeLessThan((before.x1 - before.x0) / 2);
    await touch('touchStart', [{ x: c.x, y: c.y }]);
    for (const d of [20, 40, 60]) await touch('touchMove', [{ x: c.x, y: c.y - d }]);
    await touch('touchEnd', []);
    const panned = await span();
    expect(panned.x1 - panned.x0).toBeCloseTo(zoomed.x1 - zoomed.x0, 1);
    expect(panned.x0).not.toBeCloseTo(zoomed.x0, 1);
    await context.close();
  });
});

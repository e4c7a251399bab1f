import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONITORING_EVENTS_PATH, MONITORING_SUMMARY_PATH, type MonitoringSummary } from '@sprout/contracts';
import { api, signIn } from './support/api.ts';
import { expectConsoleError, launchBrowser, newPhone, screenshot } from './support/browser.ts';

/**
 * Real-user monitoring end to end. The e2e build samples every session (VITE_MONITORING_SESSION_SAMPLE_RATE=1,
 * e2e/global-setup.ts); the product's own build samples 10%.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const ERROR_MESSAGE = `e2e-monitoring-boom-${Date.now()}`;

/** The next monitoring post the server accepted whose body contains `text`. */
const accepted = (page: Page, text: string) =>
  page.waitForResponse(
    (r: Response) => r.url().endsWith(MONITORING_EVENTS_PATH) && r.status() === 200 && (r.request().postData() ?? '').includes(text),
    { timeout: 30_000 },
  );

describe('real-user monitoring', () => {
  it('reports vitals, views and an error from a phone, and the editors’ summary shows them', async () => {
    const token = await signIn('parentWang');
    const { context, page } = await newPhone(browser, { token });
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith(MONITORING_EVENTS_PATH)) posts.push(r.postData() ?? '');
    });

    // First screen: a page nobody has (route '*'). The agent loads after it; its first post carries the view.
    const firstView = accepted(page, '"type":"view"');
    await page.goto('/no/such/page');
    await page.getByTestId('not-found').waitFor();
    const firstPost = JSON.parse((await firstView).request().postData()!);
    expect(firstPost.events).toContainEqual({ type: 'view', route: '*' });
    expect(firstPost.sessionId).toMatch(/^[0-9a-f-]{36}$/);

    // A route change (the tap also ends the largest-paint measurement), then an uncaught error.
    const lcp = accepted(page, '"name":"LCP"');
    const homeView = accepted(page, '"route":"/"');
    await page.getByRole('link', { name: '返回首页' }).click();
    await page.getByTestId('home-page').waitFor();
    await Promise.all([lcp, homeView]);
    const error = accepted(page, ERROR_MESSAGE);
    // On purpose: the journeys otherwise fail on an uncaught error (support/console-check.ts).
    expectConsoleError(new RegExp(ERROR_MESSAGE));
    await page.evaluate((message) => {
      setTimeout(() => {
        throw new Error(message);
      });
    }, ERROR_MESSAGE);
    await error;
    // The app is still there: the error was only logged and reported.
    await page.getByTestId('home-page').waitFor();

    const editor = await signIn('editor');
    const summary: MonitoringSummary = (await api('GET', MONITORING_SUMMARY_PATH, { token: editor })).data;
    const today = new Date().toISOString().slice(0, 10);
    const day = summary.days.find((d) => d.day === today)!;
    // LIVE: when the app came alive (issue 32), reported like the web vitals.
    expect(day.vitals.map((v) => v.name)).toEqual(expect.arrayContaining(['FCP', 'LCP', 'TTFB', 'LIVE']));
    for (const vital of day.vitals) {
      expect(vital.good + vital.needsImprovement + vital.poor).toBeCloseTo(1);
    }
    const route = (pattern: string) => summary.routes.find((r) => r.day === today && r.route === pattern);
    expect(route('/*')?.views).toBeGreaterThanOrEqual(1);
    expect(route('/')?.views).toBeGreaterThanOrEqual(1);
    expect(route('/')?.topErrors.map((e) => e.message)).toContain(`Error: ${ERROR_MESSAGE}`);
    // Both screens were drawn: the white-screen check found nothing to report. (The demo seed has a few.)
    expect(posts.join('\n')).not.toContain('white_screen');
    await context.close();
  });

  it('shows editors the dashboard in both languages and tells anyone else it is for editors only', async () => {
    const editor = await signIn('editor');
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const { context, page } = await newPhone(browser, { token: editor, locale });
      await page.goto(`/monitoring?lang=${locale}`);
      await page.getByTestId('monitoring-page').waitFor();
      await page.getByTestId('chart-p75').locator('canvas').waitFor();
      await page.getByTestId('monitoring-routes').waitFor();
      // The title heads the workspace frame the dashboard now sits in.
      expect(await page.locator('body').innerText()).toContain(locale === 'zh-CN' ? '性能与错误监控' : 'Performance and errors');
      await screenshot(page, `monitoring-dashboard-${locale === 'zh-CN' ? 'zh' : 'en'}`);
      await page.getByTestId('monitoring-charts').scrollIntoViewIfNeeded();
      await page.getByTestId('chart-traffic').scrollIntoViewIfNeeded();
      await screenshot(page, `monitoring-dashboard-charts-${locale === 'zh-CN' ? 'zh' : 'en'}`);
      await context.close();
    }

    const parent = await signIn('parentLi');
    const { context, page } = await newPhone(browser, { token: parent });
    await page.goto('/monitoring');
    // The dashboard lives in the editors' workspace: anyone else gets its door, with the way to their own area.
    await page.getByTestId('wrong-area').waitFor();
    await screenshot(page, 'monitoring-editors-only-zh');
    await context.close();
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, signIn } from './support/api.ts';
import { baseUrl, launchBrowser, newPhone, screenshot } from './support/browser.ts';
import { GOAL, markWhenPresent, measure, throttle } from './support/phone-profile.ts';

/**
 * The share view a doctor opens from a parent's link (issue 31, part 1): rendered on the server in either
 * language, hydrated without any console error, its content on the mid-range phone profile within the goal, and
 * saying whose record it is and until when the link works. A preterm child's share states the gestation at birth
 * and the corrected age used (part 2).
 */
const BOY = '40000000-0000-4000-8000-000000000002';
const GIRL = '40000000-0000-4000-8000-000000000001';
const POLL = { timeout: 20_000 };
const ssrOn = inject('ssr');
const strict = process.env.PERF_STRICT === '1';

const TEXT = {
  'zh-CN': { whose: '王浩然 的健康档案', until: '此链接有效期至', gestation: '出生胎龄 32+3 周', corrected: '矫正月龄' },
  'en-US': {
    whose: 'Health record of 王浩然',
    until: 'This link works until',
    gestation: 'Born at 32+3 weeks',
    corrected: 'Corrected age',
  },
} as const;

let browser: Browser;
let parent: string;
beforeAll(async () => {
  browser = await launchBrowser();
  parent = await signIn('parentWang');
});
afterAll(async () => browser?.close());

async function shareOf(member: string): Promise<string> {
  const made = await api('POST', `/app-web2/family_members/${member}/shares`, {
    token: parent,
    body: { hours: 24, sections: ['growth', 'eye', 'record'] },
  });
  return new URL(made.data.url as string).pathname;
}

/** Every console error and uncaught error of the page, whatever it says. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

describe.each(['zh-CN', 'en-US'] as const)('the share view in %s', (lang) => {
  const text = TEXT[lang];

  it.runIf(ssrOn)('arrives rendered by the server, never cached, and hydrates without any console error', async () => {
    const path = `${await shareOf(BOY)}?lang=${lang}`;
    const res = await fetch(`${baseUrl()}${path}`);
    const body = await res.text();
    // The page as drawn, not the texts its state carries for hydrating.
    const markup = body.slice(0, body.indexOf('id="ssr-state"'));
    expect(markup).toContain('data-testid="shared-page"');
    expect(markup).toContain(text.whose);
    expect(markup).toContain(text.until);
    expect(markup).toContain('data-point');
    expect(res.headers.get('cache-control')).toBe('private, no-store');

    const { context, page } = await newPhone(browser, { locale: lang });
    const errors = consoleErrors(page);
    await page.goto(path);
    await page.getByTestId('shared-page').waitFor(POLL);
    expect(await page.getByTestId('shared-whose').textContent()).toBe(text.whose);
    expect(await page.getByTestId('shared-expires').textContent()).toContain(text.until);
    expect(errors).toEqual([]);
    await screenshot(page, `shared-view-${lang}`);
    await context.close();
  });

  it.runIf(ssrOn)('shows its content on the mid-range phone profile within the goal', async () => {
    const path = `${await shareOf(BOY)}?lang=${lang}`;
    const { context, page } = await newPhone(browser, { locale: lang });
    await markWhenPresent(context, { content: '[data-testid="shared-whose"]', chart: '[data-testid="shared-chart-height"] [data-point]' });
    await throttle(context, page);
    const errors = consoleErrors(page);
    await page.goto(path);
    const cost = await measure(page);
    console.info(`share view ${lang}: content ${cost.readyMs?.toFixed(0)} ms, chart ${cost.chartMs?.toFixed(0)} ms`);
    expect(cost.readyMs).not.toBeNull();
    // The content comes with the HTML, before any script: in the document's order, whatever the machine's load.
    const body = await (await fetch(`${baseUrl()}${path}`)).text();
    const content = body.indexOf('data-testid="shared-whose"');
    const firstScript = Math.min(
      ...[body.indexOf('<script type="module"'), body.indexOf('rel="modulepreload"'), body.search(/<script[^>]+src=/)].filter(
        (i) => i >= 0,
      ),
    );
    expect(content).toBeGreaterThan(0);
    expect(content).toBeLessThan(firstScript);
    // Time and the bytes that arrived before the content only on an idle machine (PERF_STRICT=1, as the performance
    // spec): on a shared 2-core machine a loaded parser lets a script the network already fetched arrive first, and
    // a load average of 20 makes the same page take four times as long.
    if (strict) expect(cost.jsBytes).toBe(0);
    if (strict) expect(cost.readyMs!).toBeLessThanOrEqual(GOAL.contentMs);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('still opens a link of the first version (token in the fragment) at the address the server renders, without a console error', async () => {
    const path = await shareOf(BOY);
    const { context, page } = await newPhone(browser, { locale: lang });
    const errors = consoleErrors(page);
    const token = path.split('/').pop()!;
    await page.goto(`/shared?lang=${lang}#${token}`);
    await page.getByTestId('shared-page').waitFor(POLL);
    expect(await page.getByTestId('shared-whose').textContent()).toBe(text.whose);
    // Sent to the address the server renders, before the app started (index.html's first script).
    expect(new URL(page.url()).pathname).toBe(`/shared/${token}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("states a preterm child's gestation at birth and the corrected age used", async () => {
    const path = `${await shareOf(GIRL)}?lang=${lang}`;
    const { context, page } = await newPhone(browser, { locale: lang });
    const errors = consoleErrors(page);
    await page.goto(path);
    const preterm = page.getByTestId('shared-preterm');
    await preterm.waitFor(POLL);
    const said = await preterm.textContent();
    expect(said).toContain(text.gestation);
    expect(said).toContain(text.corrected);
    expect(errors).toEqual([]);
    await screenshot(page, `shared-view-preterm-${lang}`);
    await context.close();
  });
});

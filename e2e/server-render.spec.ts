import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signIn } from './support/api.ts';
import { IDS } from './support/bench-routes.ts';
import { baseUrl, launchBrowser, newPhone } from './support/browser.ts';

/**
 * The server's render of the first screen (docs/decisions/0005-server-rendering.md), when the server runs with
 * SSR on: the page's content is in the HTML the server sends, and the browser hydrates it without
 * a mismatch. Each page is also checked to come alive without any hydration error in the console.
 */
let browser: Browser;
const tokens: { parent?: string; doctor?: string } = {};
beforeAll(async () => {
  browser = await launchBrowser();
  tokens.parent = await signIn('parentWang');
  tokens.doctor = await signIn('doctorChen');
});
afterAll(async () => browser?.close());

// The journeys' server renders pages unless E2E_SSR=0 (global-setup.ts).
const ssrOn = inject('ssr');

async function html(path: string, token?: string): Promise<Response> {
  return fetch(`${baseUrl()}${path}`, { headers: token ? { cookie: `sprout_session=${encodeURIComponent(token)}` } : {} });
}

/** Console errors of a hydration (React's recoverable errors and mismatch messages). */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && /hydrat|Minified React error #4(18|19|23|25)/i.test(text)) errors.push(text);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const PAGES = [
  { path: '/landing', content: 'data-testid="landing-offer"', as: 'visitor' },
  { path: `/article/${IDS.article}`, content: 'data-testid="article"', as: 'visitor' },
  { path: '/faq', content: 'data-testid="faq-category"', as: 'visitor' },
  // Answers the browser would get again (not found): drawn by the server like any other page.
  // A share view is never stored by a cache, whoever opens it (e2e/shared-view.spec.ts).
  { path: '/shared/unknown-token', content: 'data-testid="shared-not-found"', as: 'visitor', cache: 'private, no-store' },
  { path: '/article/00000000-0000-4000-8000-000000000999?lang=en-US', content: 'data-testid="content-not-found"', as: 'visitor' },
  { path: '/privatePolicy?lang=en-US', content: 'data-testid="legal-', as: 'visitor' },
  { path: `/clinics/${IDS.xuhui}`, content: 'data-testid="clinic-page"', as: 'visitor' },
  { path: '/', content: 'data-testid="member-summary"', as: 'parent' },
  { path: `/growth/patient/growthDetail?familyMemberId=${IDS.boy}`, content: 'data-point', as: 'parent' },
  { path: `/eyeAxis/patient/eyeAxisDetail?familyMemberId=${IDS.boy}`, content: 'data-point', as: 'parent' },
  {
    path: `/growth/common/growthChartFullScreen?scope=patient&growthId=${IDS.boyGrowth}&indicator=height&mode=who`,
    content: 'data-point',
    as: 'parent',
  },
] as const;

describe.runIf(ssrOn)('pages rendered on the server', () => {
  for (const entry of PAGES) {
    const { path, content, as } = entry;
    it(`${path} arrives with its content in the HTML and hydrates without a mismatch`, async () => {
      const token = as === 'parent' ? tokens.parent : undefined;
      const res = await html(path, token);
      const body = await res.text();
      expect(body).toContain(content);
      expect(body).toContain('<script type="application/json" id="ssr-state">');
      expect(res.headers.get('cache-control')).toBe('cache' in entry ? entry.cache : token ? 'private, no-store' : 'no-cache');

      const { context, page } = await newPhone(browser, token ? { token } : {});
      const errors = hydrationErrors(page);
      await page.goto(path);
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('renders home about the child the parent chose, so a reload after choosing another child hydrates without a mismatch', async () => {
    const { context, page } = await newPhone(browser, { token: tokens.parent! });
    const errors = hydrationErrors(page);
    await page.goto('/');
    const summary = page.getByTestId('member-summary');
    const first = await summary.locator('h2, h3').first().textContent();
    const other = page.locator('[data-testid="member-switcher"] [role="radio"][aria-checked="false"]').last();
    const chosen = (await other.textContent())!;
    expect(chosen).not.toBe(first);
    await other.click();
    await expect.poll(() => summary.textContent()).toContain(chosen);
    // The server's HTML of the next load is already about the chosen child.
    const cookies = await context.cookies();
    const header = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const body = await (await fetch(`${baseUrl()}/`, { headers: { cookie: header } })).text();
    expect(body.slice(body.indexOf('data-testid="member-summary"'), body.indexOf('data-testid="member-summary"') + 400)).toContain(chosen);
    await page.reload();
    await expect.poll(() => summary.textContent()).toContain(chosen);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('renders a signed-in page only for the owner of the session: without the cookie, no personal data is sent', async () => {
    const res = await html(`/growth/patient/growthDetail?familyMemberId=${IDS.boy}`);
    const body = await res.text();
    expect(body).not.toContain('ssr-state');
    expect(body).not.toContain('data-point');
    // Another parent's session gets nothing of this child either.
    const li = await signIn('parentLi');
    const other = await (await html(`/growth/patient/growthDetail?familyMemberId=${IDS.boy}`, li)).text();
    expect(other).not.toContain('data-point');
  });

  it('renders the doctor’s embedded entry with its token, keeps it as the session cookie, and takes it out of the address', async () => {
    const path = `/growth/doctor/growthDetail?token=${encodeURIComponent(tokens.doctor!)}&authToken=e2e&growthId=${IDS.boyGrowth}`;
    const res = await html(path);
    const body = await res.text();
    expect(body).toContain('data-testid="latest-value"');
    expect(body).not.toContain(tokens.doctor!);
    expect(res.headers.get('set-cookie')).toMatch(/^sprout_session=[^;]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');

    const { context, page } = await newPhone(browser);
    const errors = hydrationErrors(page);
    await page.goto(path);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    expect(new URL(page.url()).search).toBe(`?growthId=${IDS.boyGrowth}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('carries its texts and styles: neither is fetched before it is live, and a page reached after it fetches its own texts', async () => {
    // What the server would preload for a page the browser renders (apps/web/scripts/route-preloads.mjs).
    const preloads = JSON.parse(readFileSync(new URL('../apps/web/dist/route-preloads.json', import.meta.url), 'utf8')) as {
      routes: Array<{ path: string; languages: Record<string, { css: string[]; texts: string[] }> }>;
    };
    const filesOf = (route: string) => preloads.routes.find((r) => r.path === route)!.languages['en-US']!;
    const growth = filesOf('/growth/patient/growthDetail');
    expect(growth.texts.length).toBeGreaterThan(3);
    expect(growth.css.length).toBeGreaterThan(1);

    const { context, page } = await newPhone(browser, { token: tokens.parent!, locale: 'en-US', serviceWorkers: 'block' });
    const errors = hydrationErrors(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname.slice(1)));
    await page.goto(`/growth/patient/growthDetail?familyMemberId=${IDS.boy}`);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    expect(await page.locator('html').getAttribute('lang')).toBe('en-US');
    expect(requested.filter((file) => growth.texts.includes(file) || growth.css.includes(file))).toEqual([]);
    // The add-record button reads its label from the growth namespace, which came in the page.
    expect(await page.getByTestId('add-record').textContent()).toMatch(/[A-Za-z]/);

    // In the app, the FAQ's own texts (not carried by the growth page) are fetched as before.
    const faqTexts = filesOf('/faq').texts.filter((file) => !growth.texts.includes(file));
    expect(faqTexts.length).toBeGreaterThan(0);
    await page.evaluate(() => {
      window.history.pushState(null, '', '/faq');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByTestId('faq-category').first().waitFor();
    expect(requested).toEqual(expect.arrayContaining(faqTexts));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers an embedded entry with an unknown token with the page the browser renders, and no cookie', async () => {
    const res = await html(`/growth/doctor/growthDetail?token=not-a-token&growthId=${IDS.boyGrowth}`);
    expect(await res.text()).not.toContain('ssr-state');
    expect(res.headers.get('set-cookie')).toBeNull();
  });
});

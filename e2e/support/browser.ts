import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { findChromium } from './chromium.ts';

export const baseUrl = () => inject('baseUrl');

/** A mid-range phone: 390 x 844 CSS pixels, touch, device scale 2. */
export const PHONE_VIEWPORT = { width: 390, height: 844 };

/**
 * Chromium for a spec file. The journeys get the headless shell when it is installed (e2e/support/chromium.ts). The
 * full browser for what the shell lacks or would change: the phone profile's timings (performance.spec.ts, and
 * charts.spec.ts's tap latency when PERF_STRICT=1 asserts it), taken with the full browser since the first figures,
 * and its PDF viewer (a report's attachment opens in a tab; the shell downloads it instead).
 */
export async function launchBrowser(kind: 'shell' | 'full' = 'shell'): Promise<Browser> {
  const executablePath = findChromium(kind);
  if (!executablePath) throw new Error('No Chromium: install chromium or set CHROMIUM_PATH');
  return chromium.launch({
    executablePath,
    headless: true,
    // Flags that keep Chromium off the network this machine does not have.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface PhoneOptions {
  locale?: 'zh-CN' | 'en-US';
  /** A signed-in token put in local storage before the app starts. */
  token?: string;
  /** Another server than the one under test (the performance spec's previous build). */
  base?: string;
  /** Another browser's user agent (WeChat's in-app browser). */
  userAgent?: string;
  /**
   * 'allow' for the journeys whose subject is the service worker (the app offline, a new build taking over);
   * otherwise blocked, as on a first visit. Installing it and keeping every built file it fetched, in each of the
   * journeys' few hundred new contexts, was about a quarter of Chromium's CPU (decision 3800, "Later").
   */
  serviceWorkers?: 'allow' | 'block';
}

export async function newPhone(browser: Browser, options: PhoneOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: PHONE_VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: options.locale ?? 'zh-CN',
    baseURL: options.base ?? baseUrl(),
    serviceWorkers: options.serviceWorkers ?? 'block',
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
  if (options.token) {
    // As the sign-in leaves it: the token stored for the calls, and the HttpOnly cookie for the server's render.
    await context.addCookies([
      { name: 'sprout_session', value: options.token, url: options.base ?? baseUrl(), httpOnly: true, sameSite: 'Lax' },
    ]);
    await context.addInitScript((token: string) => {
      if (!window.localStorage.getItem('token')) window.localStorage.setItem('token', token);
    }, options.token);
  }
  const page = liveNavigation(await context.newPage());
  return { context, page };
}

/** The app is live: hydrated over the server's HTML, or drawn by the browser (apps/web/src/app/root-layout.tsx). */
export const APP_READY = 'html[data-app-ready]';

/**
 * Makes the page's loads (goto, reload) return once the app is live, not when the server's HTML is in: a journey
 * would otherwise find the server-rendered content and tap a button no handler is attached to yet. A load of
 * something other than a page (a JSON answer, a download) returns as before.
 */
export function liveNavigation(page: Page): Page {
  watchConsole(page);
  const untilLive = async <T extends { headers(): Record<string, string> } | null>(response: T): Promise<T> => {
    if (response?.headers()['content-type']?.includes('text/html'))
      await page.locator(APP_READY).waitFor({ state: 'attached', timeout: 30_000 });
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => untilLive(await goto(url, options));
  page.reload = async (options) => untilLive(await reload(options));
  return page;
}

/**
 * Console errors (React's hydration errors included) and uncaught exceptions of every page the journeys open:
 * e2e/support/console-check.ts fails the test that saw any. Not counted: Chromium's own line for an answer with an
 * error status ("Failed to load resource"), which the journeys provoke on purpose (refusals, not-found pages) and
 * which the app handles; the app's handling of it is what the journeys check.
 */
const consoleErrors: string[] = [];
/** Patterns a journey expects on purpose (`expectConsoleError`), until the end of its test. */
const expected: RegExp[] = [];

function watchConsole(page: Page): void {
  const record = (text: string) => {
    const where = page.url();
    if (expected.some((pattern) => pattern.test(text))) return;
    consoleErrors.push(`${where}: ${text}`);
  };
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) record(message.text());
  });
  page.on('pageerror', (error) => record(`uncaught ${error.message}`));
}

/** A console error the current test provokes on purpose (a matching message does not fail it). */
export function expectConsoleError(pattern: RegExp): void {
  expected.push(pattern);
}

/** The console errors seen since the last call (and forgets the expected ones). */
export function takeConsoleErrors(): string[] {
  expected.length = 0;
  return consoleErrors.splice(0);
}

/**
 * Saves a screenshot under screenshots/ for a person to look at, one image pixel per CSS pixel (a phone's 390x844):
 * at the phone's two device pixels per CSS pixel, capturing and encoding four times the pixels cost the journeys
 * about a fifth of Chromium's CPU (decision 3800, "Later"), on the machine the unit tests share.
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  const dir = inject('screenshotDir');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false, scale: 'css' });
  return file;
}

/** A staff member's two screens: a laptop and a phone. */
const STAFF_VIEWPORTS = { phone: PHONE_VIEWPORT, desktop: { width: 1280, height: 800 } } as const;
export type StaffViewport = keyof typeof STAFF_VIEWPORTS;
export type StaffLanguage = 'zh-CN' | 'en-US';

/**
 * The viewport and language pairs of the staff journeys: a laptop in Chinese and a phone in English, so each size
 * and each language is covered in CI's time; E2E_ALL_VIEWPORTS=1 runs all four (screenshots of every pair).
 */
export const STAFF_PAIRS = (
  process.env.E2E_ALL_VIEWPORTS === '1'
    ? [
        ['desktop', 'zh-CN'],
        ['phone', 'en-US'],
        ['desktop', 'en-US'],
        ['phone', 'zh-CN'],
      ]
    : [
        ['desktop', 'zh-CN'],
        ['phone', 'en-US'],
      ]
) as ReadonlyArray<readonly [StaffViewport, StaffLanguage]>;

/** A page on a staff member's laptop or phone in a language, signed in with `token` when given (no session cookie). */
export async function openStaffPage(
  browser: Browser,
  viewport: StaffViewport,
  lang: StaffLanguage,
  token?: string,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const phone = viewport === 'phone';
  const context = await browser.newContext({
    viewport: STAFF_VIEWPORTS[viewport],
    deviceScaleFactor: phone ? 2 : 1,
    // As newPhone's: no staff journey is about the service worker.
    serviceWorkers: 'block',
    isMobile: phone,
    hasTouch: phone,
    locale: lang,
    baseURL: baseUrl(),
  });
  await context.addInitScript(
    ([t, l]: [string | null, string]) => {
      window.localStorage.setItem('locale', l);
      if (t && !window.localStorage.getItem('token')) window.localStorage.setItem('token', t);
    },
    [token ?? null, lang] as [string | null, string],
  );
  const page = liveNavigation(await context.newPage());
  return { page, close: () => context.close() };
}

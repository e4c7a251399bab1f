import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/api.ts';
import type { Persona } from './support/bench-routes.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { LAYOUT_ROUTES, routeTablePatterns, type LayoutRoute } from './support/layout-routes.ts';
import {
  LAYOUT_LOCALES,
  LAYOUT_VIEWPORTS,
  layoutProblems,
  newLayoutPhone,
  type LayoutLocale,
  type LayoutViewport,
} from './support/layout.ts';

/**
 * Every route of the route table, as the account it is for, on the narrowest phone we serve (360 px) in both
 * languages, the two side by side: the document never wider than the screen, and no tap target covered. One
 * browser; one context per account and language, reused from route to route. The 390 px phone is left to the
 * journeys and to e2e/layout-forms.spec.ts (the layouts are fluid: what fits 360 px fits 390 px), which halves
 * the run.
 */
let browser: Browser;
const tokens: Partial<Record<Persona, string>> = {};

beforeAll(async () => {
  browser = await launchBrowser();
  [tokens.parent, tokens.doctor, tokens.editor] = await Promise.all([signIn('parentWang'), signIn('doctorChen'), signIn('editor')]);
});
afterAll(async () => browser?.close());

const PERSONAS: Persona[] = ['visitor', 'parent', 'doctor', 'editor'];

async function check(page: Page, route: LayoutRoute, token: string | undefined): Promise<string[]> {
  await page.goto(route.path.replace('{token}', encodeURIComponent(token ?? '')), { waitUntil: 'domcontentloaded' });
  try {
    await page.locator(route.content).first().waitFor({ state: 'attached', timeout: 15_000 });
  } catch {
    return [`never showed ${route.content} (at ${new URL(page.url()).pathname})`];
  }
  return layoutProblems(page);
}

async function checkAll(viewport: LayoutViewport, locale: LayoutLocale): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const persona of PERSONAS) {
    const routes = LAYOUT_ROUTES.filter((route) => route.as === persona);
    const token = persona === 'visitor' ? undefined : tokens[persona];
    const { context, page }: { context: BrowserContext; page: Page } = await newLayoutPhone(browser, viewport, locale, token);
    try {
      for (const route of routes) {
        const problems = await check(page, route, token);
        if (problems.length === 0) continue;
        found[route.path.replace(/token=[^&]+/, 'token=…')] = problems;
        await screenshot(page, `layout-route-${route.route.replace(/[^a-z0-9]+/gi, '_')}-${viewport.name}-${locale}`);
      }
    } finally {
      await context.close();
    }
  }
  return found;
}

describe('every route fits a phone', () => {
  it('the check opens every route of the web route table', () => {
    const checked = new Set(LAYOUT_ROUTES.map((route) => route.route));
    expect(routeTablePatterns().filter((pattern) => !checked.has(pattern))).toEqual([]);
  });

  const narrowest = LAYOUT_VIEWPORTS[0];
  for (const locale of LAYOUT_LOCALES) {
    it.concurrent(`no route is wider than ${narrowest.name} or covers a tap target in ${locale}`, { timeout: 240_000 }, async () => {
      expect(await checkAll(narrowest, locale)).toEqual({});
    });
  }
});

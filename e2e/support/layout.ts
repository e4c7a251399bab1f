import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, liveNavigation } from './browser.ts';

/** The two phones of the layout check: a small Android and a mid-range phone, in CSS pixels. */
export const LAYOUT_VIEWPORTS = [
  { name: '360x740', width: 360, height: 740 },
  { name: '390x844', width: 390, height: 844 },
] as const;
export type LayoutViewport = (typeof LAYOUT_VIEWPORTS)[number];
export const LAYOUT_LOCALES = ['zh-CN', 'en-US'] as const;
export type LayoutLocale = (typeof LAYOUT_LOCALES)[number];

export async function newLayoutPhone(
  browser: Browser,
  viewport: LayoutViewport,
  locale: LayoutLocale,
  token?: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale,
    baseURL: baseUrl(),
    // As newPhone's (support/browser.ts): the layout is the subject, not the service worker.
    serviceWorkers: 'block',
  });
  await context.addInitScript(
    ({ token, locale }: { token?: string; locale: string }) => {
      window.localStorage.setItem('locale', locale);
      if (token && !window.localStorage.getItem('token')) window.localStorage.setItem('token', token);
    },
    { token, locale },
  );
  return { context, page: liveNavigation(await context.newPage()) };
}

/**
 * What is wrong with the layout on screen now: the document wider than the viewport (naming the elements that
 * stick out), or a tap target whose centre, once scrolled into view, is covered by something else. Runs inside
 * the page in one pass; scrolls back to where it was.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  // The phone's width as configured: a mobile browser widens its layout viewport (innerWidth) to fit a page
  // that is too wide, so innerWidth would hide the very fault this looks for.
  const viewport = page.viewportSize()!.width;
  // A drawer or dialog still sliding in covers what it will not cover once in place: measure the page at rest
  // (finite animations and transitions only; a spinner's never end).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  return page.evaluate((viewport) => {
    const problems: string[] = [];
    const describe = (el: Element) => {
      const id = el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? el.id;
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
      return `<${el.tagName.toLowerCase()}${id ? ` "${id}"` : ''}${el.className && typeof el.className === 'string' ? ` .${el.className.split(' ')[0]}` : ''}>${text ? ` "${text}"` : ''}`;
    };
    const scrollsItself = (el: Element | null): boolean => {
      // An absolutely placed element escapes a scrolling box that is not positioned itself (its containing
      // block is further out), so that box's overflow neither clips nor scrolls it: it widens the page.
      let escaping = el ? getComputedStyle(el).position === 'absolute' : false;
      for (let node = el?.parentElement ?? null; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        const overflow = style.overflowX;
        if (!escaping && (overflow === 'auto' || overflow === 'scroll' || overflow === 'hidden' || overflow === 'clip')) return true;
        if (style.position !== 'static') escaping = false;
      }
      return false;
    };
    const width = document.documentElement.scrollWidth;
    if (width > viewport + 1) {
      const wide = Array.from(document.body.querySelectorAll('*'))
        .filter((el) => el.getBoundingClientRect().right > viewport + 1 && !scrollsItself(el))
        .slice(-3)
        .map(describe);
      problems.push(`document is ${width}px wide on a ${viewport}px screen: ${wide.join(', ')}`);
    }

    const startX = window.scrollX;
    const startY = window.scrollY;
    const targets = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="radio"], [role="checkbox"], [role="link"]',
    );
    for (const el of Array.from(targets)) {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.pointerEvents === 'none' || el.closest('[aria-hidden="true"], [inert]')) continue;
      // The content of a closed <details> (or any skipped content) has a box but is not on screen to tap.
      if (!el.checkVisibility({ contentVisibilityAuto: false, visibilityProperty: true })) continue;
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      // Visually hidden inputs of styled radios and checkboxes are tapped through their label.
      if (style.opacity === '0' && el.tagName === 'INPUT') continue;
      el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
      // A link that wraps over two lines is tapped on its words, not in the middle of its bounding box (which
      // may fall between the lines): take its largest line box.
      const r = Array.from(el.getClientRects()).reduce<DOMRect>(
        (best, rect) => (rect.width * rect.height > best.width * best.height ? rect : best),
        el.getBoundingClientRect().width > 0 && el.getClientRects().length <= 1 ? el.getBoundingClientRect() : new DOMRect(),
      );
      const x = Math.min(Math.max(r.left + r.width / 2, 0), viewport - 1);
      const y = Math.min(Math.max(r.top + r.height / 2, 0), window.innerHeight - 1);
      const top = document.elementFromPoint(x, y);
      if (!top) continue;
      const label = el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null;
      if (el === top || el.contains(top) || (label && label.contains(top))) continue;
      // Behind an open dialog, drawer or its mask the page is meant to be out of reach until it closes.
      const layer = top.closest('.adm-popup, .adm-center-popup, .adm-mask, [role="dialog"], [aria-modal="true"]');
      if (layer && !layer.contains(el)) continue;
      // A target cut off by a box that scrolls sideways (a carousel, a table) is reached by scrolling that box.
      if (r.left + r.width / 2 < 0 || r.left + r.width / 2 > viewport) {
        if (scrollsItself(el)) continue;
      }
      problems.push(`${describe(el)} is covered by ${describe(top)}`);
    }
    window.scrollTo({ left: startX, top: startY, behavior: 'instant' });
    return problems;
  }, viewport);
}

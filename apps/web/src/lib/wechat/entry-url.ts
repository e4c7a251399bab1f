import { isIOS } from './platform.ts';

/**
 * WeChat validates a JS-SDK signature against a page address. In a single-page app the address changes
 * without a page load, and the two platforms disagree on which one counts: WeChat on iOS keeps the address
 * the page was first entered with, WeChat on Android uses the current one. So the app remembers the entry
 * address once, at start-up (before anything rewrites the address bar), and signs the right one.
 */
let entryUrl: string | null = null;

/** Called once in main.tsx before the address bar is touched. */
export function rememberEntryUrl(href: string = window.location.href): void {
  entryUrl ??= href;
}

export function resetEntryUrlForTests(): void {
  entryUrl = null;
}

/** The address to sign: the entry address on iOS, the current one elsewhere; never the part after '#'. */
export function urlToSign(userAgent: string, currentHref: string): string {
  const href = isIOS(userAgent) ? (entryUrl ?? currentHref) : currentHref;
  return href.split('#')[0]!;
}

import { createHash } from 'node:crypto';
import { HEALTH_SITE } from '@sprout/contracts';

/**
 * The first load of /health/#/…: the server never sees the hash, so a rendered page cannot hold the route. Instead
 * of the app's shell (170 KB of script before <Navigate> runs, 3.1 s on the phone profile), a page of a few hundred
 * bytes forwards at once with location.replace, keeping the hash's query; the target page is server-rendered.
 * Its one inline script is allowed by its hash in this page's content security policy, no other.
 */
const SCRIPT = `var h=location.hash,i=h.indexOf('?');location.replace(${JSON.stringify(HEALTH_SITE.home)}+(i<0?'':h.slice(i)))`;
const SCRIPT_HASH = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`;

export const HEALTH_SITE_PATHS: ReadonlySet<string> = new Set([HEALTH_SITE.path, `${HEALTH_SITE.path}/`]);

export const HEALTH_SITE_PAGE = `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><script>${SCRIPT}</script></head><body><noscript><a href="${HEALTH_SITE.home}">健康建议 · Health advice</a></noscript></body></html>`;

/** The site-wide policy with this page's one inline script allowed. */
export function healthSiteCsp(pageCsp: string): string {
  return pageCsp.replace("script-src 'self'", `script-src 'self' ${SCRIPT_HASH}`);
}

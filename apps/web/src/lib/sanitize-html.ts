import DOMPurify from 'dompurify';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '@sprout/contracts/light';
import { serverContext } from './ssr/server-context.ts';

/**
 * The client's second line of defence: content HTML is sanitized by the server on save, and again here
 * before it reaches the DOM, with the same allow-list (RICH_TEXT_TAGS and RICH_TEXT_ATTRIBUTES, which the server's
 * apps/server/src/modules/content/sanitize.ts applies too).
 */
const ALLOWED_TAGS = [...RICH_TEXT_TAGS];
const ALLOWED_ATTR = [...new Set([...Object.values(RICH_TEXT_ATTRIBUTES).flat(), 'rel'])];

/** http(s), mailto, or a path on this site; never javascript:, data:, vbscript: or protocol-relative. */
const SAFE_URL = /^(?:https?:|mailto:|\/(?!\/)|#)/i;
/** Images: https or this site only. */
const SAFE_IMAGE = /^(?:https:|\/(?!\/))/i;

let hooked = false;
function installHooks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    const element = node as Element;
    if (element.tagName === 'A') {
      const href = element.getAttribute('href');
      if (href !== null && !SAFE_URL.test(href.trim())) element.removeAttribute('href');
      // Links leave in their own browsing context without a handle on this window.
      element.setAttribute('rel', 'noopener noreferrer nofollow');
      if (/^https?:/i.test(element.getAttribute('href') ?? '')) element.setAttribute('target', '_blank');
    }
    if (element.tagName === 'IMG') {
      const src = element.getAttribute('src');
      if (src === null || !SAFE_IMAGE.test(src.trim())) element.removeAttribute('src');
      element.setAttribute('loading', 'lazy');
    }
  });
}

export function sanitizeHtml(html: string): string {
  const server = serverContext();
  if (server) return server.sanitizeHtml(html);
  installHooks();
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: [...ALLOWED_ATTR, 'target', 'loading'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOWED_URI_REGEXP: SAFE_URL,
  });
}

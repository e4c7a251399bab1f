import { laterPart } from './layout/later-part.tsx';
import type { RichTextProps } from './rich-text.tsx';

/**
 * DOMPurify is a tenth of a text page's first script (10 KB brotli): it comes after the page is live (issue 32).
 * On a first visit the server's render, sanitized by the server, is on screen meanwhile; reached in the app, the
 * page's loader ({@link safeHtmlLoader}) has fetched it before the page is drawn.
 */
const RichText = laterPart(() => import('./rich-text.tsx').then((m) => m.RichText));

/** The loader of a page whose first screen is HTML from the server: reached in the app, it is drawn with the sanitizer here. */
export async function safeHtmlLoader() {
  await RichText.preload();
  return null;
}

/**
 * The one place the app renders HTML from the server: always through DOMPurify, even though the server
 * sanitized it on save. Nothing else in the client may set inner HTML.
 */
export function SafeHtml(props: RichTextProps) {
  return <RichText.Later {...props} />;
}

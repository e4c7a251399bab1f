import { createRequire } from 'node:module';
import type SanitizeHtml from 'sanitize-html';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '@sprout/contracts/light';

/**
 * The rich text an article, a FAQ answer or a legal text may hold (RICH_TEXT_TAGS and RICH_TEXT_ATTRIBUTES, the
 * allow-list the client applies too). Everything else is removed on save:
 * scripts, styles, frames, forms, event handlers, and any URL that is not http(s), mailto or relative
 * (javascript:, data:, vbscript:, protocol-relative). Images must be https or relative, so a page served
 * over https never loads mixed content. The client sanitizes again before rendering (defence in depth).
 */
const OPTIONS: SanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Tags whose content is code or markup, not reading text: dropped with everything inside.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
    'svg',
    'math',
    'title',
    'xmp',
    'noembed',
    'noframes',
  ],
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links leave the app in a new context without handing it our window.
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer nofollow' } }),
  },
};
// `rel` is set by the transform, after filtering: allow it on links.
(OPTIONS.allowedAttributes as Record<string, string[]>).a!.push('rel');

/**
 * sanitize-html and its HTML parser (some 110 ms of modules) are required with the first text to sanitize, not with
 * every server start (docs/decisions/3900-optional-modules-on-first-use.md): a CommonJS package, so the functions
 * below stay synchronous.
 */
let library: typeof SanitizeHtml | undefined;
const sanitizeHtml = (html: string, options: SanitizeHtml.IOptions) =>
  (library ??= createRequire(import.meta.url)('sanitize-html') as typeof SanitizeHtml)(html, options);

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/**
 * Rich text as a server-rendered page shows it (http/page-render.ts): the same allow-list, and what the browser's
 * sanitizer adds (apps/web/src/lib/sanitize-html.ts): outside links open in a new context, images load lazily.
 */
export function sanitizeForPage(html: string): string {
  return sanitizeHtml(html, {
    ...OPTIONS,
    allowedAttributes: {
      ...OPTIONS.allowedAttributes,
      a: ['href', 'title', 'rel', 'target'],
      img: ['src', 'alt', 'width', 'height', 'loading'],
    },
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, rel: 'noopener noreferrer nofollow', ...(/^https?:/i.test(attribs.href ?? '') ? { target: '_blank' } : {}) },
      }),
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
    },
  });
}

/** Plain text of rich text (for search and reading time): tags dropped, entities decoded, spaces collapsed. */
export function plainText(html: string): string {
  // Block ends become spaces first, so words of two paragraphs do not run together.
  const spaced = html.replace(/<\/?(p|h[1-6]|li|br|hr|tr|td|th|blockquote|figcaption|caption|div)\b[^>]*>/gi, ' ');
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {}, nonTextTags: OPTIONS.nonTextTags });
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Content values with no zod behind them (re-exported by content.ts and by `@sprout/contracts/light`). */

/** The legal and help texts, keyed by the route that shows each (spec §2). */
export const LEGAL_KEYS = [
  'privatePolicy',
  'agreement',
  'vipAgreement',
  'autoRenewAgreement',
  'capsAgreement',
  'memberDiscountExplanation',
  'consultationInstructions',
  'about',
  'help',
] as const;

/**
 * The rich text an article, a FAQ answer or a legal text may hold: the one allow-list the server's sanitizer
 * (apps/server/src/modules/content/sanitize.ts, on save) and the client's (apps/web/src/lib/sanitize-html.ts,
 * before rendering) both apply.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'a',
  'img',
  'blockquote',
  'figure',
  'figcaption',
  'table',
  'caption',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;

/** The attributes each tag keeps (every other attribute, event handlers and styles above all, is removed). */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
};

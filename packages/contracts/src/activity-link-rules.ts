/**
 * Where an activity page may send a user. A link is one of:
 * - an in-app route: starts with '/' but not '//' (which browsers read as another host), e.g. `/package`;
 * - an https address, e.g. `https://mp.weixin.qq.com/...`;
 * - a popup of the same page: `popup:<id>`, the id of a bottom drawer, QR-code modal or share mask.
 *
 * Everything else is refused, in particular `javascript:`, `data:`, `vbscript:`, `http:` and protocol-relative
 * URLs, whatever their case or the whitespace around them: the rule is an allow-list, not a block-list. No zod here:
 * the campaign page's links take these through `@sprout/contracts/light` (the schemas are in activity-links.ts).
 */
export const POPUP_LINK_PREFIX = 'popup:';
/** Node ids and popup ids: short, URL- and CSS-safe. */
export const NODE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const MAX_LINK_LENGTH = 2048;

export type LinkKind = 'route' | 'https' | 'popup';

/*
 * Any whitespace, control character or backslash is refused outright: browsers drop tabs and newlines inside
 * URLs ('java\tscript:' runs) and read '/\evil.example' as '//evil.example'.
 */
const FORBIDDEN_CHARACTERS = /[\s\u0000-\u001f\u007f-\u009f\\]/;
const SCRIPTING_SCHEMES = /^(javascript|data|vbscript|http):/i;

/** What kind of link `raw` is, or null when it is not an accepted link. Pure: shared by server and client. */
export function classifyLink(raw: string): LinkKind | null {
  if (raw.length === 0 || raw.length > MAX_LINK_LENGTH || FORBIDDEN_CHARACTERS.test(raw)) return null;
  if (raw.startsWith('/')) return raw.startsWith('//') ? null : 'route';
  if (raw.startsWith(POPUP_LINK_PREFIX)) return NODE_ID_PATTERN.test(raw.slice(POPUP_LINK_PREFIX.length)) ? 'popup' : null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || !url.hostname || url.username || url.password) return null;
  return 'https';
}

/** True for a link that tries a scripting scheme, plain http or another host, once whitespace is taken away. */
export function isUnsafeLink(raw: string): boolean {
  const squeezed = raw.replace(/[\s\u0000-\u001f\u007f-\u009f]/g, '');
  return SCRIPTING_SCHEMES.test(squeezed) || squeezed.startsWith('//') || squeezed.startsWith('/\\') || squeezed.startsWith('\\');
}

/** The popup id of a `popup:<id>` link, else null. */
export function popupIdOf(link: string): string | null {
  return classifyLink(link) === 'popup' ? link.slice(POPUP_LINK_PREFIX.length) : null;
}

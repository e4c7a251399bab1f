import { isUuid, MONITORING_TEXT_LIMITS, UUID_PATTERN } from '@sprout/contracts';

/**
 * Nothing personal is stored: routes lose their query string and any segment that looks like an id or a
 * token, and free text (error messages, stacks, URLs) loses query strings, tokens, phone numbers, e-mail
 * addresses and UUIDs. The client sends route patterns ('/clinics/:clinicId') already; this is the server's
 * own guarantee for any client.
 */

/** Every UUID inside a text (the id pattern, unanchored). */
const UUID = new RegExp(UUID_PATTERN.source.slice(1, -1), 'gi');
/** Mainland mobile numbers (11 digits from 13x to 19x), not inside a longer number. */
const PHONE = /(?<!\d)1[3-9]\d{9}(?!\d)/g;
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.-]+/g;
/** Runs long enough to be a credential (build hashes are 8 characters): checked with looksLikeToken. */
const TOKEN_CANDIDATE = /[A-Za-z0-9_-]{20,}/g;

/**
 * Random credentials mix upper and lower case with digits (our base64url session tokens, JWT parts) or are
 * long hex (digests, signatures); words joined by hyphens ('e2e-monitoring-boom-17') are neither.
 */
function looksLikeToken(run: string): boolean {
  return (/[A-Z]/.test(run) && /[a-z]/.test(run) && /\d/.test(run)) || /^[0-9a-f]{32,}$/i.test(run);
}
/** A query string (or fragment) after a URL or a path, up to the next space, quote or bracket. */
const URL_QUERY = /((?:https?:\/\/|\/)[^\s?#'"()]*)[?#][^\s'"()]*/g;

/** A path segment that is an identifier rather than a name: digits, a UUID, or a long mix of letters and digits. */
function isIdSegment(segment: string): boolean {
  if (/^\d+$/.test(segment)) return true;
  if (isUuid(segment)) return true;
  return segment.length >= 16 && /\d/.test(segment) && /^[A-Za-z0-9_.~%-]+$/.test(segment);
}

/** The path of a route or URL, without origin, query or fragment, ids replaced by ':id'. */
export function normalizePath(raw: string, maxLength: number = MONITORING_TEXT_LIMITS.route): string {
  let path = raw.trim();
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(path);
  if (origin) path = path.slice(origin[0].length);
  path = path.split(/[?#]/)[0] ?? '';
  if (!path.startsWith('/')) path = `/${path}`;
  const normalized = path
    .split('/')
    .map((segment) => (isIdSegment(segment) ? ':id' : segment))
    .join('/');
  return normalized.slice(0, maxLength);
}

/** Free text with query strings and anything that could name or authenticate a person removed. */
export function scrubText(text: string): string {
  return text
    .replace(URL_QUERY, '$1')
    .replace(EMAIL, '[email]')
    .replace(UUID, ':id')
    .replace(PHONE, '[phone]')
    .replace(TOKEN_CANDIDATE, (run) => (looksLikeToken(run) ? '[redacted]' : run));
}

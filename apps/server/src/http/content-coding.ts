/**
 * Content negotiation of Accept-Encoding as RFC 9110 §12.5.3 has it (issue 29): each coding may carry a weight
 * (`q`, 0 to 1); `q=0` refuses it; `*` stands for every coding not named; the server picks among the codings it
 * can send the one the client weights highest, brotli before gzip on a tie, and sends the bytes as they are
 * (identity) when it has none the client accepts. No header, or an empty one, is identity too (the server's
 * choice: a client that sends none is usually a tool that would not decode).
 */
export type ContentCoding = 'br' | 'gzip';

/** In the server's order of preference: the first wins a tie of weights. */
const PREFERENCE: readonly ContentCoding[] = ['br', 'gzip'];

/** The weight of each coding the header names (lower-case; `x-gzip` is gzip); a malformed weight counts as 0. */
function weights(header: string): Map<string, number> {
  const named = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!name) continue;
    const qParam = params.find((p) => /^q\s*=/.test(p));
    const text = qParam ? qParam.slice(qParam.indexOf('=') + 1).trim() : '1';
    const q = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(text) ? Number(text) : 0;
    const coding = name === 'x-gzip' ? 'gzip' : name;
    // Named twice: the higher weight (RFC 9110 leaves it open; the kinder reading).
    named.set(coding, Math.max(q, named.get(coding) ?? 0));
  }
  return named;
}

/**
 * The answers for the headers met last, with every coding available: phones and browsers send a handful of
 * Accept-Encoding values, each at every request, and parsing one took about 1% of the server's thread under the
 * parents' reads (issue 28, 2026-12-03). Bounded: a client sending a new header at every request empties it, never
 * grows it; a header longer than any browser's is not kept.
 */
const recent = new Map<string, ContentCoding | null>();
const RECENT_LIMIT = 64;
const RECENT_LENGTH = 200;

/**
 * The coding to send among `available` (default: brotli and gzip), or null for identity. `header` is the
 * request's Accept-Encoding (undefined when absent; an array when repeated, joined as one list).
 */
export function negotiateContentCoding(
  header: string | string[] | undefined,
  available: readonly ContentCoding[] = PREFERENCE,
): ContentCoding | null {
  if (header === undefined) return null;
  const text = Array.isArray(header) ? header.join(',') : header;
  if (available !== PREFERENCE || text.length > RECENT_LENGTH) return choose(text, available);
  let chosen = recent.get(text);
  if (chosen === undefined) {
    chosen = choose(text, available);
    if (recent.size >= RECENT_LIMIT) recent.clear();
    recent.set(text, chosen);
  }
  return chosen;
}

function choose(header: string, available: readonly ContentCoding[]): ContentCoding | null {
  const named = weights(header);
  const star = named.get('*');
  let best: ContentCoding | null = null;
  let bestQ = 0;
  for (const coding of PREFERENCE) {
    if (!available.includes(coding)) continue;
    const q = named.get(coding) ?? star ?? 0;
    if (q > bestQ) {
      best = coding;
      bestQ = q;
    }
  }
  return best;
}

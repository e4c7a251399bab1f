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
 * The coding to send among `available` (default: brotli and gzip), or null for identity. `header` is the
 * request's Accept-Encoding (undefined when absent; an array when repeated, joined as one list).
 */
export function negotiateContentCoding(
  header: string | string[] | undefined,
  available: readonly ContentCoding[] = PREFERENCE,
): ContentCoding | null {
  if (header === undefined) return null;
  const named = weights(Array.isArray(header) ? header.join(',') : header);
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

import fc from 'fast-check';

/**
 * What the fuzz suite sends. Every request carries at least one value from `definitelyBad`: text no field may
 * accept (a NUL byte, another control character, an unpaired UTF-16 surrogate), so a request that writes a row
 * or answers 2xx on a write is a finding, not a lucky valid request.
 */

const CONTROL = [0x00, 0x01, 0x07, 0x08, 0x0b, 0x0c, 0x0e, 0x1b, 0x1f, 0x7f, 0x85, 0x9f];
const SURROGATES = [0xd800, 0xdbff, 0xdc00, 0xdfff];

const char = (code: number) => String.fromCharCode(code);

/** Ordinary text around the poison: letters, CJK, spaces, emoji, markup, SQL-ish quotes. */
const filler = fc.oneof(
  fc.constantFrom('', 'x', '王小雨', ' padded ', 'a\nb', "' OR 1=1 --", '<script>alert(1)</script>', '😀', '../..', '%00', 'null'),
  fc.string({ maxLength: 12 }),
);

/** A string no text field accepts, with the poison at a random place. */
export const definitelyBadString: fc.Arbitrary<string> = fc
  .tuple(filler, fc.constantFrom(...CONTROL, ...SURROGATES).map(char), filler, fc.boolean())
  .map(([a, poison, b, twice]) => `${a}${poison}${twice ? poison : ''}${b}`)
  .chain((s) => fc.constantFrom(s, `\udfff\ud800${s}`, `x\udc00y${s}`));

/** Any JSON value that is odd for most fields: wrong types, extremes, deep nesting, very long text. */
export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  definitelyBadString,
  filler,
  fc.constantFrom('x'.repeat(5_000), ' ', '\u202e\u200b', '\ufeff', '\uffff', '9'.repeat(400), '1e309', 'NaN', '-1'),
  fc.constantFrom(0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 2 ** 63, true, false, null),
  fc.constantFrom([], {}, [definitelyBadChar()], { a: 'b' }, nest(60)),
  fc.array(definitelyBadString, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('zh-CN', 'en-US', 'a', '__proto__', 'constructor'), definitelyBadString, { maxKeys: 3 }),
);

function definitelyBadChar() {
  return 'a\u0000b';
}

function nest(depth: number): unknown {
  let value: unknown = 'x\u0000';
  for (let i = 0; i < depth; i += 1) value = { a: [value] };
  return value;
}

/**
 * A path segment or query value as it appears in the URL: percent-encoded poison, malformed percent escapes
 * (overlong UTF-8, encoded surrogates, truncated sequences), and values longer than any id.
 */
export const badUrlValue: fc.Arbitrary<string> = fc.oneof(
  definitelyBadString.map((s) => encodeLoose(s)),
  fc.constantFrom('%C0%AF', '%ED%A0%80', '%ED%BF%BF', '%', '%zz', '%E4%B8', 'a%00b', '%00', '%0A', '%1B', '%7F%C2%85'),
  fc.constantFrom('a'.repeat(150), '1'.repeat(120), '%E7%8E%8B'.repeat(60)),
);

/** encodeURIComponent that does not throw on unpaired surrogates: encodes them as the (invalid) UTF-8 of the code unit. */
export function encodeLoose(value: string): string {
  let out = '';
  for (const ch of value) {
    const code = ch.charCodeAt(0);
    if (ch.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      out += `%${(0xe0 | (code >> 12)).toString(16).toUpperCase()}%${(0x80 | ((code >> 6) & 0x3f)).toString(16).toUpperCase()}%${(0x80 | (code & 0x3f)).toString(16).toUpperCase()}`;
    } else out += encodeURIComponent(ch);
  }
  return out;
}

/** Whole bodies that are wrong before any field is read. */
export const badWholeBody: fc.Arbitrary<{ payload: string; contentType: string }> = fc.oneof(
  fc.constantFrom('{', '{"a":', '[1,2', '[]', '"x\\u0000"', '{"__proto__":{"x":1}}', '\u0000', '{"a":"\\ud800"}').map((payload) => ({
    payload,
    contentType: 'application/json',
  })),
  fc
    .constantFrom(
      'text/plain',
      'application/xml',
      'multipart/form-data; boundary=x',
      'application/x-www-form-urlencoded',
      'application/json; charset=latin1',
    )
    .map((contentType) => ({ payload: 'a=1&b=%00', contentType })),
);

/** Numbers as the client writes them: the one way, in both languages, without paying for Intl on a first screen. */

/**
 * `value` with exactly `decimals` decimals, as Intl.NumberFormat writes it in zh-CN and en-US (both "1,234.56"; with
 * `signed`, "+0.25" and "0.00"): rounded half away from zero on the number's shortest decimal form, as ICU rounds.
 * Written without Intl for those two languages (number.test.ts compares the two on hundreds of thousands of values):
 * the first Intl.NumberFormat a page makes costs 170-260 ms on the phone profile (4x CPU) while ICU loads its number
 * data, and the eye screen (a hundred numbers) and the home page's cards (a few) made one while they hydrated.
 */
export function formatNumber(value: number, decimals: number, language: string, signed = false): string {
  return (
    (language === 'zh-CN' || language === 'en-US' ? plainNumber(value, decimals, signed) : null) ??
    intlFormat(language, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      signDisplay: signed ? 'exceptZero' : 'auto',
    }).format(value)
  );
}

function plainNumber(value: number, decimals: number, signed: boolean): string | null {
  const text = String(Math.abs(value));
  if (!Number.isFinite(value) || text.includes('e')) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  let digits = whole + fraction.slice(0, decimals).padEnd(decimals, '0');
  if (fraction.length > decimals && fraction.charAt(decimals) >= '5') digits = addOne(digits);
  const integer = digits.slice(0, digits.length - decimals) || '0';
  const zero = /^0*$/.test(digits);
  const negative = value < 0 || Object.is(value, -0);
  const sign = signed ? (zero ? '' : negative ? '-' : '+') : negative ? '-' : '';
  return `${sign}${integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : ''}`;
}

/** A string of decimal digits plus one ("0999" -> "1000", "99" -> "100"). */
function addOne(digits: string): string {
  const out = digits.split('');
  let i = out.length - 1;
  for (; i >= 0 && out[i] === '9'; i--) out[i] = '0';
  if (i < 0) return `1${out.join('')}`;
  out[i] = String(Number(out[i]) + 1);
  return out.join('');
}

/**
 * `value` with at most `maxDecimals` decimals, trailing zeros dropped ("7.5", "7"), as Intl.NumberFormat writes it with
 * only `maximumFractionDigits`: the milestones' months and the clinics' distances.
 */
export function formatAtMost(value: number, maxDecimals: number, language: string): string {
  if (language !== 'zh-CN' && language !== 'en-US') return intlFormat(language, { maximumFractionDigits: maxDecimals }).format(value);
  const written = formatNumber(value, maxDecimals, language);
  return written.includes('.') ? written.replace(/\.?0+$/, '') : written;
}

const intlFormats = new Map<string, Intl.NumberFormat>();

/** One Intl.NumberFormat per language and options, made once: what other languages and other values go through. */
function intlFormat(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let found = intlFormats.get(key);
  if (!found) {
    found = new Intl.NumberFormat(language, options);
    intlFormats.set(key, found);
  }
  return found;
}

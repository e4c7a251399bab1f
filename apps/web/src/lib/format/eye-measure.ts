import type { TFunction } from 'i18next';
import type { EyeMeasurements } from '@sprout/contracts';

/** Eye measurements as the eye screens and the shareable report write them. Precision: lengths and dioptres to 0.01, ages to 0.1 year, AL/CR to 0.01. */
export const MM_DECIMALS = 2;
export const DIOPTRE_DECIMALS = 2;
export const AGE_DECIMALS = 1;
export const RATIO_DECIMALS = 2;
export const ACUITY_DECIMALS = 1;

/**
 * `value` with exactly `decimals` decimals, as Intl.NumberFormat writes it in zh-CN and en-US (both "1,234.56"; with
 * `signed`, "+0.25" and "0.00"): rounded half away from zero on the number's shortest decimal form, as ICU rounds.
 * Written without Intl for those two languages (eye-measure.test.ts compares the two on hundreds of thousands of
 * values): the eye screen wrote about a hundred numbers while it hydrated, each with a new Intl.NumberFormat, and
 * the first one a page makes costs 170-260 ms on the phone profile (4x CPU) while ICU loads its number data.
 */
export function formatNumber(value: number, decimals: number, language: string, signed = false): string {
  return (
    (language === 'zh-CN' || language === 'en-US' ? plainNumber(value, decimals, signed) : null) ??
    intlNumber(value, decimals, language, signed)
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

const numberFormats = new Map<string, Intl.NumberFormat>();
function intlNumber(value: number, decimals: number, language: string, signed: boolean): string {
  const key = `${language}|${decimals}|${signed}`;
  let found = numberFormats.get(key);
  if (!found) {
    found = new Intl.NumberFormat(language, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      signDisplay: signed ? 'exceptZero' : 'auto',
    });
    numberFormats.set(key, found);
  }
  return found.format(value);
}

export type CentileFields = Pick<EyeMeasurements, 'band' | 'centileLabel'>;

/** "P72", "Below P3", "Above P95", or "No reference for this age" (outside 4–18 years). */
export function centileText(t: TFunction<'eyeAxis'>, value: CentileFields): string {
  if (value.band === 'below3') return t('centile.below3');
  if (value.band === 'above95') return t('centile.above95');
  if (value.band === 'within' && value.centileLabel) return t('centile.value', { value: value.centileLabel });
  return t('centile.noReference');
}

export const DASH = '—';

export function orDash(value: number | null | undefined, format: (value: number) => string): string {
  return value === null || value === undefined ? DASH : format(value);
}

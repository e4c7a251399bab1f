import { expect, test } from 'vitest';
import { formatNumber } from './eye-measure.ts';

test('writes numbers as Intl.NumberFormat does in both languages, without making one', () => {
  const values = [0, -0, 1.005, 2.675, 9.995, 999.995, 0.005, -0.005, 0.0049, 1_234_567.891, -1234.5, 1e21, Number.NaN];
  for (let i = -5000; i <= 5000; i++) values.push(i / 1000, i / 997, i * 1.7);
  let checked = 0;
  for (const lang of ['zh-CN', 'en-US'] as const) {
    for (const decimals of [0, 1, 2, 3]) {
      for (const signed of [false, true]) {
        const intl = new Intl.NumberFormat(lang, {
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
          signDisplay: signed ? 'exceptZero' : 'auto',
        });
        for (const value of values) {
          const written = formatNumber(value, decimals, lang, signed);
          // One expect per mismatch only: 2 million passing expects would take most of the test's time.
          if (written !== intl.format(value)) expect(`${lang} ${decimals} ${signed} ${value}: ${written}`).toBe(intl.format(value));
          checked++;
        }
      }
    }
  }
  expect(checked).toBe(16 * values.length);
});

test('the usual eye values', () => {
  expect(formatNumber(23.456, 2, 'en-US')).toBe('23.46');
  expect(formatNumber(0.25, 2, 'zh-CN', true)).toBe('+0.25');
  expect(formatNumber(-0.001, 2, 'en-US', true)).toBe('0.00');
  expect(formatNumber(12345.6, 1, 'zh-CN')).toBe('12,345.6');
});

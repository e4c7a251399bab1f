import { expect, test } from 'vitest';
import { formatAtMost, formatNumber } from './number.ts';

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

test('writes numbers with at most so many decimals as Intl.NumberFormat does', () => {
  const values = [0, -0, 0.04, -0.04, 0.05, 7, 7.5, 7.25, 7.96, 9.95, 1234.56, -1234.05, 1e21, Number.NaN];
  for (let i = -2000; i <= 2000; i++) values.push(i / 100, i / 7);
  for (const lang of ['zh-CN', 'en-US', 'de-DE'] as const) {
    for (const maxDecimals of [0, 1, 2]) {
      const intl = new Intl.NumberFormat(lang, { maximumFractionDigits: maxDecimals });
      for (const value of values) {
        const written = formatAtMost(value, maxDecimals, lang);
        if (written !== intl.format(value)) expect(`${lang} ${maxDecimals} ${value}: ${written}`).toBe(intl.format(value));
      }
    }
  }
  expect(formatAtMost(7.5, 1, 'en-US')).toBe('7.5');
  expect(formatAtMost(7.04, 1, 'zh-CN')).toBe('7');
  expect(formatAtMost(2.96, 1, 'en-US')).toBe('3');
});

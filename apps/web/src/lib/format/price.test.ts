import { expect, test } from 'vitest';
import { LANGUAGES } from '@sprout/contracts';
import { formatPrice } from './price.ts';

test('writes a price as Intl.NumberFormat writes CNY with its narrow symbol, in both languages', () => {
  const fens = [0, 1, 99, 100, 3900, 3950, 12_345_678, -3950];
  for (let fen = 0; fen <= 200_000; fen += 37) fens.push(fen);
  for (const lang of LANGUAGES) {
    for (const fen of fens) {
      const whole = fen % 100 === 0;
      const intl = new Intl.NumberFormat(lang, {
        style: 'currency',
        currency: 'CNY',
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: whole ? 0 : 2,
        maximumFractionDigits: 2,
      }).format(fen / 100);
      if (formatPrice(fen, lang) !== intl) expect(`${lang} ${fen}: ${formatPrice(fen, lang)}`).toBe(intl);
    }
  }
  expect(formatPrice(3950, 'zh-CN')).toBe('¥39.50');
  expect(formatPrice(3900, 'en-US')).toBe('¥39');
});

import type { Language } from '@sprout/contracts';

const FEN_PER_YUAN = 100;

/** ¥39 or ¥39.50: prices are whole fen, shown without decimals when there are none. */
export function formatPrice(fen: number, lang: Language): string {
  const whole = fen % FEN_PER_YUAN === 0;
  return new Intl.NumberFormat(lang, {
    style: 'currency',
    currency: 'CNY',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(fen / FEN_PER_YUAN);
}

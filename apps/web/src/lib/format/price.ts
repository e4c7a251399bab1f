import type { Language } from '@sprout/contracts';
import { formatNumber } from './number.ts';

const FEN_PER_YUAN = 100;

/**
 * ¥39 or ¥39.50: prices are whole fen, shown without decimals when there are none. Written as Intl.NumberFormat's
 * CNY currency with its narrow symbol writes it in both languages (price.test.ts compares them), without making one
 * on the plan pages' first screen (see number.ts).
 */
export function formatPrice(fen: number, lang: Language): string {
  const amount = formatNumber(Math.abs(fen) / FEN_PER_YUAN, fen % FEN_PER_YUAN === 0 ? 0 : 2, lang);
  return `${fen < 0 ? '-' : ''}¥${amount}`;
}

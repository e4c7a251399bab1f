import type { Agreement, Language } from '@sprout/contracts';

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

/** The legal page of each agreement a plan names. */
export const AGREEMENT_PATHS: Record<Agreement, string> = {
  vip: '/vipAgreement',
  autoRenew: '/autoRenewAgreement',
  caps: '/capsAgreement',
};

/** Only a https link leaves the app for payment, whatever the server sent (it checks too). */
export function safeShopUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}

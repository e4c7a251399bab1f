import type { Agreement } from '@sprout/contracts';

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

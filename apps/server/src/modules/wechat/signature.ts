import { createHash, randomInt } from 'node:crypto';
import type { JsSignature } from '@sprout/contracts';
import type { JsapiTicketProvider } from './ticket-provider.ts';

/**
 * WeChat JS-SDK signature (JS-SDK documentation, appendix 1 "JS-SDK使用权限签名算法"): the fields noncestr,
 * jsapi_ticket, timestamp and url, sorted by name (ASCII), joined as `key=value` with `&`, no escaping, then
 * SHA-1 in lower-case hex. The url is the page's full address without its `#` fragment.
 */
export interface SignatureInput {
  jsapiTicket: string;
  nonceStr: string;
  timestamp: number;
  url: string;
}

/** The page address WeChat compares: everything before the first '#'. */
export function urlForSigning(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}

/** The exact string that is hashed; field names in ASCII order, as the documentation requires. */
export function signatureBaseString(input: SignatureInput): string {
  return `jsapi_ticket=${input.jsapiTicket}&noncestr=${input.nonceStr}&timestamp=${input.timestamp}&url=${urlForSigning(input.url)}`;
}

export function jsSdkSignature(input: SignatureInput): string {
  return createHash('sha1').update(signatureBaseString(input), 'utf8').digest('hex');
}

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** The documentation's example nonce has 16 letters and digits; WeChat accepts up to 32. */
export const NONCE_LENGTH = 16;

export function randomNonce(length = NONCE_LENGTH): string {
  let nonce = '';
  for (let i = 0; i < length; i += 1) nonce += NONCE_ALPHABET[randomInt(NONCE_ALPHABET.length)];
  return nonce;
}

export interface SignatureServiceOptions {
  appId: string;
  tickets: JsapiTicketProvider;
  /** Milliseconds since the epoch; injectable for tests. */
  now?: () => number;
  nonce?: () => string;
}

/** What wx.config needs for one page address. */
export function signatureService(options: SignatureServiceOptions) {
  const now = options.now ?? Date.now;
  const nonce = options.nonce ?? randomNonce;
  return {
    async sign(url: string): Promise<JsSignature> {
      const jsapiTicket = await options.tickets.ticket();
      const timestamp = Math.floor(now() / 1000);
      const nonceStr = nonce();
      return { appId: options.appId, timestamp, nonceStr, signature: jsSdkSignature({ jsapiTicket, nonceStr, timestamp, url }) };
    },
  };
}

import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Addresses that stand for one signed-in person without carrying a session (docs/decisions/3100-next-check-calendar.md):
 * made only by a call the policy admitted, they name their purpose, the account and the target, and an expiry,
 * signed with the server's secret (HMAC-SHA-256, base64url). The token never goes into an address; the signature
 * is worth one purpose on one target until its expiry, and the target's route checks the standing again.
 */
export function linkSignature(secret: string, purpose: string, parts: readonly string[], expires: number): string {
  return createHmac('sha256', secret)
    .update([purpose, ...parts, String(expires)].join('\n'))
    .digest('base64url');
}

export type LinkCheck = 'valid' | 'expired' | 'invalid';

/** Whether `signature` was made by linkSignature for these values, and is still within its time (Unix seconds). */
export function checkLinkSignature(
  secret: string,
  link: { purpose: string; parts: readonly string[]; expires: number; signature: string },
  nowSeconds: number,
): LinkCheck {
  const expected = Buffer.from(linkSignature(secret, link.purpose, link.parts, link.expires));
  const given = Buffer.from(link.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  return link.expires > nowSeconds ? 'valid' : 'expired';
}

import { createHmac, hash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 32 random bytes: a bearer token that cannot be guessed. Only its hash is stored. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 in hex, one-shot: it runs on every signed-in request, where a Hash object costs three times as much. */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

export function generateOtp(length = 6): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

/** A six-digit code has only a million values, so its hash is keyed: a leaked table alone reveals nothing. */
export function hashOtp(secret: string, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`${phone}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const ba = Buffer.from(a, 'hex');
  const bb = Buffer.from(b, 'hex');
  return ba.length === bb.length && timingSafeEqual(ba, bb);
}

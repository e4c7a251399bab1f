import { createHmac } from 'node:crypto';
import type { Account, LoginFailure } from '@sprout/contracts';
import { generateOtp, generateToken, hashOtp, hashToken, sameHash } from '../../auth/tokens.ts';
import type { OtpLimits } from '../../config/env.ts';
import type { AppDb } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { SmsSender } from './code-sender.ts';
import { authRepository } from './repository.ts';

/** BRIEF.md: codes expire in 5 minutes and are single use. */
export const OTP_TTL_MS = 5 * 60_000;
/** Five wrong tries burn a code: guessing one of a million in five tries is a 1 in 200,000 chance. */
export const OTP_MAX_FAILED_ATTEMPTS = 5;
const HOUR_MS = 3_600_000;

export interface AuthServiceOptions {
  secret: string;
  sessionTtlDays: number;
  demo: boolean;
  sender: SmsSender;
  /** By default one code a minute per phone, ten an hour per phone, thirty an hour per address (config). */
  limits: OtpLimits;
}

/** A refused code: the message says why in the request's language, `data` says it to the client. */
function refused(failure: LoginFailure): AppError {
  const params: Record<string, number> = failure.triesLeft === null ? {} : { triesLeft: failure.triesLeft };
  const key = failure.triesLeft === null ? `auth.code.${failure.reason}` : 'auth.code.wrongTriesLeft';
  return new AppError('UNAUTHORIZED', key, [], params, failure);
}

export function authService(db: AppDb, options: AuthServiceOptions) {
  const repo = authRepository(db);
  return {
    async sendCode(phone: string, ip: string): Promise<{ sent: true; devCode?: string }> {
      const now = Date.now();
      const { limits } = options;
      if (limits.resendIntervalMs > 0 && (await repo.countCodesSince('phone', phone, new Date(now - limits.resendIntervalMs))) > 0) {
        throw new AppError('RATE_LIMITED', 'auth.sendTooSoon');
      }
      if (
        (await repo.countCodesSince('phone', phone, new Date(now - HOUR_MS))) >= limits.maxPerPhonePerHour ||
        (await repo.countCodesSince('ip', ip, new Date(now - HOUR_MS))) >= limits.maxPerIpPerHour
      ) {
        throw new AppError('RATE_LIMITED');
      }
      const code = generateOtp();
      const id = await repo.insertCode(phone, hashOtp(options.secret, phone, code), ip, new Date(now + OTP_TTL_MS));
      try {
        await options.sender.send(phone, code);
      } catch (error) {
        // Not sent (the SMS provider refused or was unreachable): the parent may ask again at once.
        await repo.deleteCode(id);
        throw error;
      }
      return options.demo ? { sent: true, devCode: code } : { sent: true };
    },

    async login(phone: string, code: string, ip: string): Promise<{ token: string; account: Account }> {
      const ipHash = createHmac('sha256', options.secret).update(`sign-in:${ip}`).digest('hex');
      await refuseWhenTooManyFailures(phone, ipHash);
      try {
        return await checkCode(phone, code);
      } catch (error) {
        if (error instanceof AppError && error.code === 'UNAUTHORIZED') await repo.recordSignInFailure(phone, ipHash);
        throw error;
      }
    },

    async logout(token: string): Promise<void> {
      await repo.revokeSession(hashToken(token));
    },

    /** The name the account goes by, as its owner sets it on the profile screen. */
    async rename(accountId: string, name: string): Promise<Account> {
      return repo.rename(accountId, name);
    },
  };

  /** Wrong codes per phone and per client address within the window: 429 with the seconds until one expires. */
  async function refuseWhenTooManyFailures(phone: string, ipHash: string): Promise<void> {
    const { limits } = options;
    const now = Date.now();
    const since = new Date(now - limits.wrongCodeWindowMs);
    for (const [column, value, max] of [
      ['phone', phone, limits.maxWrongCodesPerPhone],
      ['ip_hash', ipHash, limits.maxWrongCodesPerIp],
    ] as const) {
      const { n, oldest } = await repo.signInFailuresSince(column, value, since);
      if (n >= max) {
        const retryAfterSeconds = Math.max(1, Math.ceil(((oldest ?? now) + limits.wrongCodeWindowMs - now) / 1000));
        throw new AppError('RATE_LIMITED', 'auth.tooManyWrongCodes', [], {}, { retryAfterSeconds }, retryAfterSeconds);
      }
    }
  }

  async function checkCode(phone: string, code: string): Promise<{ token: string; account: Account }> {
    {
      const live = await repo.latestLiveCode(phone);
      if (!live) {
        const last = await repo.latestCode(phone);
        if (!last) throw refused({ reason: 'wrong', triesLeft: null });
        if (!last.consumedAt) throw refused({ reason: 'expired', triesLeft: null });
        throw refused({ reason: last.failedAttempts >= OTP_MAX_FAILED_ATTEMPTS ? 'tooManyTries' : 'used', triesLeft: null });
      }
      if (!sameHash(live.codeHash, hashOtp(options.secret, phone, code))) {
        const failed = await repo.recordFailedAttempt(live.id, OTP_MAX_FAILED_ATTEMPTS);
        const triesLeft = Math.max(0, OTP_MAX_FAILED_ATTEMPTS - failed);
        throw refused(triesLeft > 0 ? { reason: 'wrong', triesLeft } : { reason: 'tooManyTries', triesLeft: null });
      }
      if (!(await repo.consumeCode(live.id))) throw refused({ reason: 'used', triesLeft: null });
      // A new account has no name until its owner gives one (the profile screen): a made-up "用户1234" greeted
      // English readers in Chinese (issue 31).
      const account = await repo.findOrCreateAccount(phone, '');
      const token = generateToken();
      await repo.createSession(account.id, hashToken(token), new Date(Date.now() + options.sessionTtlDays * 86_400_000));
      return { token, account };
    }
  }
}

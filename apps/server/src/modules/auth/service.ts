import type { Account, LoginFailure } from '@sprout/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { OtpLimits } from '../../config/env.ts';
import type { AppDb } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { generateOtp, generateToken, hashOtp, hashToken, sameHash } from '../../auth/tokens.ts';
import { authRepository } from './repository.ts';

/** BRIEF.md: codes expire in 5 minutes and are single use. */
export const OTP_TTL_MS = 5 * 60_000;
/** Five wrong tries burn a code: guessing one of a million in five tries is a 1 in 200,000 chance. */
export const OTP_MAX_FAILED_ATTEMPTS = 5;
const HOUR_MS = 3_600_000;

/** Sends a code to a phone. Pluggable: development and the demo write it to the log. */
export interface SmsSender {
  send(phone: string, code: string): Promise<void>;
}

export function logSmsSender(log: FastifyBaseLogger): SmsSender {
  return {
    async send(phone, code) {
      // The phone is masked: the log needs to tell codes apart, not to hold the number.
      log.info({ phone: `***${phone.slice(-4)}`, code }, 'one-time sign-in code (development sender)');
    },
  };
}

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
      await repo.insertCode(phone, hashOtp(options.secret, phone, code), ip, new Date(now + OTP_TTL_MS));
      await options.sender.send(phone, code);
      return options.demo ? { sent: true, devCode: code } : { sent: true };
    },

    async login(phone: string, code: string): Promise<{ token: string; account: Account }> {
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
      const account = await repo.findOrCreateAccount(phone, `用户${phone.slice(-4)}`);
      const token = generateToken();
      await repo.createSession(account.id, hashToken(token), new Date(Date.now() + options.sessionTtlDays * 86_400_000));
      return { token, account };
    },

    async logout(token: string): Promise<void> {
      await repo.revokeSession(hashToken(token));
    },
  };
}

import { createHmac } from 'node:crypto';
import type { Account, LoginFailure } from '@sprout/contracts';
import { generateOtp, generateToken, hashOtp, hashToken, sameHash } from '../../auth/tokens.ts';
import type { OtpLimits } from '../../config/env.ts';
import { OTP_DIGITS, OTP_TRIES_PER_CODE } from '../../config/limits.ts';
import type { AppDb } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { SmsSender } from './code-sender.ts';
import { authRepository, type IssueRefusal } from './repository.ts';

/** BRIEF.md: codes expire in 5 minutes and are single use. */
export const OTP_TTL_SECONDS = 5 * 60;
/** Five wrong tries burn a code; a new code starts a new count (issue 29). */
export const OTP_MAX_FAILED_ATTEMPTS = OTP_TRIES_PER_CODE;

export interface AuthServiceOptions {
  secret: string;
  sessionTtlDays: number;
  demo: boolean;
  sender: SmsSender;
  /** By default one code a minute and nine a day per phone and kind of device, thirty an hour per address (config). */
  limits: OtpLimits;
}

/** A refused code: the message says why in the request's language, `data` says it to the client. */
function refused(failure: LoginFailure): AppError {
  const params: Record<string, number> = failure.triesLeft === null ? {} : { triesLeft: failure.triesLeft };
  const key = failure.triesLeft === null ? `auth.code.${failure.reason}` : 'auth.code.wrongTriesLeft';
  return new AppError('UNAUTHORIZED', key, [], params, failure);
}

/** 429 with the seconds until asking again can succeed, in the header and in the envelope. */
function rateLimited(messageKey: string, retryAfterSeconds: number): AppError {
  return new AppError('RATE_LIMITED', messageKey, [], {}, { retryAfterSeconds }, retryAfterSeconds);
}

const ISSUE_REFUSALS: Record<IssueRefusal['refused'], string> = {
  sendTooSoon: 'auth.sendTooSoon',
  phone: 'auth.tooManyCodes',
  address: 'auth.tooManyCodesFromAddress',
};

/**
 * Sign-in by one-time code (issue 29 item 5: nobody can lock a parent out, and guessing stays below 1 in 10,000
 * per phone per day). Wrong tries are limited per code (five, then it is dead; a new code starts a new count) and
 * per client address, never per phone, so wrong codes sent by someone else do not stop the parent. A code is tried
 * only from the browser that asked for it (its device id), so nobody else's wrong tries burn it. What bounds
 * guessing at a phone is the codes it is sent in 24 hours: nine for browsers that signed in to it before (its
 * known devices) and nine for all others, counted apart so that someone asking codes for the phone all day cannot
 * use up a parent's own; 2 x 9 x 5 = 90 tries at a million codes (config/limits.ts, docs/operations.md).
 */
export function authService(db: AppDb, options: AuthServiceOptions) {
  const repo = authRepository(db);
  const keyed = (text: string) => createHmac('sha256', options.secret).update(text).digest('hex');
  const deviceHashOf = (deviceId: string | undefined) => (deviceId ? keyed(`device:${deviceId}`) : null);
  const knownDevice = async (phone: string, deviceHash: string | null) =>
    deviceHash !== null && (await repo.isKnownDevice(phone, deviceHash));

  return {
    async sendCode(phone: string, ip: string, deviceId?: string): Promise<{ sent: true; devCode?: string }> {
      const deviceHash = deviceHashOf(deviceId);
      const code = generateOtp(OTP_DIGITS);
      const issued = await repo.issueCode({
        phone,
        ip,
        deviceHash,
        knownDevice: await knownDevice(phone, deviceHash),
        codeHash: hashOtp(options.secret, phone, code),
        ttlSeconds: OTP_TTL_SECONDS,
        limits: options.limits,
      });
      if ('refused' in issued) throw rateLimited(ISSUE_REFUSALS[issued.refused], issued.retryAfterSeconds);
      try {
        await options.sender.send(phone, code);
      } catch (error) {
        // Not sent (the SMS provider refused or was unreachable): the parent may ask again at once.
        await repo.deleteCode(issued.id);
        throw error;
      }
      return options.demo ? { sent: true, devCode: code } : { sent: true };
    },

    async login(phone: string, code: string, ip: string, deviceId?: string): Promise<{ token: string; account: Account }> {
      const deviceHash = deviceHashOf(deviceId);
      // A known device is the parent's own: no other address's wrong tries hold it back.
      if (await knownDevice(phone, deviceHash)) return checkCode(phone, code, deviceHash);
      const ipHash = keyed(`sign-in:${ip}`);
      const failures = await repo.signInFailures(ipHash, options.limits.wrongCodeWindowMs);
      if (failures.n >= options.limits.maxWrongCodesPerIp) throw rateLimited('auth.tooManyWrongCodes', failures.retryAfterSeconds);
      try {
        return await checkCode(phone, code, deviceHash);
      } catch (error) {
        if (error instanceof AppError && error.code === 'UNAUTHORIZED') await repo.recordSignInFailure(ipHash);
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

  async function checkCode(phone: string, code: string, deviceHash: string | null): Promise<{ token: string; account: Account }> {
    const tried = await repo.takeTry(phone, deviceHash, OTP_MAX_FAILED_ATTEMPTS);
    if (!tried) {
      const last = await repo.latestCode(phone, deviceHash);
      if (!last) throw refused({ reason: 'wrong', triesLeft: null });
      if (last.failedAttempts >= OTP_MAX_FAILED_ATTEMPTS) throw refused({ reason: 'tooManyTries', triesLeft: null });
      if (!last.consumed && last.expired) throw refused({ reason: 'expired', triesLeft: null });
      throw refused({ reason: 'used', triesLeft: null });
    }
    if (!sameHash(tried.codeHash, hashOtp(options.secret, phone, code))) {
      const triesLeft = OTP_MAX_FAILED_ATTEMPTS - tried.tries;
      if (triesLeft > 0) throw refused({ reason: 'wrong', triesLeft });
      await repo.burnCode(tried.id);
      throw refused({ reason: 'tooManyTries', triesLeft: null });
    }
    if (!(await repo.consumeCode(tried.id))) throw refused({ reason: 'used', triesLeft: null });
    // A new account has no name until its owner gives one (the profile screen): a made-up "用户1234" greeted
    // English readers in Chinese (issue 31).
    const account = await repo.findOrCreateAccount(phone, '');
    const token = generateToken();
    await repo.createSession(account.id, hashToken(token), new Date(Date.now() + options.sessionTtlDays * 86_400_000));
    if (deviceHash) await repo.rememberDevice(phone, deviceHash);
    return { token, account };
  }
}

import { eq, sql } from 'drizzle-orm';
import type { Account } from '@sprout/contracts';
import type { OtpLimits } from '../../config/env.ts';
import type { AppDb } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { accounts, sessions } from '../../db/schema/index.ts';

/** Why a code was not issued, and when asking again can succeed. */
export interface IssueRefusal {
  refused: 'sendTooSoon' | 'phone' | 'address';
  retryAfterSeconds: number;
}

/** A code's state as the login explains a refusal from it. */
export interface CodeState {
  expired: boolean;
  consumed: boolean;
  failedAttempts: number;
}

const seconds = (value: number | null | undefined) => Math.max(1, Math.ceil(Number(value ?? 1)));

/** Codes, known devices and wrong tries: every window is judged on the database's clock (now()). */
export function authRepository(db: AppDb) {
  return {
    /**
     * Issues a code unless a limit stops it, under a lock on the phone so that two requests at once cannot both
     * take the last one (the daily cap is what bounds guessing: service.ts). The limits per phone count the
     * phone's known devices and its other requesters apart; the limit per address applies to the others only.
     */
    async issueCode(input: {
      phone: string;
      ip: string;
      deviceHash: string | null;
      knownDevice: boolean;
      codeHash: string;
      ttlSeconds: number;
      limits: OtpLimits;
    }): Promise<{ id: string } | IssueRefusal> {
      const { phone, ip, deviceHash, knownDevice, codeHash, ttlSeconds, limits } = input;
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`sms:${phone}`}, 0))`);
        const resend = sql`${limits.resendIntervalMs} * interval '1 millisecond'`;
        const [lane] = rowsOf<{ recent: number; recent_wait: number; hour: number; hour_wait: number; day: number; day_wait: number }>(
          await tx.execute(sql`SELECT
            count(*) FILTER (WHERE created_at > now() - ${resend})::int AS recent,
            extract(epoch FROM max(created_at) + ${resend} - now())::float8 AS recent_wait,
            count(*) FILTER (WHERE created_at > now() - interval '1 hour')::int AS hour,
            extract(epoch FROM min(created_at) FILTER (WHERE created_at > now() - interval '1 hour') + interval '1 hour' - now())::float8 AS hour_wait,
            count(*)::int AS day,
            extract(epoch FROM min(created_at) + interval '1 day' - now())::float8 AS day_wait
            FROM sms_codes WHERE phone = ${phone} AND known_device = ${knownDevice} AND created_at > now() - interval '1 day'`),
        );
        // The longest wait first: "wait a minute" would mislead when the day's codes are spent.
        if (lane!.day >= limits.maxPerPhonePerDay) return { refused: 'phone', retryAfterSeconds: seconds(lane!.day_wait) };
        if (lane!.hour >= limits.maxPerPhonePerHour) return { refused: 'phone', retryAfterSeconds: seconds(lane!.hour_wait) };
        if (lane!.recent > 0) return { refused: 'sendTooSoon', retryAfterSeconds: seconds(lane!.recent_wait) };
        if (!knownDevice) {
          const [address] = rowsOf<{ n: number; wait: number }>(
            await tx.execute(sql`SELECT count(*)::int AS n, extract(epoch FROM min(created_at) + interval '1 hour' - now())::float8 AS wait
              FROM sms_codes WHERE ip = ${ip} AND NOT known_device AND created_at > now() - interval '1 hour'`),
          );
          if (address!.n >= limits.maxPerIpPerHour) return { refused: 'address', retryAfterSeconds: seconds(address!.wait) };
        }
        const [row] = rowsOf<{ id: string }>(
          await tx.execute(sql`INSERT INTO sms_codes (phone, code_hash, ip, expires_at, device_hash, known_device)
            VALUES (${phone}, ${codeHash}, ${ip}, now() + ${ttlSeconds} * interval '1 second', ${deviceHash}, ${knownDevice}) RETURNING id`),
        );
        return { id: row!.id };
      });
    },

    /** A code that could not be sent never existed: it neither signs in nor holds back the next one. */
    async deleteCode(id: string): Promise<void> {
      await db.execute(sql`DELETE FROM sms_codes WHERE id = ${id}`);
    },

    /** Whether this browser has signed in to the phone within the last year. */
    async isKnownDevice(phone: string, deviceHash: string): Promise<boolean> {
      const rows = rowsOf(
        await db.execute(sql`SELECT 1 FROM sign_in_devices WHERE phone = ${phone} AND device_hash = ${deviceHash}
          AND signed_in_at > now() - interval '365 days'`),
      );
      return rows.length > 0;
    },

    async rememberDevice(phone: string, deviceHash: string): Promise<void> {
      await db.execute(sql`INSERT INTO sign_in_devices (phone, device_hash) VALUES (${phone}, ${deviceHash})
        ON CONFLICT (phone, device_hash) DO UPDATE SET signed_in_at = now()`);
    },

    /**
     * Takes one try of the newest live code this browser asked for, before the code is compared: counted first, so
     * that requests at once can never judge more than `maxTries` guesses of one code. Null when there is no such
     * code or its tries are spent.
     */
    async takeTry(
      phone: string,
      deviceHash: string | null,
      maxTries: number,
    ): Promise<{ id: string; codeHash: string; tries: number } | null> {
      const [row] = rowsOf<{ id: string; code_hash: string; failed_attempts: number }>(
        await db.execute(sql`UPDATE sms_codes SET failed_attempts = failed_attempts + 1
          WHERE id = (SELECT id FROM sms_codes WHERE phone = ${phone} AND device_hash IS NOT DISTINCT FROM ${deviceHash}
              AND consumed_at IS NULL AND expires_at > now() ORDER BY created_at DESC LIMIT 1)
            AND consumed_at IS NULL AND failed_attempts < ${maxTries}
          RETURNING id, code_hash, failed_attempts`),
      );
      return row ? { id: row.id, codeHash: row.code_hash, tries: row.failed_attempts } : null;
    },

    /** The right code: used once (false when a request at the same time used it first), its try not a wrong one. */
    async consumeCode(id: string): Promise<boolean> {
      const rows = rowsOf(
        await db.execute(sql`UPDATE sms_codes SET consumed_at = now(), failed_attempts = failed_attempts - 1
          WHERE id = ${id} AND consumed_at IS NULL RETURNING id`),
      );
      return rows.length === 1;
    },

    /** A wrong try that was the code's last: the code is dead. */
    async burnCode(id: string): Promise<void> {
      await db.execute(sql`UPDATE sms_codes SET consumed_at = now() WHERE id = ${id} AND consumed_at IS NULL`);
    },

    /** The newest code this browser asked for the phone, whatever its state (to say why it cannot be used). */
    async latestCode(phone: string, deviceHash: string | null): Promise<CodeState | null> {
      const [row] = rowsOf<{ expired: boolean; consumed: boolean; failed_attempts: number }>(
        await db.execute(sql`SELECT expires_at <= now() AS expired, consumed_at IS NOT NULL AS consumed, failed_attempts
          FROM sms_codes WHERE phone = ${phone} AND device_hash IS NOT DISTINCT FROM ${deviceHash} ORDER BY created_at DESC LIMIT 1`),
      );
      return row ? { expired: row.expired, consumed: row.consumed, failedAttempts: row.failed_attempts } : null;
    },

    /** Counts a refused code against the (hashed) client address. */
    async recordSignInFailure(ipHash: string): Promise<void> {
      await db.execute(sql`INSERT INTO sign_in_failures (ip_hash) VALUES (${ipHash})`);
    },

    /** Refused codes from the address within the window, and the seconds until the oldest of them leaves it. */
    async signInFailures(ipHash: string, windowMs: number): Promise<{ n: number; retryAfterSeconds: number }> {
      const window = sql`${windowMs} * interval '1 millisecond'`;
      const [row] = rowsOf<{ n: number; wait: number | null }>(
        await db.execute(sql`SELECT count(*)::int AS n, extract(epoch FROM min(created_at) + ${window} - now())::float8 AS wait
          FROM sign_in_failures WHERE ip_hash = ${ipHash} AND created_at > now() - ${window}`),
      );
      return { n: row?.n ?? 0, retryAfterSeconds: seconds(row?.wait) };
    },

    async findOrCreateAccount(phone: string, defaultName: string): Promise<Account> {
      await db.insert(accounts).values({ phone, name: defaultName, role: 'parent' }).onConflictDoNothing({ target: accounts.phone });
      const [row] = await db
        .select({ id: accounts.id, role: accounts.role, name: accounts.name, phone: accounts.phone })
        .from(accounts)
        .where(eq(accounts.phone, phone));
      return row!;
    },
    async rename(accountId: string, name: string): Promise<Account> {
      const [row] = await db
        .update(accounts)
        .set({ name })
        .where(eq(accounts.id, accountId))
        .returning({ id: accounts.id, role: accounts.role, name: accounts.name, phone: accounts.phone });
      return row!;
    },
    async createSession(accountId: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.insert(sessions).values({ accountId, tokenHash, expiresAt });
    },
    async revokeSession(tokenHash: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(eq(sessions.tokenHash, tokenHash));
    },
  };
}

/**
 * Hourly housekeeping (main.ts): codes and wrong tries older than a day are read by no limit and go, with the
 * phones and client addresses they hold; a browser that has not signed in to a phone for a year is forgotten.
 */
export async function dropOldSignInRows(db: AppDb): Promise<Record<string, number>> {
  const count = async (query: ReturnType<typeof sql>) => rowsOf(await db.execute(query)).length;
  return {
    droppedSignInCodes: await count(sql`DELETE FROM sms_codes WHERE created_at < now() - interval '1 day' RETURNING 1`),
    droppedSignInFailures: await count(sql`DELETE FROM sign_in_failures WHERE created_at < now() - interval '1 day' RETURNING 1`),
    droppedSignInDevices: await count(sql`DELETE FROM sign_in_devices WHERE signed_in_at < now() - interval '365 days' RETURNING 1`),
  };
}

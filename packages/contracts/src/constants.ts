/**
 * Values the web app's shell needs at run time, with no zod behind them: importing them costs bytes, not a
 * schema library. `@sprout/contracts/light` re-exports this file (and the other zod-free modules); the
 * schema modules re-export these values, so server code keeps importing from the package index.
 */

/** The success code of every call (spec §4 and §9): the string '1', with HTTP 200. */
export const SUCCESS_CODE = '1';

export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'zh-CN';

/** Paging of API.md: `start` is an offset (default 0), `limit` defaults to 10 and is at most 100. */
export const PAGE_DEFAULT_LIMIT = 10;
export const PAGE_MAX_LIMIT = 100;

export const OTP_LENGTH = 6;

/**
 * An id as the API writes them (a UUID, any case). Schemas use `idSchema`; code that only asks "is this an id?"
 * (a lookup that must not reach the database with anything else, a query parameter) uses this one pattern.
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);

/**
 * Why a sign-in code was refused: the `data` of the 401 of POST /auth/login. `wrong` comes with the tries left
 * before the code is burned; `tooManyTries` means the last try burned it; `expired` and `used` need a new code.
 */
export const LOGIN_FAILURE_REASONS = ['wrong', 'expired', 'used', 'tooManyTries'] as const;
export type LoginFailureReason = (typeof LOGIN_FAILURE_REASONS)[number];
export interface LoginFailure {
  reason: LoginFailureReason;
  /** Tries left on this code; null when the code can no longer be used. */
  triesLeft: number | null;
}
